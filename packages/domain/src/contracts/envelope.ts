import { z } from 'zod';

/** The error body of every failed answer (API.md). `fields` maps a dotted path to its message. */
export const errorBodySchema = z.object({
  error: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  /** Facts beside the message a client acts on (PRICE_CHANGED: the new total). */
  detail: z.record(z.string(), z.unknown()).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Fields any answer may carry besides its data (API.md "Calls"). */
export const sessionFieldsSchema = z.object({
  token: z.string().optional(),
  token_expires_at: z.number().int().optional(),
  is_login: z.boolean().optional(),
});

export function successEnvelope<T extends z.ZodType>(data: T) {
  return sessionFieldsSchema.extend({ status: z.literal('success'), data });
}

export const errorEnvelopeSchema = sessionFieldsSchema.extend({
  status: z.literal('error'),
  errors: errorBodySchema,
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export type Envelope<T> =
  ({ status: 'success'; data: T } & z.infer<typeof sessionFieldsSchema>) | ErrorEnvelope;

/** Calls that take no fields still accept an empty form or JSON object. */
export const emptyRequestSchema = z.object({}).strip();
