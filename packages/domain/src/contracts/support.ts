import { z } from 'zod';
import type { MessageKey } from '../messages';
import { integerField } from '../validation/fields';
import { supportLimits } from '../support/limits';

/** Support requests (profile → support) and the supporter desk. */

export const supportStatusSchema = z.enum(['Open', 'Progress', 'Close'], {
  error: 'invalidValue' satisfies MessageKey,
});
export type SupportStatus = z.infer<typeof supportStatusSchema>;

/**
 * C0 and C1 control characters except tab and line feed; carriage returns become line feeds.
 * Text is otherwise kept as typed: it is answered as JSON and escaped where it is shown.
 */
export function stripControlCharacters(value: string): string {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  return value.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, '');
}

/** Text people write to the desk: control characters gone, trimmed, required, at most `max`. */
export const writtenText = (max: number) =>
  z
    .string({ error: 'required' satisfies MessageKey })
    .transform((v) => stripControlCharacters(v).trim())
    .pipe(
      z
        .string()
        .min(1, { error: 'required' satisfies MessageKey })
        .max(max),
    );

const idField = integerField();

export const newTicketSchema = z.object({
  title: writtenText(supportLimits.titleMax),
  description: writtenText(supportLimits.textMax),
});
export type NewTicketRequest = z.output<typeof newTicketSchema>;

export const ticketListRequestSchema = z.object({
  page: integerField({ fallback: 1 }).pipe(z.number().int().min(1).max(10_000)),
  status: z.preprocess((v) => (v === '' ? undefined : v), supportStatusSchema.optional()),
});
export type TicketListRequest = z.output<typeof ticketListRequestSchema>;

/**
 * What the desk answers: a signed-in customer's support request, or a visitor's contact
 * message, complaint or safety report from the site's forms.
 */
export const requestKinds = ['support', 'contact', 'complaint', 'safety'] as const;
export const requestKindSchema = z.enum(requestKinds, {
  error: 'invalidValue' satisfies MessageKey,
});
export type RequestKind = z.infer<typeof requestKindSchema>;

/** The desk's list: by status and by kind ('' for every one). */
export const deskListRequestSchema = ticketListRequestSchema.extend({
  kind: z.preprocess((v) => (v === '' ? undefined : v), requestKindSchema.optional()),
});
export type DeskListRequest = z.output<typeof deskListRequestSchema>;

export const ticketRefSchema = z.object({ id: idField });

export const newMessageSchema = z.object({
  id: idField,
  text: writtenText(supportLimits.textMax),
});
export type NewMessageRequest = z.output<typeof newMessageSchema>;

export const setTicketStatusSchema = z.object({
  id: idField,
  status: supportStatusSchema,
});

export const supportFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  mediaType: z.string(),
  size: z.number().int(),
});
export type SupportFile = z.infer<typeof supportFileSchema>;

export const ticketSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  status: supportStatusSchema,
  /** ISO 8601 (UTC). */
  createdAt: z.string(),
  updatedAt: z.string(),
  lastMessageAt: z.string(),
});
export type TicketSummary = z.infer<typeof ticketSummarySchema>;

export const ticketListSchema = z.array(ticketSummarySchema);

export const supportMessageSchema = z.object({
  id: z.number().int(),
  authorType: z.enum(['Customer', 'Supporter']),
  text: z.string(),
  createdAt: z.string(),
  files: z.array(supportFileSchema),
});
export type SupportMessage = z.infer<typeof supportMessageSchema>;

export const ticketThreadSchema = z.object({
  request: ticketSummarySchema,
  messages: z.array(supportMessageSchema),
});
export type TicketThread = z.infer<typeof ticketThreadSchema>;

export const ticketCreatedSchema = z.object({ id: z.number().int(), messageId: z.number().int() });
export const messageAddedSchema = z.object({
  id: z.number().int(),
  messageId: z.number().int(),
  status: supportStatusSchema,
});

/**
 * The desk sees whose request it is: a customer's account (`id`), or a visitor's name and
 * contact with the case's reference; what the form asked besides the text is in `details`
 * (subject, trackingCode, flightNumber, date).
 */
export const deskTicketSchema = ticketSummarySchema.extend({
  kind: requestKindSchema,
  reference: z.string().nullable(),
  confidential: z.boolean(),
  details: z.record(z.string(), z.string()),
  customer: z.object({
    id: z.number().int().nullable(),
    name: z.string(),
    mobile: z.string(),
    email: z.string().nullable(),
  }),
});
export type DeskTicket = z.infer<typeof deskTicketSchema>;
export const deskTicketListSchema = z.array(deskTicketSchema);
export const deskThreadSchema = z.object({
  request: deskTicketSchema,
  messages: z.array(supportMessageSchema),
});
export type DeskThread = z.infer<typeof deskThreadSchema>;

export const ticketStatusChangedSchema = z.object({
  id: z.number().int(),
  status: supportStatusSchema,
});

export const avatarUploadedSchema = supportFileSchema;
