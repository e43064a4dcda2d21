import { zonedIso } from '@parvaz/domain/calendar/zoned';
import type { HotelRefundQuote, HotelRefundResponse } from '@parvaz/domain/contracts/hotel-stays';
import { currencySchema } from '@parvaz/domain/contracts/money';
import { penaltyAt } from '@parvaz/domain/hotels/cancellation';
import type { RefundShare } from '@parvaz/domain/ledger/sale-lines';
import { destinationOfSplit } from '@parvaz/domain/payments/refund-split';
import { thawPolicy } from '@parvaz/domain/hotels/frozen-policy';
import type { Language } from '@parvaz/domain/languages';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/app-error';
import type { Translate } from '../../platform/translator';
import { inPaidCurrency } from '../booking/booking.api';
import {
  paidPaymentsOf,
  refundToCard,
  splitRefundOf,
  type PaymentProviders,
} from '../payments/payments.api';
import { postStayRefund, stayRefundKey } from './hotel-sale-postings';
import { giveNightsBack } from './hotel-stay-nights';
import { queueStayCancelled } from './hotel-stay-notices';
import { hotelOfStay, lockStay, moveStay, type StayRow } from './hotel-stay.repository';

export interface RefundDeps {
  db: Database;
  now: () => Date;
  providers: PaymentProviders;
  translatorFor: (language: Language) => Translate;
}

const closed = () => new AppError('CONFLICT', 'cancellationClosed');

/**
 * What cancelling a paid stay costs at `now`, by the terms frozen when it was booked: the
 * penalty of the first deadline not yet passed, never more than was paid. After the last
 * deadline (check-in), or for a stay that is not a paid, open one, it cannot be cancelled.
 */
export function refundQuoteOf(stay: StayRow, now: Date): HotelRefundQuote {
  if (stay.status !== 'Confirmed') throw closed();
  const policy = thawPolicy(stay.policy);
  const penalty = penaltyAt(policy, now);
  const rule = policy.rules.find((r) => now.getTime() < r.until.getTime());
  if (!penalty || !rule) throw closed();
  const kept = Math.min(stay.amount, Math.max(0, penalty.amount));
  return {
    penalty: kept,
    refund: stay.amount - kept,
    currency: currencySchema.parse(stay.currency),
    deadline: zonedIso(rule.until, stay.timeZone),
  };
}

/**
 * The refund quote as the guest is paid back: in the currency charged, by the rate the stay was
 * paid at whatever today's is (the flights' rule, `inPaidCurrency`); the penalty is what of the
 * charge is kept, so the two add up to what was paid.
 */
export async function paidRefundQuote(
  db: Database,
  stay: StayRow,
  quote: HotelRefundQuote,
): Promise<HotelRefundQuote> {
  const back = await inPaidCurrency(db, stay, quote.refund);
  return {
    ...quote,
    penalty: Math.max(0, stay.chargeAmount - back.amount),
    refund: back.amount,
    currency: back.currency,
  };
}

/** Where a cancelled stay's money went back (none: nothing did). */
type StayRefundDestination = HotelRefundResponse['destination'];

/** The card's part of a refund back at its provider, or the cancellation is undone. */
async function backToCard(
  tx: Database,
  deps: Pick<RefundDeps, 'providers'>,
  stay: StayRow,
  card: { paymentId: number | undefined; amount: number },
  now: Date,
): Promise<void> {
  const refunded =
    card.paymentId !== undefined &&
    (await refundToCard(
      tx,
      deps.providers,
      {
        paymentId: card.paymentId,
        amount: card.amount,
        reference: `hotel-stay-${stay.id}`,
        at: now,
      },
      { stayId: stay.id },
    ));
  // The gateway would not take it back: nothing of this cancellation is kept, try again later.
  if (!refunded) throw new AppError('UNAVAILABLE', 'serverError');
}

/**
 * Gives back what a stay's guest is owed (`amount` in the rooms' currency), inside the caller's
 * transaction, in the currency paid by the rate paid at. A stay paid from the wallet and a card
 * gives each its share of what they paid (decision 021, `splitRefundOf`): the wallet's part to
 * the wallet, the card's at its provider, one ledger entry for both. Otherwise to the wallet of
 * the customer who paid from it, else to the card of its payment. What went back, and where.
 */
export async function giveMoneyBack(
  tx: Database,
  deps: Pick<RefundDeps, 'providers'>,
  stay: StayRow,
  amount: number,
  now: Date,
): Promise<{ destination: StayRefundDestination; amount: number }> {
  const back = await inPaidCurrency(tx, stay, amount);
  if (back.amount <= 0) return { destination: 'none', amount: 0 };
  const purchase = { tenant: stay.tenant, kind: 'hotel', id: stay.id };
  const split = await splitRefundOf(tx, purchase, {
    ...back,
    charged: stay.chargeAmount,
    key: stayRefundKey(stay),
  });
  if (split) {
    const to: RefundShare[] = [
      { to: { wallet: split.wallet.userId }, amount: split.wallet.amount },
      { to: 'card', amount: split.card.amount },
    ];
    await postStayRefund(tx, stay, { ...back, to }, now);
    if (split.card.amount > 0)
      await backToCard(
        tx,
        deps,
        stay,
        { paymentId: split.card.paymentId ?? undefined, amount: split.card.amount },
        now,
      );
    return {
      destination: destinationOfSplit({ wallet: split.wallet.amount, card: split.card.amount }),
      amount: back.amount,
    };
  }
  const [payment] = await paidPaymentsOf(tx, { kind: 'hotel', id: stay.id });
  // Paid from the wallet alone (or a card that took less than goes back): to the wallet, never
  // more to a card than it paid.
  if ((!payment || back.amount > payment.amount) && stay.userId !== null) {
    await postStayRefund(tx, stay, { ...back, to: { wallet: stay.userId } }, now);
    return { destination: 'wallet', amount: back.amount };
  }
  await postStayRefund(tx, stay, { ...back, to: 'card' }, now);
  await backToCard(tx, deps, stay, { paymentId: payment?.id, amount: back.amount }, now);
  return { destination: 'card', amount: back.amount };
}

/**
 * Cancels a paid stay: under its row lock, the penalty as of now, the move to Cancelled (only
 * from Confirmed, so a second cancellation is refused and nothing moves twice), its nights back
 * on sale, the refund to the wallet or card, and the guest told.
 */
export async function cancelStay(deps: RefundDeps, stayId: number): Promise<HotelRefundResponse> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const stay = await lockStay(tx, stayId);
    if (!stay) throw new AppError('NOT_FOUND', 'trackingNotFound');
    const quote = refundQuoteOf(stay, now);
    const moved = await moveStay(tx, stay.id, ['Confirmed'], 'Cancelled', {
      cancelledAt: now,
      penaltyAmount: quote.penalty,
      refundAmount: quote.refund,
    });
    if (!moved) throw closed();
    await giveNightsBack(tx, stay.id);
    const paid = await paidRefundQuote(tx, stay, quote);
    const back = await giveMoneyBack(tx, deps, stay, quote.refund, now);
    const hotel = await hotelOfStay(tx, stay.hotelId);
    if (hotel) await queueStayCancelled(tx, deps, stay, hotel.name, back.amount);
    return {
      trackingCode: stay.trackingCode,
      status: 'Cancelled',
      penalty: paid.penalty,
      refund: paid.refund,
      currency: paid.currency,
      destination: back.destination,
    };
  });
}
