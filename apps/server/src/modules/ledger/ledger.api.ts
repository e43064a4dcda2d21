// The ledger's public face: other modules import the ledger from this file only. Accounts are
// named with the builders of `@parvaz/domain/ledger/accounts` (walletAccount(userId),
// bankClearingAccount('sandbox'), revenueAccount('flight'), …).
//
// A purchase paid by card, for instance, is one entry of two postings:
//   await postEntry(tx, {
//     tenant, key: `payment:${payment.id}:settled`, kind: 'payment', description,
//     purchase: { kind: 'booking', id: booking.id }, occurredAt: now,
//     postings: [
//       { account: bankClearingAccount('sandbox'), amount: total, currency },
//       { account: revenueAccount('flight'), amount: -total, currency },
//     ],
//   });
export { LedgerError } from './ledger-error';
export {
  creditLineOf,
  setCreditLimit,
  type CreditLimitInput,
  type CreditLimitSet,
  type CreditLine,
} from './credit-limits.service';
export {
  openPartyAccounts,
  postEntry,
  type EntryInput,
  type PostedEntry,
  type PostingInput,
} from './ledger.service';
export {
  balanceOf,
  postingsBetween,
  postingsOfEntries,
  postingsOfEntry,
  refundedBySource,
  saleOnBooks,
  statement,
  statementPageSizeMax,
  trialBalance,
  type AccountPosting,
  type StatementFilter,
  type StatementLine,
  type TrialBalance,
  type TrialBalanceLine,
} from './ledger-reports.service';
