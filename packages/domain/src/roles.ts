import { z } from 'zod';

/** Who is calling. A guest has no session; every other role signs in. */
export const roles = [
  'guest',
  'customer',
  'agency',
  'airline',
  'gsa',
  'cargo',
  'supporter',
  'operator',
] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;
