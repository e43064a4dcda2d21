import type { CountryCode } from 'libphonenumber-js/mobile';
import { z } from 'zod';
import {
  caseKinds,
  caseLimits,
  incidentDateProblem,
  isFlightNumber,
  normalizeFlightNumber,
} from '../cases/case-rules';
import { normalizeDigits } from '../format/digits';
import type { MessageKey } from '../messages';
import { mobileField, optionalEmailField } from '../validation/contact';
import { flagField, textField } from '../validation/fields';
import { captchaFields } from './auth';
import { supportStatusSchema, writtenText } from './support';

// request/createRequest, request/email/report/complaint, request/email/report/safety and
// request/getCase (API.md "Content"): a visitor's case, its reference, and its lookup.

/**
 * A mobile read in the brand's country (`region`); without one only its length is checked, for
 * the first pass that runs before the brand is known (the OpenAPI document's shape).
 */
function mobileOf(region: CountryCode | undefined) {
  return region
    ? mobileField(region)
    : z
        .string({ error: 'required' satisfies MessageKey })
        .trim()
        .min(1, { error: 'required' satisfies MessageKey })
        .max(32, { error: 'invalidMobile' satisfies MessageKey });
}

const fullName = writtenText(caseLimits.fullName.max);
const caseText = writtenText(caseLimits.text.max).pipe(z.string().min(caseLimits.text.min));

function senderFields(region: CountryCode | undefined) {
  return {
    fullName,
    mobile: mobileOf(region),
    email: optionalEmailField,
    text: caseText,
    ...captchaFields,
  };
}

/** `request/createRequest`: the contact form. */
export function contactRequestSchema(region?: CountryCode) {
  return z.object({ ...senderFields(region), subject: writtenText(caseLimits.subject.max) });
}

/** `request/email/report/complaint`: a booking's tracking code when the complaint is about one. */
export function complaintRequestSchema(region?: CountryCode) {
  return z.object({
    ...senderFields(region),
    trackingCode: textField(caseLimits.trackingCode.max),
  });
}

/**
 * `request/email/report/safety`: the flight and the day when known; `confidential` keeps the
 * report from everyone but the staff named for safety reports.
 */
export function safetyRequestSchema(region?: CountryCode, today: () => string = isoToday) {
  return z.object({
    ...senderFields(region),
    flightNumber: textField(16)
      .refine((v) => v === '' || isFlightNumber(v), {
        error: 'invalidFlightNumber' satisfies MessageKey,
      })
      .transform((v) => (v === '' ? '' : normalizeFlightNumber(v))),
    date: textField(10).superRefine((v, ctx) => {
      const problem = v === '' ? null : incidentDateProblem(v, today());
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
    confidential: flagField,
  });
}

function isoToday(): string {
  return new Date().toISOString().slice(0, 10);
}

export type ContactRequest = z.output<ReturnType<typeof contactRequestSchema>>;
export type ComplaintRequest = z.output<ReturnType<typeof complaintRequestSchema>>;
export type SafetyRequest = z.output<ReturnType<typeof safetyRequestSchema>>;

export const caseCreatedSchema = z.object({ reference: z.string() });
export type CaseCreated = z.infer<typeof caseCreatedSchema>;

/** `request/getCase`: the reference the SMS gave and the mobile the case was sent with. */
export const caseLookupSchema = z.object({
  reference: textField(20)
    .transform((v) => normalizeDigits(v).replace(/[\s-]/g, ''))
    .pipe(z.string().min(1, { error: 'required' satisfies MessageKey })),
  mobile: textField(32).pipe(z.string().min(1, { error: 'required' satisfies MessageKey })),
});
export type CaseLookup = z.output<typeof caseLookupSchema>;

export const caseKindSchema = z.enum(caseKinds);

/** A message of a case as its sender sees it: files by name only (they open at the desk). */
export const caseMessageSchema = z.object({
  authorType: z.enum(['Customer', 'Supporter']),
  text: z.string(),
  createdAt: z.string(),
  files: z.array(z.object({ name: z.string(), size: z.number().int() })),
});
export type CaseMessage = z.infer<typeof caseMessageSchema>;

export const caseViewSchema = z.object({
  reference: z.string(),
  kind: caseKindSchema,
  title: z.string(),
  status: supportStatusSchema,
  confidential: z.boolean(),
  /** ISO 8601 (UTC). */
  createdAt: z.string(),
  updatedAt: z.string(),
  messages: z.array(caseMessageSchema),
});
export type CaseView = z.infer<typeof caseViewSchema>;
