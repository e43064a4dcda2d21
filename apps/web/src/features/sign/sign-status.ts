import type { SignRequestStatus } from '@parvaz/domain/companies/sign-request-rules';

/** The colour a request's status is shown in, on the site and in the console alike. */
export const signStatusColours = {
  PendingVerification: 'info',
  NeedsChanges: 'warning',
  Approved: 'success',
  Declined: 'error',
} as const satisfies Record<SignRequestStatus, 'info' | 'warning' | 'success' | 'error'>;
