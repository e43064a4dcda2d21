import type { CountryCode } from 'libphonenumber-js/mobile';
import { z } from 'zod';
import {
  applicationStatuses,
  careerLimits,
  employmentTypes,
  reviewStatuses,
} from '../careers/career-rules';
import { languages } from '../languages';
import type { MessageKey } from '../messages';
import { emailField, mobileField } from '../validation/contact';
import { integerField, requiredTextField } from '../validation/fields';
import { captchaFields } from './auth';
import { pagingFieldsUpTo } from './paging';
import { stripControlCharacters, writtenText } from './support';

// context/getJobs, request/applyJob and the operator's recruitment console (issue 19).

/** An open position as a visitor reads it, in the request's language. */
export const jobPositionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  location: z.string(),
  employment: z.enum(employmentTypes),
  /** Sanitised HTML. */
  description: z.string(),
});
export type JobPosition = z.infer<typeof jobPositionSchema>;
export const jobPositionsSchema = z.array(jobPositionSchema);

const idField = integerField().pipe(
  z
    .number()
    .int()
    .min(1, { error: 'invalidValue' satisfies MessageKey }),
);

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

/**
 * `request/applyJob`'s text fields (the CV is a file part of the multipart body): who applies,
 * how to reach them, an optional cover letter and the site's captcha.
 */
export function applyJobSchema(region?: CountryCode) {
  return z.object({
    positionId: idField,
    fullName: writtenText(careerLimits.fullName.max).pipe(
      z.string().min(careerLimits.fullName.min, { error: 'tooShort' satisfies MessageKey }),
    ),
    mobile: mobileOf(region),
    email: z
      .string({ error: 'required' satisfies MessageKey })
      .trim()
      .min(1, { error: 'required' satisfies MessageKey })
      .pipe(emailField),
    coverLetter: z
      .string({ error: 'invalidValue' satisfies MessageKey })
      .optional()
      .transform((v) => stripControlCharacters(v ?? '').trim())
      .pipe(z.string().max(careerLimits.coverLetter.max)),
    ...captchaFields,
  });
}
export type ApplyJobRequest = z.output<ReturnType<typeof applyJobSchema>>;

export const jobAppliedSchema = z.object({ reference: z.string() });
export type JobApplied = z.infer<typeof jobAppliedSchema>;

// The console.

const langField = z.enum(languages, { error: 'invalidValue' satisfies MessageKey });

export const adminJobPositionsRequestSchema = z.object({ lang: langField.optional() });

export const adminJobPositionSchema = jobPositionSchema.extend({
  lang: z.enum(languages),
  open: z.boolean(),
  position: z.number().int(),
  applications: z.number().int(),
  updatedAt: z.string(),
});
export type AdminJobPosition = z.infer<typeof adminJobPositionSchema>;
export const adminJobPositionsSchema = z.object({ items: z.array(adminJobPositionSchema) });

export const saveJobPositionSchema = z.object({
  /** Absent for a new position. */
  id: idField.optional(),
  lang: langField,
  title: requiredTextField(careerLimits.title.max),
  location: requiredTextField(careerLimits.location.max),
  employment: z.enum(employmentTypes, { error: 'invalidValue' satisfies MessageKey }),
  description: requiredTextField(careerLimits.description.max),
  open: z
    .union([z.boolean(), z.string()], { error: 'invalidValue' satisfies MessageKey })
    .optional()
    .transform((v) => v === undefined || v === true || v === '1' || v === 'true' || v === 'on'),
  position: integerField({ fallback: 0 }).pipe(
    z
      .number()
      .int()
      .min(0, { error: 'tooSmall' satisfies MessageKey })
      .max(999, { error: 'tooLarge' satisfies MessageKey }),
  ),
});
export type SaveJobPositionRequest = z.output<typeof saveJobPositionSchema>;

export const jobApplicationsRequestSchema = z.object({
  status: z.enum(applicationStatuses, { error: 'invalidValue' satisfies MessageKey }).optional(),
  positionId: idField.optional(),
  ...pagingFieldsUpTo(careerLimits.pageSize),
});
export type JobApplicationsRequest = z.output<typeof jobApplicationsRequestSchema>;

export const jobApplicationSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  positionId: z.number().int(),
  positionTitle: z.string(),
  fullName: z.string(),
  mobile: z.string(),
  email: z.string(),
  coverLetter: z.string(),
  status: z.enum(applicationStatuses),
  cv: z.object({ name: z.string(), mediaType: z.string(), size: z.number().int() }),
  reviewerName: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type JobApplication = z.infer<typeof jobApplicationSchema>;

export const jobApplicationListSchema = z.object({
  items: z.array(jobApplicationSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type JobApplicationList = z.infer<typeof jobApplicationListSchema>;

export const setJobApplicationStatusSchema = z.object({
  id: idField,
  status: z.enum(reviewStatuses, { error: 'invalidValue' satisfies MessageKey }),
});
export type SetJobApplicationStatus = z.output<typeof setJobApplicationStatusSchema>;
