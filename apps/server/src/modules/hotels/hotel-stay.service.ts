import { randomBytes } from 'node:crypto';
import { holdTtlMs, payByFor } from '@parvaz/domain/booking/hold';
import { trackingCodeBytes, trackingCodeFromBytes } from '@parvaz/domain/booking/pnr';
import type {
  PriceChangedDetail,
  ReserveHotelRequest,
  ReserveHotelResponse,
} from '@parvaz/domain/contracts/hotel-stays';
import { currencySchema } from '@parvaz/domain/contracts/money';
import type { Currency } from '@parvaz/domain/format/money';
import { policyOnPaid } from '@parvaz/domain/hotels/cancellation';
import { freezePolicy } from '@parvaz/domain/hotels/frozen-policy';
import type { Language } from '@parvaz/domain/languages';
import type { SaleSource } from '@parvaz/domain/ledger/movements';
import type { Role } from '@parvaz/domain/roles';
import type { TenantConfig } from '@parvaz/domain/tenants/tenants';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { requestDigest } from '../../platform/request-digest';
import type { Translate } from '../../platform/translator';
import { chargeView } from '../booking/booking.api';
import { spendDiscountCode } from '../discounts/discounts.api';
import { chargeIn, displayPrices } from '../exchange/exchange.api';
import { sourcesOfChoice } from '@parvaz/domain/payments/payment-sources';
import {
  assertSourcesAccepted,
  deliverIfCovered,
  holdWalletPart,
  paymentsOf,
  type StartPayment,
} from '../payments/payments.api';
import { checkStay, type CheckedStay } from './hotel-stay-check';
import { hotelPurchase } from './hotel-purchase';
import { stayDiscount } from './hotel-stay-discount';
import { roomsPerType, takeNights } from './hotel-stay-nights';
import { queueStayConfirmed } from './hotel-stay-notices';
import {
  confirmStay,
  hotelOfStay,
  insertStay,
  insertStayGuests,
  insertStayRoom,
  stayById,
  stayByKey,
  type StayRow,
} from './hotel-stay.repository';
import { postStaySale } from './hotel-sale-postings';

export interface StayDeps {
  db: Database;
  now: () => Date;
  startPayment: StartPayment;
  translatorFor: (language: Language) => Translate;
}

/** Who reserves: a signed-in user owns the stay; a guest (null) cannot pay by wallet. */
export type Reserver = { id: number; role: Role } | null;

export async function stayAnswer(db: Database, stay: StayRow): Promise<ReserveHotelResponse> {
  // A retried reservation answers where to pay the payment still open at the provider.
  const payment =
    stay.status === 'NotVerified'
      ? (await paymentsOf(db, { kind: 'hotel', id: stay.id })).find((p) => p.status === 'pending')
      : undefined;
  return {
    bookingId: stay.id,
    trackingCode: stay.trackingCode,
    status: stay.status,
    amount: stay.amount,
    currency: currencySchema.parse(stay.currency),
    charge: await chargeView(db, stay),
    expiresAt: stay.payBy.toISOString(),
    ...(payment?.paymentUrl ? { paymentUrl: payment.paymentUrl } : {}),
  };
}

/** Thrown inside the transaction when a twin submit inserted the stay under the same key. */
class KeyAlreadyUsed extends Error {}

async function insertWholeStay(
  tx: Database,
  values: Omit<Parameters<typeof insertStay>[1], 'trackingCode'>,
  checked: CheckedStay,
): Promise<number> {
  let stayId: number | null = null;
  // Tracking codes are random: a collision is retried with a new one.
  for (let attempt = 0; attempt < 8 && stayId === null; attempt++) {
    stayId = await insertStay(tx, {
      ...values,
      trackingCode: trackingCodeFromBytes(randomBytes(trackingCodeBytes)),
    });
    if (stayId === null && (await stayByKey(tx, values.tenant, values.idempotencyKey)))
      throw new KeyAlreadyUsed();
  }
  if (stayId === null) throw new Error('no free tracking code after 8 attempts');
  for (const [position, room] of checked.rooms.entries()) {
    const roomId = await insertStayRoom(tx, {
      stayId,
      position,
      roomTypeId: room.type.id,
      adults: room.request.adults,
      children: room.request.children,
      childAges: room.request.childAges,
      nights: room.nights,
      amount: room.amount,
    });
    await insertStayGuests(
      tx,
      room.request.guests.map((g, i) => ({
        stayRoomId: roomId,
        position: i,
        firstName: g.firstName,
        lastName: g.lastName,
        nationality: g.nationality,
        nationalId: g.national_id || null,
        passportNumber: g.passport_number || null,
      })),
    );
  }
  return stayId;
}

/**
 * Reserves a stay: every rule checked and the stay priced night by night now (a price that moved
 * answers 409 PRICE_CHANGED with the new total and the one the guest agreed from), its discount
 * code taken off that price, then in one transaction the code's use, the stay, its rooms and
 * guests, every room night taken by a conditional update (one full night takes nothing at all:
 * 409 CAPACITY_FULL), and its payment opened — or paid from the customer's wallet at once. A
 * discounted stay's cancellation terms are frozen as shares of what is paid. The same idempotency
 * key answers the stay it made, even to twenty submits at once.
 */
export async function reserveHotel(
  deps: StayDeps,
  tenant: TenantConfig,
  request: ReserveHotelRequest,
  lang: Language,
  reserver: Reserver,
  /** Who sends it (`callerOf`): the signed-in user, or any guest. */
  caller: string,
  /** The currency the rooms were shown in (the request's): `expectedTotal` and the charge. */
  asked: Currency | null = null,
): Promise<ReserveHotelResponse> {
  assertSourcesAccepted('hotel', sourcesOfChoice(request.payment));
  const byWallet = request.payment === 'wallet';
  // The wallet's balance first, the rest by card (decision 021): a wallet needs its customer.
  const walletFirst = request.payment === 'wallet+gateway';
  if ((byWallet || walletFirst) && !reserver) throw new AppError('NOT_LOGGED_IN', 'notLoggedIn');
  if ((byWallet || walletFirst) && reserver?.role !== 'customer')
    throw new AppError('FORBIDDEN', 'forbidden');
  const digest = requestDigest(caller, request);
  // The key answers its stay only to the same caller sending the same body: a key alone opens
  // nothing, and another request under it is told so (409) rather than answered the first stay.
  const twinOf = async () => {
    const row = await stayByKey(deps.db, tenant.id, request.idempotencyKey);
    if (!row) return undefined;
    const same =
      row.requestDigest === null
        ? row.hotelId === request.hotelId &&
          row.checkIn === request.checkIn &&
          row.checkOut === request.checkOut
        : row.requestDigest === digest;
    if (!same)
      throw new AppError('CONFLICT', 'idempotencyKeyReused', {
        fields: { idempotencyKey: 'idempotencyKeyReused' },
      });
    return row;
  };
  const existing = await twinOf();
  if (existing) return stayAnswer(deps.db, existing);

  const now = deps.now();
  const checked = await checkStay(deps.db, tenant, request, now);
  // The rooms as the guest saw them: their filed total converted once by today's rate (the
  // search's and the rooms' answer), the rooms' own currency when the table has no rate.
  const prices = asked ? await displayPrices(deps.db, asked, now) : null;
  const chargeCurrency = prices ? prices.currencyOf(checked.currency) : checked.currency;
  const shownTotal = prices ? prices.amount(checked.total, checked.currency) : checked.total;
  // A new exchange rate since the rooms were shown is not a new room price: it is said as
  // bookFlight says it (decision 007), so the page draws the rooms again by today's rate.
  const exchange = prices?.exchange(checked.currency) ?? null;
  if (request.rateId !== undefined && exchange && exchange.rateId !== request.rateId)
    throw new AppError('CONFLICT', 'rateChanged', { fields: { rateId: 'rateChanged' } });
  if (shownTotal !== request.expectedTotal)
    throw new AppError('PRICE_CHANGED', 'priceChanged', {
      fields: { expectedTotal: 'priceChanged' },
      detail: {
        total: shownTotal,
        currency: chargeCurrency,
        previousTotal: request.previousTotal ?? request.expectedTotal,
      } satisfies PriceChangedDetail,
    });
  const consent =
    request.previousTotal !== undefined && request.previousTotal !== shownTotal
      ? { before: request.previousTotal, after: shownTotal, at: now.toISOString() }
      : null;
  const discount = request.discountCode
    ? await stayDiscount(deps.db, {
        tenant: tenant.id,
        code: request.discountCode,
        price: { amount: checked.total, currency: checked.currency },
        now,
        field: 'discountCode',
      })
    : null;
  const paid = checked.total - (discount?.amount ?? 0);
  // What is paid, converted once in integers as a flight booking's total is (`chargeIn`).
  const charge = await chargeIn(
    deps.db,
    { amount: paid, currency: checked.currency },
    chargeCurrency,
    now,
  );

  try {
    const stayId = await deps.db.transaction(async (tx) => {
      if (discount) await spendDiscountCode(tx, discount, now, 'discountCode');
      const id = await insertWholeStay(
        tx,
        {
          tenant: tenant.id,
          hotelId: checked.hotel.id,
          checkIn: request.checkIn,
          checkOut: request.checkOut,
          timeZone: checked.hotel.timeZone,
          lang,
          contactMobile: checked.mobile,
          contactEmail: request.contact.email || null,
          currency: checked.currency,
          roomsAmount: checked.total,
          discountAmount: discount?.amount ?? 0,
          amount: paid,
          chargeCurrency: charge.money.currency,
          chargeAmount: charge.money.amount,
          exchangeRateId: charge.rate?.id ?? null,
          rateDate: charge.rate ? charge.date : null,
          discountCodeId: discount?.codeId ?? null,
          policy: { ...freezePolicy(policyOnPaid(checked.policy, checked.total, paid)) },
          priceConsent: consent,
          idempotencyKey: request.idempotencyKey,
          requestDigest: digest,
          userId: reserver?.id ?? null,
          payBy: payByFor(new Date(now.getTime() + holdTtlMs), now),
          createdAt: now,
        },
        checked,
      );
      if (!(await takeNights(tx, checked.roomNights, roomsPerType(request.rooms))))
        throw new AppError('CAPACITY_FULL', 'roomsUnavailable');
      if (reserver && byWallet) {
        await confirmAtOnce(tx, deps, id, { paidBy: 'wallet', userId: reserver.id }, now);
        return id;
      }
      // A code that took the whole price off leaves nothing to pay at the bank.
      if (paid === 0) {
        await confirmAtOnce(tx, deps, id, null, now);
        return id;
      }
      // The wallet's part is taken now, in this transaction; the card is asked only the rest,
      // and not at all when the wallet covers the whole.
      const toCard =
        reserver && walletFirst
          ? (
              await holdWalletPart(tx, {
                tenant: tenant.id,
                userId: reserver.id,
                purchase: { kind: 'hotel', id },
                description: `Wallet part of hotel stay ${id}`,
                total: charge.money.amount,
                currency: charge.money.currency,
                at: now,
              })
            ).card
          : charge.money.amount;
      if (toCard === 0) {
        // Covered by the wallet's part, which waits in the purchase clearing account as a card's
        // money would: delivered as a settled card would deliver it, with no bank trip.
        const purchase = { tenant: tenant.id, kind: 'hotel', id };
        const context = { now, translatorFor: deps.translatorFor };
        if (!(await deliverIfCovered(tx, hotelPurchase, purchase, context)))
          throw new Error(`stay ${id} held whole but not covered`);
        return id;
      }
      await deps.startPayment(tx, {
        tenant: tenant.id,
        purpose: 'hotel',
        purchaseId: id,
        amount: toCard,
        currency: charge.money.currency,
        lang,
      });
      return id;
    });
    const stay = await stayById(deps.db, stayId);
    if (!stay) throw new Error('stay vanished');
    return stayAnswer(deps.db, stay);
  } catch (error) {
    if (!(error instanceof KeyAlreadyUsed)) throw error;
    const twin = await twinOf();
    if (twin) return stayAnswer(deps.db, twin);
    throw new AppError('CONFLICT', 'idempotencyKeyReused', {
      fields: { idempotencyKey: 'idempotencyKeyReused' },
    });
  }
}

/**
 * Confirms a stay inside the reserving transaction, paid in full from the customer's wallet or
 * owing nothing (`source` null): sold through the ledger (a short balance refuses the entry, and
 * the whole reservation with it), and the voucher sent.
 */
async function confirmAtOnce(
  tx: Database,
  deps: StayDeps,
  stayId: number,
  source: SaleSource | null,
  now: Date,
): Promise<void> {
  if (!(await confirmStay(tx, stayId, now))) throw new AppError('EXPIRED', 'bookingNotPayable');
  const stay = await stayById(tx, stayId);
  const hotel = stay && (await hotelOfStay(tx, stay.hotelId));
  if (!stay || !hotel) throw new Error('stay vanished');
  if (source) await postStaySale(tx, stay, source, now);
  await queueStayConfirmed(tx, deps, stay, hotel.name);
}
