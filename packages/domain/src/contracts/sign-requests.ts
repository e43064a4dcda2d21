import { z } from 'zod';
import { companyIdRules, compactCompanyId } from '../companies/company-ids';
import {
  documentPurposes,
  isAirlineDesignator,
  isLatinCompanyName,
  isLicenceNumber,
  normalizeReference,
  reviewDecisions,
  signRequestKinds,
  signRequestLimits,
  signRequestStatuses,
} from '../companies/sign-request-rules';
import type { SignRequestStatus } from '../companies/sign-request-rules';
import type { MessageKey } from '../messages';
import type { NationalityCode } from '../tenants/tenants';
import { emailField, mobileField } from '../validation/contact';
import { tenantPhoneRegion } from '../tenants/phone-region';
import { integerField, textField } from '../validation/fields';
import { normalizePhone } from '../validation/phone-number';
import { otpCodeField } from './auth';
import { pagingFields } from './paging';
import { stripControlCharacters } from './support';

// request/getAgentFormCode, request/sendAgentForm, request/getAgentForm (API.md "Content") and
// the operator's review of sign requests (admin/getSignRequests, getSignRequest,
// reviewSignRequest).

const required = { error: 'required' satisfies MessageKey };

/** Text a person typed: control characters gone, digits normalised, trimmed, within bounds. */
function written(limits: { min?: number; max: number }) {
  return textField(limits.max)
    .transform(stripControlCharacters)
    .pipe(
      z
        .string()
        .min(1, required)
        .min(limits.min ?? 1, { error: 'tooShort' satisfies MessageKey }),
    );
}

export const signRequestKindSchema = z.enum(signRequestKinds, {
  error: 'invalidValue' satisfies MessageKey,
});
export const signRequestStatusSchema = z.enum(signRequestStatuses, {
  error: 'invalidValue' satisfies MessageKey,
});
export const documentPurposeSchema = z.enum(documentPurposes);

const referenceField = textField(16).transform(normalizeReference);

/**
 * A company identifier by the brand's country; without one (the first pass, before the brand is
 * known, and the OpenAPI document) only its shape.
 */
function companyId(
  country: NationalityCode | undefined,
  rule: 'nationalId' | 'economicCode',
  problem: MessageKey,
) {
  return textField(24)
    .transform(compactCompanyId)
    .pipe(z.string().min(1, required))
    .refine((id) => (country ? companyIdRules[country][rule](id) : /^[A-Z0-9]{4,20}$/.test(id)), {
      error: problem,
    });
}

/** An office phone, landline or mobile, in E.164; the shape only without a country. */
function officePhone(country: NationalityCode | undefined) {
  return textField(32)
    .pipe(z.string().min(1, required))
    .transform((text, ctx) => {
      if (!country) return text;
      const phone = normalizePhone(text, tenantPhoneRegion[country]);
      if (phone) return phone;
      ctx.addIssue({ code: 'custom', message: 'invalidPhone' satisfies MessageKey });
      return z.NEVER;
    });
}

function contactMobile(country: NationalityCode | undefined) {
  return country
    ? mobileField(tenantPhoneRegion[country])
    : textField(32).pipe(z.string().min(1, required));
}

/** The company and its contact, as the form asks them; read in the brand's country. */
export function signRequestFields(country?: NationalityCode) {
  const { name, ceoName, city, address, licenceNo } = signRequestLimits;
  return {
    kind: signRequestKindSchema,
    name: written(name),
    nameEn: written(name).refine(isLatinCompanyName, {
      error: 'latinCompanyName' satisfies MessageKey,
    }),
    ceoName: written(ceoName),
    agencyPhone: officePhone(country),
    contactPhone: contactMobile(country),
    email: emailField,
    nationalId: companyId(country, 'nationalId', 'invalidCompanyNationalId'),
    economicCode: companyId(country, 'economicCode', 'invalidEconomicCode'),
    licenceNo: written(licenceNo).refine(isLicenceNumber, {
      error: 'invalidValue' satisfies MessageKey,
    }),
    city: written(city),
    address: written(address),
  };
}

/**
 * `request/sendAgentForm` (multipart, its documents beside these fields): the code sent to
 * `contactPhone`; `reference` when a request that needs changes is sent again.
 */
export function sendAgentFormSchema(country?: NationalityCode) {
  return z.object({ ...signRequestFields(country), code: otpCodeField, reference: referenceField });
}
export type SendAgentForm = z.output<ReturnType<typeof sendAgentFormSchema>>;
/** The form's fields without the code and the documents. */
export type SignRequestFields = Omit<SendAgentForm, 'code' | 'reference'>;

export const signRequestSentSchema = z.object({
  reference: z.string(),
  status: signRequestStatusSchema,
});
export type SignRequestSent = z.infer<typeof signRequestSentSchema>;

/** `request/getAgentFormCode`: the mobile the request will be sent with. */
export const agentFormCodeRequestSchema = z.object({
  mobile: textField(32).pipe(z.string().min(1, required)),
});

/** `request/getAgentForm`: the reference and the mobile the request was sent with. */
export const signRequestLookupSchema = z.object({
  reference: referenceField.pipe(z.string().min(1, required)),
  mobile: textField(32).pipe(z.string().min(1, required)),
});
export type SignRequestLookup = z.output<typeof signRequestLookupSchema>;

export const signRequestDocumentSchema = z.object({
  purpose: documentPurposeSchema,
  name: z.string(),
  size: z.number().int(),
});

/** The company's details as stored, every field a string (the form's values). */
export const storedSignRequestFieldsSchema = z.object({
  kind: signRequestKindSchema,
  name: z.string(),
  nameEn: z.string(),
  ceoName: z.string(),
  agencyPhone: z.string(),
  contactPhone: z.string(),
  email: z.string(),
  nationalId: z.string(),
  economicCode: z.string(),
  licenceNo: z.string(),
  city: z.string(),
  address: z.string(),
});
export type StoredSignRequestFields = z.infer<typeof storedSignRequestFieldsSchema>;

/**
 * What the applicant sees: the status and the reviewer's note; while it needs changes, the
 * details and documents as sent, so that the form opens with them.
 */
export const signRequestViewSchema = z.object({
  reference: z.string(),
  kind: signRequestKindSchema,
  name: z.string(),
  status: signRequestStatusSchema,
  note: z.string().nullable(),
  /** ISO 8601 (UTC). */
  createdAt: z.string(),
  updatedAt: z.string(),
  fields: storedSignRequestFieldsSchema.nullable(),
  documents: z.array(signRequestDocumentSchema),
});
export type SignRequestView = z.infer<typeof signRequestViewSchema>;

// The operator's review.

export const signRequestListRequestSchema = z.object({
  status: z.preprocess((v) => (v === '' ? undefined : v), signRequestStatusSchema.optional()),
  ...pagingFields,
});
/** What the console sends: a status ('' for every one) and a page. */
export type SignRequestListRequest = {
  status: SignRequestStatus | '';
  page: number;
  pageSize: number;
};

export const signRequestSummarySchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  kind: signRequestKindSchema,
  name: z.string(),
  nameEn: z.string(),
  city: z.string(),
  status: signRequestStatusSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SignRequestSummary = z.infer<typeof signRequestSummarySchema>;

export const signRequestListSchema = z.object({
  items: z.array(signRequestSummarySchema),
  total: z.number().int(),
});
export type SignRequestList = z.infer<typeof signRequestListSchema>;

export const signRequestRefSchema = z.object({ id: integerField() });

/** A document as the console links it: read with the operator's session (`GET url`). */
export const reviewedDocumentSchema = signRequestDocumentSchema.extend({
  id: z.string(),
  mediaType: z.string(),
  url: z.string(),
});
export type ReviewedDocument = z.infer<typeof reviewedDocumentSchema>;

export const signRequestDetailSchema = signRequestSummarySchema.extend({
  fields: storedSignRequestFieldsSchema,
  lang: z.string(),
  note: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  /** The reviewer's name, or their mobile when they gave none. */
  reviewer: z.string().nullable(),
  documents: z.array(reviewedDocumentSchema),
  /** What approving created. */
  created: z
    .object({
      agencyId: z.number().int().nullable(),
      airlineCode: z.string().nullable(),
      userId: z.number().int(),
    })
    .nullable(),
});
export type SignRequestDetail = z.infer<typeof signRequestDetailSchema>;

/**
 * `admin/reviewSignRequest`: a note is required to ask for changes or to decline (the applicant
 * is told why); approving a service owner names the airline by its IATA code.
 */
export const reviewSignRequestSchema = z
  .object({
    id: integerField(),
    decision: z.enum(reviewDecisions, { error: 'invalidValue' satisfies MessageKey }),
    note: textField(signRequestLimits.note.max).transform(stripControlCharacters),
    airlineCode: textField(2)
      .transform((v) => v.toUpperCase())
      .refine((v) => v === '' || isAirlineDesignator(v), {
        error: 'invalidAirlineCode' satisfies MessageKey,
      }),
  })
  .superRefine((input, ctx) => {
    if (input.decision !== 'approve' && input.note === '')
      ctx.addIssue({ code: 'custom', path: ['note'], message: 'reviewNoteRequired' });
  });
export type ReviewSignRequest = z.output<typeof reviewSignRequestSchema>;

export const signRequestReviewedSchema = z.object({
  id: z.number().int(),
  status: signRequestStatusSchema,
  created: signRequestDetailSchema.shape.created,
});
