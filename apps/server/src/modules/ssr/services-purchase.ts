import { currencySchema } from '@parvaz/domain/contracts/money';
import type { Language } from '@parvaz/domain/languages';
import { entryKinds } from '@parvaz/domain/ledger/movements';
import { saleLines } from '@parvaz/domain/ledger/sale-lines';
import type { TokenSigner } from '../../platform/signed-token';
import { bookingOfPurchase, issueReceipt } from '../booking/booking.api';
import { postEntry } from '../ledger/ledger.api';
import type { PurchaseKind } from '../payments/payments.api';
import {
  confirmServicesOfPayment,
  owedForServices,
  refuseServicesOfPayment,
} from './services-settlement';
import { describeServicesLines } from './services-statement';

/**
 * How long a payment for services added later stays open at the bank before reconciliation
 * closes it: the services wait as requested, holding no seat, so the payer's patience is all
 * that counts (the same half hour a wallet top-up is given).
 */
export const servicesOpenMs = 30 * 60 * 1000;

/**
 * Where the browser goes after paying for services added later: back to the services page, with
 * the booking's receipt (`flight/getBooking` shows every service with its state).
 */
export function servicesResultPath(receipt: string | null, ok: boolean, lang: Language): string {
  const query = new URLSearchParams();
  if (receipt) query.set('receipt', receipt);
  query.set('payment', ok ? 'ok' : 'failed');
  query.set('lang', lang);
  return `/ssr?${query.toString()}`;
}

/**
 * Services added to a confirmed booking after the sale (`/ssr`), as payments see them: they cost
 * the sum of the services the payment is for; a settled payment confirms them (their animal places
 * taken on the flights), or refuses them and gives the money back when the booking or the flights'
 * room can no longer take them; a payment that ends unpaid refuses them. The purchase's id is the
 * booking.
 */
export function servicesPurchase(signer: TokenSigner): PurchaseKind {
  return {
    async language(tx, purchase) {
      return (await bookingOfPurchase(tx, purchase))?.lang ?? null;
    },
    async owed(tx, purchase) {
      const booking = await bookingOfPurchase(tx, purchase);
      // Services are bought by a payment of their own, never covered by held parts.
      if (!booking || !purchase.payment) return null;
      // In the currency the services were shown and charged in (decision 11).
      return owedForServices(tx, purchase.payment.id);
    },
    async fulfil(tx, purchase, context) {
      const { payment } = purchase;
      if (!payment) return { ok: false, outcome: 'services_refused', reason: 'noPayment' };
      const settled = await confirmServicesOfPayment(
        tx,
        { id: payment.id, bookingId: purchase.id },
        context,
      );
      if (!settled.ok) return { ok: false, outcome: 'services_refused', reason: settled.reason };
      await postEntry(tx, {
        tenant: purchase.tenant,
        key: `services:${payment.id}:sold`,
        kind: entryKinds.sale,
        description: `Services added to booking ${purchase.id}`,
        purchase: { kind: 'services', id: purchase.id },
        occurredAt: context.now,
        // Services are the brand's own: earned whole as services revenue (decision 019).
        postings: saleLines({
          product: 'services',
          source: { paidBy: 'payment' },
          currency: currencySchema.parse(payment.currency),
          fares: [],
          taxes: 0,
          serviceFee: 0,
          markup: 0,
          goods: payment.amount,
          discount: 0,
        }),
      });
      return {
        ok: true,
        outcome: 'services_confirmed',
        event: { type: 'servicesConfirmed', detail: { count: settled.confirmed } },
      };
    },
    async abandon(tx, purchase) {
      if (purchase.payment) await refuseServicesOfPayment(tx, purchase.payment.id);
    },
    async stillPayable(_tx, purchase, now) {
      if (!purchase.payment) return false;
      return purchase.payment.createdAt.getTime() + servicesOpenMs > now.getTime();
    },
    resultLocation(purchase, ok, language, now) {
      const receipt = purchase.id ? issueReceipt(signer, purchase.id, now) : null;
      return servicesResultPath(receipt, ok, language);
    },
    describe: describeServicesLines,
  };
}
