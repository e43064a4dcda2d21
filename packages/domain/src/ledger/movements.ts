/**
 * Which accounts each movement of money moves, and by how much: the one place the platform's
 * bookkeeping rules live. Every function answers the postings of one balanced entry (debit
 * positive, credit negative, minor units of one currency); the server posts them under a
 * business key. Pure: nothing here reads or writes.
 *
 * Money meets a purchase in the purchase clearing account: payments post the bank against it when
 * a payment settles (they know nothing of what was bought), and what sells posts it against
 * revenue or a wallet once the purchase is delivered. Paying from a wallet skips the bank.
 */
import type { Currency } from '../format/money';
import {
  agencyCreditAccount,
  bankClearingAccount,
  openingBalanceAccount,
  payerPayableAccount,
  purchaseClearingAccount,
  walletAccount,
  type LedgerAccount,
} from './accounts';

export interface Line {
  account: LedgerAccount;
  amount: number;
  currency: Currency;
}

/** The kinds of entry, as statements and reports group them. */
export const entryKinds = {
  paymentSettled: 'payment.settled',
  paymentReversed: 'payment.reversed',
  paymentRefunded: 'payment.refunded',
  sale: 'sale',
  topup: 'topup',
  refund: 'refund',
  opening: 'opening',
  walletPartHeld: 'wallet.held',
  walletPartReleased: 'wallet.released',
  creditPartHeld: 'credit.held',
  creditPartReleased: 'credit.released',
  /** Money of a bank transfer owed back to its payer (beyond the invoice, or undeliverable). */
  transferOwedBack: 'transfer.owed_back',
} as const;
export type EntryKind = (typeof entryKinds)[keyof typeof entryKinds];

/** How a statement calls a line: money in, money out for a purchase, money back, or else. */
export type StatementMove = 'topup' | 'payment' | 'refund' | 'adjustment';

const movesOfKinds: Record<string, StatementMove> = {
  [entryKinds.topup]: 'topup',
  // A part of a purchase held from a party's account (a wallet, an agency's credit line) is a
  // payment; given back, a refund.
  [entryKinds.sale]: 'payment',
  [entryKinds.walletPartHeld]: 'payment',
  [entryKinds.creditPartHeld]: 'payment',
  [entryKinds.refund]: 'refund',
  [entryKinds.walletPartReleased]: 'refund',
  [entryKinds.creditPartReleased]: 'refund',
  [entryKinds.transferOwedBack]: 'refund',
};

/** What a statement calls a line of an entry of `kind` (an adjustment when nothing else). */
export function statementMoveOf(kind: string): StatementMove {
  return movesOfKinds[kind] ?? 'adjustment';
}

/** The entry kinds a statement calls `move` (its filter by type). */
export function entryKindsOfMove(move: StatementMove): string[] {
  return Object.values(entryKinds).filter((kind) => statementMoveOf(kind) === move);
}

function positive(amount: number, what: string): number {
  if (!Number.isSafeInteger(amount) || amount <= 0)
    throw new RangeError(`${what} must be a positive whole amount`);
  return amount;
}

function pair(debit: LedgerAccount, credit: LedgerAccount, amount: number, currency: Currency) {
  return [
    { account: debit, amount, currency },
    { account: credit, amount: 0 - amount, currency },
  ];
}

/** A payment the bank verified: the provider now holds the money, owed to the purchase. */
export function paymentSettledLines(provider: string, amount: number, currency: Currency): Line[] {
  positive(amount, 'a settled payment');
  return pair(bankClearingAccount(provider), purchaseClearingAccount(), amount, currency);
}

/**
 * Money going back to the card it came from: a settled payment whose purchase could not be
 * delivered, or a refund (the seller has moved the refund onto the purchase clearing account).
 */
export function paymentReturnedLines(provider: string, amount: number, currency: Currency): Line[] {
  positive(amount, 'money given back');
  return pair(purchaseClearingAccount(), bankClearingAccount(provider), amount, currency);
}

/**
 * Where the money of a sale comes from: a settled payment, or the buyer's wallet. A sale and
 * its refunds split into lines by `./sale-lines`.
 */
export type SaleSource = { paidBy: 'payment' } | { paidBy: 'wallet'; userId: number };

/**
 * A wallet's part of a purchase paid from the wallet and the card (decision 021), taken at once
 * when the purchase is made: it waits in the purchase clearing account beside what the card
 * brings, and the sale, once delivered, takes both from there as one payment.
 */
export function walletPartHeldLines(userId: number, amount: number, currency: Currency): Line[] {
  positive(amount, "a wallet's part");
  return pair(walletAccount(userId), purchaseClearingAccount(), amount, currency);
}

/** The wallet's part back to the wallet: the card did not pay, or the hold ran out first. */
export function walletPartReleasedLines(
  userId: number,
  amount: number,
  currency: Currency,
): Line[] {
  positive(amount, "a wallet's part");
  return pair(purchaseClearingAccount(), walletAccount(userId), amount, currency);
}

/**
 * An agency's credit line paying a purchase (decision 021, agency credit): the whole amount,
 * spent from the line at once into the purchase clearing account, where the sale takes it once
 * delivered, as it takes a card's money. The database refuses it past the limit in force.
 */
export function creditPartHeldLines(agencyId: number, amount: number, currency: Currency): Line[] {
  positive(amount, "a credit line's part");
  return pair(agencyCreditAccount(agencyId), purchaseClearingAccount(), amount, currency);
}

/** The credit line's part back to the line: the purchase was not delivered. */
export function creditPartReleasedLines(
  agencyId: number,
  amount: number,
  currency: Currency,
): Line[] {
  positive(amount, "a credit line's part");
  return pair(purchaseClearingAccount(), agencyCreditAccount(agencyId), amount, currency);
}

/** A wallet top-up delivered: the money the payment brought in is now the customer's credit. */
export function topupLines(userId: number, amount: number, currency: Currency): Line[] {
  positive(amount, 'a top-up');
  return pair(purchaseClearingAccount(), walletAccount(userId), amount, currency);
}

/** A wallet's balance brought in from before the ledger existed. */
export function openingWalletLines(userId: number, amount: number, currency: Currency): Line[] {
  positive(amount, 'an opening balance');
  return pair(openingBalanceAccount(), walletAccount(userId), amount, currency);
}

/**
 * Money a bank transfer brought for a purchase that the purchase does not take (it came beyond
 * what was owed, or the purchase could not be delivered): the bank keeps it, and we owe it to the
 * payer (decision 022). Never kept silently as ours.
 */
export function transferOwedBackLines(
  payer: { kind: 'agency' | 'customer'; id: number },
  amount: number,
  currency: Currency,
): Line[] {
  positive(amount, 'money owed back');
  return pair(purchaseClearingAccount(), payerPayableAccount(payer), amount, currency);
}
