import { currencySchema } from '@parvaz/domain/contracts/money';
import { entryKindWords, type PurchaseKind } from '../payments/payments.api';
import { creditTopup } from './wallet.service';

/**
 * How long a top-up stays open at the bank before reconciliation closes it: nothing is held for
 * it, so only the payer's patience counts (the wallet's rule).
 */
export const topupOpenMs = 30 * 60 * 1000;

/** Where the browser goes after a top-up: the credit page of the profile. */
export function topupResultPath(ok: boolean): string {
  return `/profile/credit?payment=${ok ? 'ok' : 'failed'}`;
}

/**
 * Credit a customer adds to their wallet, as payments see it: it costs what was asked, and a
 * settled payment credits the wallet once — a repeated callback finds the payment paid and adds
 * nothing. The purchase's id is the customer whose wallet it credits.
 */
export const topupPurchase: PurchaseKind = {
  async language() {
    return null;
  },
  async owed(_tx, purchase) {
    // A top-up brings money in: only a payment of its own pays it.
    if (!purchase.payment) return null;
    const currency = currencySchema.safeParse(purchase.payment.currency);
    if (!currency.success || !purchase.id) return null;
    return { amount: purchase.payment.amount, currency: currency.data };
  },
  async fulfil(tx, purchase, context) {
    const { payment } = purchase;
    if (!payment) return { ok: false, outcome: 'not_paid', reason: 'noPayment' };
    const currency = currencySchema.safeParse(payment.currency);
    if (!currency.success) return { ok: false, outcome: 'mismatch', reason: 'currency' };
    const { created, entryId } = await creditTopup(
      tx,
      {
        id: payment.id,
        tenant: purchase.tenant,
        userId: purchase.id,
        amount: payment.amount,
        currency: currency.data,
      },
      context.now,
    );
    return {
      ok: true,
      outcome: 'credited',
      ...(created ? { event: { type: 'credited', detail: { entry: entryId } } } : {}),
    };
  },
  async abandon() {
    // Nothing waited for the money.
  },
  async stillPayable(_tx, purchase, now) {
    if (!purchase.payment) return false;
    return purchase.payment.createdAt.getTime() + topupOpenMs > now.getTime();
  },
  resultLocation(_purchase, ok) {
    return topupResultPath(ok);
  },
  async describe(_tx, lines, reader) {
    // A top-up names nothing but itself: its credit reads as a top-up of the wallet.
    return lines.map((line) => entryKindWords(line.entryKind, reader));
  },
};
