// The auth module as other modules see it (decision 008): the one file they import from it.
// A mobile confirmed by a code (a sign request's), and an account opened for someone else (an
// approved agency's first user) who sets their own password through the reset page.
export type { CodeSent } from './auth.service';
export {
  checkMobileCode,
  sendMobileCode,
  useMobileCode,
  type MobileCodeContext,
  type MobileCodePurpose,
} from './mobile-codes';
export {
  createPasswordlessAccount,
  passwordSetPath,
  type PasswordlessAccount,
} from './staff-accounts';
