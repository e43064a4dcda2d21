/**
 * Recruitment (issue 19): the positions a brand lists at /recruitment and the applications sent
 * for them with a CV. Zod-free, so the form and the console load it without the contracts.
 */

export const employmentTypes = ['fullTime', 'partTime', 'internship'] as const;
export type EmploymentType = (typeof employmentTypes)[number];

export const applicationStatuses = ['new', 'reviewed', 'shortlisted', 'declined'] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

/** What the operator may set an application to (a new one is only ever new). */
export const reviewStatuses = ['reviewed', 'shortlisted', 'declined'] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];

export const pdfMediaType = 'application/pdf';
export const docxMediaType =
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** A CV is a PDF or a Word document (.docx), told by its bytes. */
export const cvMediaTypes = [pdfMediaType, docxMediaType] as const;

/** What the browser's file picker offers for a CV (the server reads the bytes again). */
export const cvAccept = `.pdf,.docx,${pdfMediaType},${docxMediaType}`;

export const careerLimits = {
  fullName: { min: 3, max: 80 },
  coverLetter: { max: 3000 },
  title: { max: 120 },
  location: { max: 80 },
  description: { max: 20_000 },
  cvBytes: 5 * 1024 * 1024,
  pageSize: 20,
  /** Per address: a few applications an hour; per mobile: a few a day. */
  perAddress: { max: 10, windowMs: 60 * 60 * 1000 },
  perMobile: { max: 5, windowMs: 24 * 60 * 60 * 1000 },
} as const;

/** Whether a chosen file looks like a CV by what the browser says of it (the server decides). */
export function looksLikeCv(file: { name: string; type: string }): boolean {
  if ((cvMediaTypes as readonly string[]).includes(file.type)) return true;
  return (
    /\.(pdf|docx)$/i.test(file.name) && (file.type === '' || file.type.includes('officedocument'))
  );
}
