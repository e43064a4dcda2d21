import type { Database } from '../../db/client';
import type { Purchase, PurchaseKind } from '../payments/payments.api';
import { queueStayConfirmed } from './hotel-stay-notices';
import { confirmStay, hotelOfStay, stayById, type StayRow } from './hotel-stay.repository';
import { postStaySale } from './hotel-sale-postings';
import { describeStayLines } from './hotel-statement';

const tracking = new WeakMap<Purchase, string>();

/** The stay a purchase names; its tracking code kept for the return address. */
async function stayOf(tx: Database, purchase: Purchase): Promise<StayRow | undefined> {
  const stay = await stayById(tx, purchase.id);
  if (stay) tracking.set(purchase, stay.trackingCode);
  return stay;
}

/**
 * A hotel stay as payments see it: it costs the stay's amount; a settled payment confirms it while
 * its hold lasts, posts the sale and sends the voucher; a payment that fails leaves the nights held
 * until the hold's own end (the hold-expiry job lets them go), so the guest, back on the voucher
 * page, can pay again (`hotel/payAgain`).
 */
export const hotelPurchase: PurchaseKind = {
  async language(tx, purchase) {
    return (await stayOf(tx, purchase))?.lang ?? null;
  },
  async owed(tx, purchase) {
    const stay = await stayOf(tx, purchase);
    if (!stay) return null;
    // What the guest is charged, in the currency the rooms were shown in (decision 11).
    return {
      amount: stay.chargeAmount,
      currency: stay.chargeCurrency,
      detail: { stay: stay.trackingCode },
      covers: 'purchase',
    };
  },
  async fulfil(tx, purchase, context) {
    if (!(await confirmStay(tx, purchase.id, context.now)))
      // The hold ran out (its nights went back) or the stay was paid another way.
      return { ok: false, outcome: 'stay_expired', reason: 'bookingNotPayable' };
    const stay = await stayById(tx, purchase.id);
    const hotel = stay && (await hotelOfStay(tx, stay.hotelId));
    if (!stay || !hotel) return { ok: false, outcome: 'stay_missing', reason: 'bookingNotPayable' };
    await postStaySale(tx, stay, { paidBy: 'payment' }, context.now);
    await queueStayConfirmed(tx, context, stay, hotel.name);
    return { ok: true, outcome: 'settled', event: { type: 'stayConfirmed', detail: {} } };
  },
  async abandon() {
    // The nights stay held until the hold's own end: another card may still pay for them.
  },
  async stillPayable(tx, purchase, now) {
    const stay = await stayById(tx, purchase.id);
    return Boolean(stay && stay.status === 'NotVerified' && stay.payBy > now);
  },
  resultLocation(purchase, _ok, language) {
    // The callback read the stay (its language, what it owes) before it asks where to go.
    const code = tracking.get(purchase);
    return code ? `/hotels/voucher/${code}?lang=${language}` : `/hotels/voucher?lang=${language}`;
  },
  describe: describeStayLines,
};
