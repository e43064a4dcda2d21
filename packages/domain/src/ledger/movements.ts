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
  bankClearingAccount,
  discountAccount,
  openingBalanceAccount,
  purchaseClearingAccount,
  revenueAccount,
  walletAccount,
  type LedgerAccount,
  type ProductKind,
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
} as const;
export type EntryKind = (typeof entryKinds)[keyof typeof entryKinds];

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

/** Where the money of a sale comes from: a settled payment, or the buyer's wallet. */
export type SaleSource = { paidBy: 'payment' } | { paidBy: 'wallet'; userId: number };

function sourceAccount(source: SaleSource): LedgerAccount {
  return source.paidBy === 'wallet' ? walletAccount(source.userId) : purchaseClearingAccount();
}

/**
 * A purchase delivered: what was charged leaves its source and is earned as the product's revenue;
 * a discount given is revenue too, read against the discount account (the fare earned in full,
 * the discount as its cost). `discount` is in the charged currency, 0 when none or unknown.
 */
export function saleLines(sale: {
  product: ProductKind;
  source: SaleSource;
  charged: number;
  discount: number;
  currency: Currency;
}): Line[] {
  positive(sale.charged, 'a sale');
  const lines: Line[] = [
    { account: sourceAccount(sale.source), amount: sale.charged, currency: sale.currency },
  ];
  if (sale.discount > 0)
    lines.push({ account: discountAccount(), amount: sale.discount, currency: sale.currency });
  lines.push({
    account: revenueAccount(sale.product),
    amount: 0 - (sale.charged + Math.max(0, sale.discount)),
    currency: sale.currency,
  });
  return lines;
}

/** A wallet top-up delivered: the money the payment brought in is now the customer's credit. */
export function topupLines(userId: number, amount: number, currency: Currency): Line[] {
  positive(amount, 'a top-up');
  return pair(purchaseClearingAccount(), walletAccount(userId), amount, currency);
}

/**
 * What a sale left on the books and what its refunds took back so far, as the ledger holds them
 * (minor units of the sale's currency): the refund of a discounted sale reads it to take back
 * its share of the discount.
 */
export interface SaleOnBooks {
  /** What the buyer was charged. */
  charged: number;
  /** The discount shown against the discount account when it was sold (0 when none). */
  discount: number;
  /** What earlier refunds gave back. */
  refunded: number;
  /** What earlier refunds took back of the discount. */
  discountReversed: number;
}

/**
 * The part of a sale's discount a refund takes back: the discount in the proportion of what has
 * been given back of what was charged, counted on the running total so that refunds in parts
 * round to exactly the whole discount once everything is given back, never more than is left.
 */
export function discountReversal(sale: SaleOnBooks | undefined, amount: number): number {
  if (!sale || sale.discount <= 0 || sale.charged <= 0) return 0;
  const given = Math.min(sale.charged, sale.refunded + amount);
  const due = Math.round((sale.discount * given) / sale.charged);
  return Math.max(0, Math.min(sale.discount, due) - sale.discountReversed);
}

/**
 * A refund: what is given back leaves the product's revenue for the customer's wallet, or for the
 * purchase clearing account, from which payments give it back to the card. A discounted sale
 * earned the full price and held the discount as its cost, so its refund takes the discount back
 * in the same proportion as the money (all of it when all is given back): revenue gives up the
 * money and that share, the discount account returns the share.
 */
export function refundLines(refund: {
  product: ProductKind;
  to: { wallet: number } | 'card';
  amount: number;
  currency: Currency;
  /** The sale refunded, as on the books; without it no discount is taken back. */
  sale?: SaleOnBooks;
}): Line[] {
  positive(refund.amount, 'a refund');
  const to = refund.to === 'card' ? purchaseClearingAccount() : walletAccount(refund.to.wallet);
  const share = discountReversal(refund.sale, refund.amount);
  if (share === 0) return pair(revenueAccount(refund.product), to, refund.amount, refund.currency);
  return [
    {
      account: revenueAccount(refund.product),
      amount: refund.amount + share,
      currency: refund.currency,
    },
    { account: discountAccount(), amount: 0 - share, currency: refund.currency },
    { account: to, amount: 0 - refund.amount, currency: refund.currency },
  ];
}

/** A wallet's balance brought in from before the ledger existed. */
export function openingWalletLines(userId: number, amount: number, currency: Currency): Line[] {
  positive(amount, 'an opening balance');
  return pair(openingBalanceAccount(), walletAccount(userId), amount, currency);
}
