// The sandbox bank's public face: the provider payments are given, and its pages.
export {
  decideAtBank,
  sandboxBank,
  sandboxLogoPath,
  sandboxTimeZone,
  type BankTransaction,
} from './sandbox-bank';
export { sandboxBankRoutes } from './sandbox-bank.routes';
export { sandboxCards } from './sandbox-bank.page';
export { luhnCheckDigit, luhnValid } from './luhn';
