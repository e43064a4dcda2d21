/**
 * A sign request (`/sign`, spec section 3 "Sign request"): an agency or a service owner (an
 * airline) asks to sell on the platform, with its company's details and three documents; the
 * operator reviews it. Zod-free, so the form and the console load it without the contracts.
 */

export const signRequestKinds = ['agency', 'serviceOwner'] as const;
export type SignRequestKind = (typeof signRequestKinds)[number];

export const signRequestStatuses = [
  'PendingVerification',
  'NeedsChanges',
  'Approved',
  'Declined',
] as const;
export type SignRequestStatus = (typeof signRequestStatuses)[number];

/** What the operator may decide, and the status each leads to. */
export const reviewDecisions = ['approve', 'needsChanges', 'decline'] as const;
export type ReviewDecision = (typeof reviewDecisions)[number];
export const statusAfter: Record<ReviewDecision, SignRequestStatus> = {
  approve: 'Approved',
  needsChanges: 'NeedsChanges',
  decline: 'Declined',
};

/** Only a request no one has decided on for good may be reviewed (again). */
export function isOpenForReview(status: SignRequestStatus): boolean {
  return status === 'PendingVerification' || status === 'NeedsChanges';
}

/** The documents every request carries, one file each. */
export const documentPurposes = ['licence', 'nationalCard', 'gazette'] as const;
export type DocumentPurpose = (typeof documentPurposes)[number];

/** A document is a PDF or a photo of the paper, told by its first bytes. */
export const documentMediaTypes = ['application/pdf', 'image/jpeg', 'image/png'] as const;

export const signRequestLimits = {
  name: { min: 2, max: 120 },
  ceoName: { min: 3, max: 80 },
  city: { min: 2, max: 60 },
  address: { min: 10, max: 300 },
  licenceNo: { min: 1, max: 30 },
  note: { max: 1000 },
  documentBytes: 2 * 1024 * 1024,
  pageSize: 20,
} as const;

/** A name in Latin letters as on an English letterhead: letters, digits and `& . , ' ( ) -`. */
export function isLatinCompanyName(text: string): boolean {
  return /^[A-Za-z0-9][A-Za-z0-9 &.,'()-]*$/.test(text) && /[A-Za-z]/.test(text);
}

/** A licence number: letters of any script, digits, and `/ -` between them. */
export function isLicenceNumber(text: string): boolean {
  return /^[\p{L}\p{N}][\p{L}\p{N}/ -]*$/u.test(text);
}

/** An airline's two-character IATA designator (`W5`, `TK`), as the reviewer gives it. */
export function isAirlineDesignator(code: string): boolean {
  return /^(?=.*[A-Z])[A-Z0-9]{2}$/.test(code);
}

/** The reference a request is looked up by: `SR` and eight letters or digits. */
export function normalizeReference(text: string): string {
  return text.replace(/[\s-]/g, '').toUpperCase();
}
