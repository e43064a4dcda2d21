import { z } from 'zod';
import type { MessageKey } from '../messages';
import { bookingPassengerSchema } from '../passengers/passenger-rules';
import { passengerTypes } from '../passengers/passenger-list';
import { integerField } from '../validation/fields';

/**
 * A customer's saved passenger (API.md "Accounts"): the booking form's fields and rules, judged
 * on today's date (a saved child becomes an adult when the birthday comes).
 */
export const savedPassengerSchema = z.object({
  id: z.number().int(),
  type: z.enum(passengerTypes),
  firstName: z.string(),
  lastName: z.string(),
  gender: z.enum(['M', 'F']),
  birth_date: z.string(),
  nationality: z.string(),
  national_id: z.string(),
  passport_number: z.string(),
  expire_date: z.string(),
});
export type SavedPassenger = z.infer<typeof savedPassengerSchema>;

export const savedPassengerListSchema = z.array(savedPassengerSchema);

export const insertSavedPassengerSchema = bookingPassengerSchema;

export const updateSavedPassengerSchema = bookingPassengerSchema.extend({
  id: integerField({ overflow: 'notFound' satisfies MessageKey }),
});

export const savedPassengerRefSchema = z.object({
  id: integerField({ overflow: 'notFound' satisfies MessageKey }),
});

export const savedPassengerIdSchema = z.object({ id: z.number().int() });
