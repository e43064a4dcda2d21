import type { Currency } from '@parvaz/domain/format/money';
import type { RefundShare, RefundTarget } from '@parvaz/domain/ledger/sale-lines';
import {
  destinationOfSplit,
  refundDestinationFor,
  type RefundDestination,
} from '@parvaz/domain/payments/refund-split';
import { tenantIdSchema } from '@parvaz/domain/tenants/tenants';
import { walletCurrency } from '@parvaz/domain/tenants/wallet-currency';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/app-error';
import type { BookingRow } from '../booking/booking.api';
import {
  heldPartsOf,
  paidPaymentsOf,
  refundToCard,
  splitRefundOf,
  type HeldSource,
  type PaymentProviders,
} from '../payments/payments.api';
import { userOfTenant } from '../users/users.api';
import { postRefund, refundEntryKey } from './refund-postings';
import type { RefundRequestRow } from './tickets.repository';

/** The parts held for a booking from parties' accounts, in the currency it was charged in. */
async function heldPartsOfBooking(db: Database, booking: BookingRow) {
  const held = await heldPartsOf(db, booking.tenant, { kind: 'booking', id: booking.id });
  return held.filter((part) => part.currency === booking.chargeCurrency);
}

/**
 * Where the money goes back, decided when the refund is asked for (the domain's rule,
 * `refundDestinationFor`), from what paid the booking: the parts held for it, the card's payment,
 * who booked it and the wallet's currency.
 */
export async function refundDestination(
  db: Database,
  booking: BookingRow,
): Promise<{ destination: RefundDestination; paymentId: number | null }> {
  const purchase = { kind: 'booking', id: booking.id };
  const [owner, payment, held] = await Promise.all([
    booking.userId === null ? undefined : userOfTenant(db, booking.tenant, booking.userId),
    paidPaymentsOf(db, purchase).then((paid) => paid[0]),
    heldPartsOfBooking(db, booking),
  ]);
  const tenant = tenantIdSchema.safeParse(booking.tenant);
  const partFrom = (source: HeldSource) => held.find((part) => part.source === source)?.amount ?? 0;
  const destination = refundDestinationFor({
    charged: booking.chargeAmount,
    creditPart: partFrom('agency_credit'),
    walletPart: partFrom('wallet'),
    byCard: payment !== undefined,
    customer: owner?.role === 'customer',
    walletInChargedCurrency:
      tenant.success && walletCurrency(tenant.data) === booking.chargeCurrency,
  });
  // The card's payment, when money goes back to a card.
  const toCard = destination === 'card' || destination === 'wallet+card';
  return { destination, paymentId: toCard ? (payment?.id ?? null) : null };
}

/** Where a refund to one place went, as a request names it. */
function destinationOf(to: RefundTarget): RefundDestination {
  if (to === 'card') return 'card';
  return 'wallet' in to ? 'wallet' : 'credit';
}

/** The shares of a request's refund: to one place, or split by what the wallet and card gave. */
async function sharesOf(
  tx: Database,
  booking: BookingRow,
  request: RefundRequestRow,
  currency: Currency,
): Promise<{ to: RefundTarget | RefundShare[]; card: number; paymentId: number | null }> {
  const paymentId = request.paymentId;
  if (request.destination === 'credit') {
    const line = (await heldPartsOfBooking(tx, booking)).find((p) => p.source === 'agency_credit');
    // A delivered booking's part is never given back, so a request to the line finds it.
    if (!line)
      throw new Error(`booking ${booking.id} was paid on a credit line that holds nothing`);
    return { to: { agencyCredit: line.partyId }, card: 0, paymentId: null };
  }
  if (request.destination === 'wallet+card') {
    const split = await splitRefundOf(
      tx,
      { tenant: booking.tenant, kind: 'booking', id: booking.id },
      {
        amount: request.amount,
        currency,
        charged: booking.chargeAmount,
        key: refundEntryKey(request.id),
      },
    );
    if (split)
      return {
        to: [
          { to: { wallet: split.wallet.userId }, amount: split.wallet.amount },
          { to: 'card', amount: split.card.amount },
        ],
        card: split.card.amount,
        paymentId: paymentId ?? split.card.paymentId,
      };
  }
  // A wallet-and-card request whose wallet part is gone, or one to the wallet: to the wallet.
  if (request.destination !== 'card' && booking.userId !== null)
    return { to: { wallet: booking.userId }, card: 0, paymentId };
  return { to: 'card', card: request.amount, paymentId };
}

/**
 * The money of a refund request back, inside the caller's transaction: one ledger entry (to the
 * credit line, the wallet, the card, or in shares to the wallet and the card) and the card's part
 * refunded at the provider its payment was made at. Where it went (a split may fall to one place).
 */
export async function giveRefundBack(
  tx: Database,
  deps: { providers: PaymentProviders },
  refund: {
    booking: BookingRow;
    request: RefundRequestRow;
    penalty: number;
    currency: Currency;
    at: Date;
  },
): Promise<RefundDestination> {
  const { booking, request, currency } = refund;
  const shares = await sharesOf(tx, booking, request, currency);
  await postRefund(tx, {
    tenant: booking.tenant,
    requestId: request.id,
    bookingId: booking.id,
    trackingCode: booking.trackingCode,
    to: shares.to,
    amount: request.amount,
    penalty: refund.penalty,
    currency,
    at: refund.at,
  });
  if (shares.card > 0) {
    const refunded =
      shares.paymentId !== null &&
      (await refundToCard(
        tx,
        deps.providers,
        {
          paymentId: shares.paymentId,
          amount: shares.card,
          reference: `request-${request.id}`,
          at: refund.at,
        },
        { refundRequestId: request.id, currency },
      ));
    // The gateway would not take it back: nothing of this refund is kept, try again later.
    if (!refunded) throw new AppError('UNAVAILABLE', 'serverError');
  }
  if (!Array.isArray(shares.to)) return destinationOf(shares.to);
  const wallet = shares.to.find((s: RefundShare) => s.to !== 'card')?.amount ?? 0;
  return destinationOfSplit({ wallet, card: shares.card });
}
