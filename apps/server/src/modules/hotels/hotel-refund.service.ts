import { zonedIso } from '@parvaz/domain/calendar/zoned';
import type { HotelRefundQuote, HotelRefundResponse } from '@parvaz/domain/contracts/hotel-stays';
import { currencySchema } from '@parvaz/domain/contracts/money';
import { penaltyAt } from '@parvaz/domain/hotels/cancellation';
import { thawPolicy } from '@parvaz/domain/hotels/frozen-policy';
import type { Language } from '@parvaz/domain/languages';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/app-error';
import type { Translate } from '../../platform/translator';
import { inPaidCurrency } from '../booking/booking.api';
import { paidPaymentsOf, refundToCard, type PaymentProviders } from '../payments/payments.api';
import { postStayRefund } from './hotel-sale-postings';
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

/**
 * Gives back what a stay's guest is owed (`amount` in the rooms' currency), inside the caller's
 * transaction: in the currency paid by the rate paid at, to the wallet of the customer who paid
 * from it (in whole or in part, when the card paid less than goes back), else to the card of its
 * payment; every movement in the ledger. What went back.
 */
export async function giveMoneyBack(
  tx: Database,
  deps: Pick<RefundDeps, 'providers'>,
  stay: StayRow,
  amount: number,
  now: Date,
): Promise<{ destination: 'card' | 'wallet' | 'none'; amount: number }> {
  const back = await inPaidCurrency(tx, stay, amount);
  if (back.amount <= 0) return { destination: 'none', amount: 0 };
  const [payment] = await paidPaymentsOf(tx, { kind: 'hotel', id: stay.id });
  // Paid from the wallet, or from the wallet and a card that paid less than what goes back
  // (decision 021): all of it goes to the customer's wallet, never more to a card than it paid.
  if ((!payment || back.amount > payment.amount) && stay.userId !== null) {
    await postStayRefund(tx, stay, { ...back, to: { wallet: stay.userId } }, now);
    return { destination: 'wallet', amount: back.amount };
  }
  await postStayRefund(tx, stay, { ...back, to: 'card' }, now);
  const refunded =
    payment !== undefined &&
    (await refundToCard(
      tx,
      deps.providers,
      {
        paymentId: payment.id,
        amount: back.amount,
        reference: `hotel-stay-${stay.id}`,
        at: now,
      },
      { stayId: stay.id },
    ));
  // The gateway would not take it back: nothing of this cancellation is kept, try again later.
  if (!refunded) throw new AppError('UNAVAILABLE', 'serverError');
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
