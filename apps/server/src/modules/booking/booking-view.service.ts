import {
  bookingViewSchema,
  type BookingResult,
  type BookingView,
} from '@parvaz/domain/contracts/booking';
import { currencySchema } from '@parvaz/domain/contracts/money';
import type { Language } from '@parvaz/domain/languages';
import type { Database } from '../../db/client';
import { paidByOf, paymentsOf } from '../payments/payments.api';
import { readReceipt } from './receipt';
import { AppError } from '../../platform/app-error';
import type { TokenSigner } from '../../platform/signed-token';
import {
  bookingOfTenant,
  passengersOfBooking,
  segmentsOfQuote,
  servicesOfBooking,
  ticketsOfBooking,
  type BookingRow,
  type SegmentRow,
} from './booking.repository';
import { bookAgainOf, payableForMs } from './book-again';
import { chargeView } from './charge-view';
import { segmentView } from './segment-view';
import { serviceView } from './service-view';
import { issueTicketAccess } from './ticket-access';

/**
 * The result page after the bank: the booking a signed receipt names, of the caller's tenant, with
 * the token that opens its e-tickets and the rest of the after-sale pages.
 */
export async function viewBooking(
  deps: { db: Database; signer: TokenSigner; now: () => Date },
  tenant: string,
  receipt: string,
  lang: Language,
): Promise<BookingResult> {
  const bookingId = readReceipt(deps.signer, receipt, deps.now());
  if (bookingId === 'expired')
    throw new AppError('EXPIRED', 'codeExpired', { fields: { receipt: 'codeExpired' } });
  const booking =
    bookingId === 'invalid' ? undefined : await bookingOfTenant(deps.db, tenant, bookingId);
  if (!booking) throw new AppError('NOT_FOUND', 'notFound', { fields: { receipt: 'notFound' } });
  const { view, segments } = await readBooking(deps.db, booking, lang);
  const now = deps.now();
  return {
    ...view,
    access: issueTicketAccess(deps.signer, booking.id, tenant, now),
    payableForMs: payableForMs(booking, now),
    bookAgain: bookAgainOf(segments, view.passengers),
  };
}

/**
 * A booking as the result page shows it (and the e-ticket, `ticket/ticketShow`): flights,
 * passengers with their tickets, services, and how the payment went. The caller has found the
 * booking within its tenant.
 */
export async function bookingView(
  db: Database,
  booking: BookingRow,
  lang: Language,
): Promise<BookingView> {
  return (await readBooking(db, booking, lang)).view;
}

async function readBooking(
  db: Database,
  booking: BookingRow,
  lang: Language,
): Promise<{ view: BookingView; segments: SegmentRow[] }> {
  const [segments, passengers, tickets, services, payments] = await Promise.all([
    segmentsOfQuote(db, booking.quoteId),
    passengersOfBooking(db, booking.id),
    ticketsOfBooking(db, booking.id),
    servicesOfBooking(db, booking.id),
    paymentsOf(db, { kind: 'booking', id: booking.id }),
  ]);
  const latest = payments[0];
  const outcome =
    booking.status === 'confirmed'
      ? 'confirmed'
      : booking.status === 'expired' ||
          latest?.status === 'failed' ||
          latest?.status === 'cancelled'
        ? 'rejected'
        : 'inProgress';
  const counts = { adult: 0, child: 0, infant: 0 };
  const charge = await chargeView(db, booking);
  const paidBy = await paidByOf(
    db,
    { tenant: booking.tenant, kind: 'booking', id: booking.id },
    charge,
    payments,
  );
  const result: BookingView = {
    pnr: booking.pnr,
    trackingCode: booking.trackingCode,
    status: booking.status,
    outcome,
    amount: booking.amount,
    currency: currencySchema.parse(booking.currency),
    charge,
    ...(paidBy && { paidBy }),
    contact: { mobile: booking.contactMobile, email: booking.contactEmail ?? '' },
    segments: segments.map((s) => {
      const view: Partial<ReturnType<typeof segmentView>> = segmentView(
        s,
        s.direction,
        counts,
        lang,
      );
      delete view.price;
      delete view.fee;
      delete view.total;
      return bookingViewSchema.shape.segments.element.parse(view);
    }),
    passengers: passengers.map((p) => ({
      type: p.type,
      firstName: p.firstName,
      lastName: p.lastName,
      tickets: tickets
        .filter((t) => t.passengerId === p.id)
        .map((t) => ({
          direction: t.direction,
          ticketNumber: t.ticketNumber,
          status: t.status,
          seat: t.seat,
        })),
    })),
    services: services.map(serviceView),
  };
  return { view: result, segments };
}
