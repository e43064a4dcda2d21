import { randomBytes } from 'node:crypto';
import type { CountryCode } from 'libphonenumber-js';
import { bookingTotals } from '@parvaz/domain/booking/booking-totals';
import { payByFor } from '@parvaz/domain/booking/hold';
import {
  pnrBytes,
  pnrFromBytes,
  trackingCodeBytes,
  trackingCodeFromBytes,
} from '@parvaz/domain/booking/pnr';
import type { BookFlightRequest, BookFlightResponse } from '@parvaz/domain/contracts/booking';
import { partyPrice } from '@parvaz/domain/flights/pricing';
import { currencySchema } from '@parvaz/domain/contracts/money';
import type { Currency } from '@parvaz/domain/format/money';
import type { Language } from '@parvaz/domain/languages';
import type { Role } from '@parvaz/domain/roles';
import type { MessageKey } from '@parvaz/domain/messages';
import { passengerProblems } from '@parvaz/domain/passengers/passenger-rules';
import type { TenantConfig } from '@parvaz/domain/tenants/tenants';
import { normalizeMobile } from '@parvaz/domain/validation/contact';
import { tenantPhoneRegion } from '@parvaz/domain/tenants/phone-region';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { requestDigest } from '../../platform/request-digest';
import type { Translate } from '../../platform/translator';
import { sourcesOfChoice } from '@parvaz/domain/payments/payment-sources';
import { assertSourcesAccepted, paymentsOf, type StartPayment } from '../payments/payments.api';
import { chargeIn, displayPrices } from '../exchange/exchange.api';
import {
  bookingByKey,
  bookingOfTenant,
  claimQuote,
  insertBooking,
  insertPassengers,
  insertServices,
  insertTickets,
  passengersOfBooking,
  seatAssignmentsOfQuote,
  segmentsOfQuote,
  setSegmentPets,
  type BookingRow,
  type QuoteRow,
  type SegmentRow,
} from './booking.repository';
import { takePetPlaces } from '../flights/flights.api';
import { chargeView } from './charge-view';
import { spendDiscountCode } from '../discounts/discounts.api';
import { evaluateDiscount, quoteFares } from './discount.service';
import type { BookingClock } from './quote.service';
import { findQuote, heldQuote } from './quote-access';
import { payNewBooking } from './new-booking-payment';
import { isInternational } from './segment-view';
import { serviceLines } from './services.service';

export interface BookFlightDeps extends BookingClock {
  startPayment: StartPayment;
  /** For the confirmation a wallet payment sends at once. */
  translatorFor: (language: Language) => Translate;
}

/** Who books: a signed-in user owns the booking; a guest (null) cannot pay by wallet. */
export type Booker = { id: number; role: Role } | null;

type FieldErrors = Record<string, MessageKey>;

function invalid(fields: FieldErrors): AppError {
  const first = Object.values(fields)[0] ?? 'invalidValue';
  return new AppError('VALIDATION', first, { fields });
}

/** A booking as bookFlight answers it; a pending booking carries where to pay. */
export async function bookingAnswer(
  db: Database,
  booking: BookingRow,
): Promise<BookFlightResponse> {
  const [payment] = await paymentsOf(db, { kind: 'booking', id: booking.id });
  const passengers = await passengersOfBooking(db, booking.id);
  const segments = await segmentsOfQuote(db, booking.quoteId);
  const counts = {
    adult: passengers.filter((p) => p.type === 'ADT').length,
    child: passengers.filter((p) => p.type === 'CHD').length,
    infant: passengers.filter((p) => p.type === 'INF').length,
  };
  const pending = booking.status === 'pending_payment' && payment?.status === 'pending';
  return answerOf(db, booking, {
    counts,
    segments,
    paymentUrl: pending ? payment.paymentUrl : null,
  });
}

/**
 * The answer from what is known of the booking: a booking just made knows its travellers, its
 * flights and where to pay without reading them back.
 */
async function answerOf(
  db: Database,
  booking: BookingRow,
  known: {
    counts: { adult: number; child: number; infant: number };
    segments: SegmentRow[];
    paymentUrl: string | null;
  },
): Promise<BookFlightResponse> {
  const { counts, segments, paymentUrl } = known;
  const currency = currencySchema.parse(booking.currency);
  return {
    bookingId: booking.id,
    pnr: booking.pnr,
    trackingCode: booking.trackingCode,
    status: booking.status,
    amount: booking.amount,
    currency,
    charge: await chargeView(db, booking),
    price: {
      passengers: (
        [
          ['ADT', 'adult', counts.adult],
          ['CHD', 'child', counts.child],
          ['INF', 'infant', counts.infant],
        ] as const
      )
        .filter(([, , count]) => count > 0)
        .map(([type, key, count]) => {
          const each = segments.reduce((sum, s) => sum + partyPrice(s, counts)[key], 0);
          return { type, count, each, total: each * count };
        }),
      fares: booking.fareAmount,
      seats: booking.seatsAmount,
      services: booking.servicesAmount,
      discount: booking.discountAmount,
      total: booking.amount,
      currency,
    },
    ...(booking.status === 'pending_payment' && paymentUrl ? { paymentUrl } : {}),
  };
}

function checkPassengers(quote: QuoteRow, segments: SegmentRow[], request: BookFlightRequest) {
  const count = (type: string) => request.passengers.filter((p) => p.type === type).length;
  if (count('ADT') !== quote.adult || count('CHD') !== quote.child || count('INF') !== quote.infant)
    throw new AppError('VALIDATION', 'passengerCountsMismatch', {
      fields: { passengers: 'passengerCountsMismatch' },
    });
  const dates = segments.map((s) => s.departureDate).sort();
  const problems = passengerProblems(request.passengers, {
    firstDate: dates[0] ?? '',
    lastDate: dates[dates.length - 1] ?? '',
    international: isInternational(segments),
  });
  if (problems.length > 0) {
    const fields: FieldErrors = {};
    for (const p of problems) fields[`passengers.${p.index}.${p.field}`] ??= p.key;
    throw invalid(fields);
  }
}

function contactMobile(tenant: TenantConfig, contact: BookFlightRequest['contact']): string {
  const region = (contact.country || tenantPhoneRegion[tenant.defaultNationality]) as CountryCode;
  let mobile: string | null;
  try {
    mobile = normalizeMobile(contact.mobile, region);
  } catch {
    // An unknown dialling region is a wrong number, not a fault.
    mobile = null;
  }
  if (!mobile) throw invalid({ 'contact.mobile': 'invalidMobile' });
  return mobile;
}

/** Thrown inside the transaction when another submit claimed the quote first. */
class QuoteAlreadyClaimed extends Error {}

async function uniqueBooking(
  tx: Database,
  values: Omit<Parameters<typeof insertBooking>[1], 'pnr' | 'trackingCode'>,
): Promise<BookingRow> {
  // PNRs and tracking codes are random: a collision is retried with new ones.
  for (let attempt = 0; attempt < 8; attempt++) {
    const row = await insertBooking(tx, {
      ...values,
      pnr: pnrFromBytes(randomBytes(pnrBytes)),
      trackingCode: trackingCodeFromBytes(randomBytes(trackingCodeBytes)),
    });
    if (row) return row;
    // The key or the quote taken by another booking: that one is the answer.
    if (await bookingByKey(tx, values.tenant, values.idempotencyKey))
      throw new QuoteAlreadyClaimed();
  }
  throw new Error('no free PNR after 8 attempts');
}

/**
 * Books a held quote: every rule checked again, then booking, passengers, tickets, services,
 * animal places, the discount's use and the payment in one transaction. The same idempotency
 * key again (even twenty at once) answers the one booking it made.
 */
export async function bookFlight(
  deps: BookFlightDeps,
  tenant: TenantConfig,
  request: BookFlightRequest,
  lang: Language,
  booker: Booker,
  /** The `currency` header's choice, for a client that does not name one in the body. */
  askedCurrency: Currency | null,
  /** Who sends it (`callerOf`): the signed-in user, or any guest. */
  caller: string,
): Promise<BookFlightResponse> {
  assertSourcesAccepted('booking', sourcesOfChoice(request.payment));
  const byWallet = request.payment === 'wallet';
  // The wallet's balance first, the rest by card (decision 021): a wallet needs its customer.
  const walletFirst = request.payment === 'wallet+gateway';
  if ((byWallet || walletFirst) && !booker) throw new AppError('NOT_LOGGED_IN', 'notLoggedIn');
  if ((byWallet || walletFirst) && booker?.role !== 'customer')
    throw new AppError('FORBIDDEN', 'forbidden');
  if (byWallet && !booker) throw new AppError('NOT_LOGGED_IN', 'notLoggedIn');
  if (byWallet && booker?.role !== 'customer') throw new AppError('FORBIDDEN', 'forbidden');
  const digest = requestDigest(caller, { ...request, askedCurrency });
  // The key answers its booking only to the same caller sending the same body: a key alone
  // (guessed, or seen) must not open someone else's booking, nor answer another request's.
  const twinOf = async () => {
    const row = await bookingByKey(deps.db, tenant.id, request.idempotencyKey);
    if (!row) return undefined;
    const same =
      row.requestDigest === null
        ? row.quoteId === request.quoteId.toLowerCase()
        : row.requestDigest === digest;
    if (same) return row;
    // A quote that does not exist answers 404 first, as to any key: the key's use is not told
    // to someone who names no quote of this brand.
    await findQuote(deps.db, tenant.id, request.quoteId);
    throw new AppError('CONFLICT', 'idempotencyKeyReused', {
      fields: { idempotencyKey: 'idempotencyKeyReused' },
    });
  };
  const existing = await twinOf();
  if (existing) return bookingAnswer(deps.db, existing);

  const now = deps.now();
  const quote = await heldQuote(deps.db, tenant.id, request.quoteId, now, booker).catch(
    async (error) => {
      // A submit that lost the race to its own twin finds the quote booked under its key.
      const twin = await twinOf();
      if (twin) return twin;
      throw error;
    },
  );
  if ('pnr' in quote) return bookingAnswer(deps.db, quote);

  const segments = await segmentsOfQuote(deps.db, quote.id);
  checkPassengers(quote, segments, request);
  const mobile = contactMobile(tenant, request.contact);
  const currency = currencySchema.parse(quote.currency);
  const abroad = isInternational(segments);
  const services = serviceLines(request.services, currency, abroad, segments.length);
  const pets = request.services.animals.length;
  const discount = request.discountCode
    ? await evaluateDiscount(deps.db, quote, segments, request.discountCode, now, 'discountCode')
    : undefined;
  const seats = await seatAssignmentsOfQuote(deps.db, quote.id);
  const seatFields: FieldErrors = {};
  for (const seat of seats)
    if (request.passengers[seat.passengerIndex]?.type !== 'ADT')
      seatFields[`passengers.${seat.passengerIndex}.type`] = 'seatNotForChildOrInfant';
  if (Object.keys(seatFields).length > 0) throw invalid(seatFields);

  const totals = bookingTotals({
    fares: quoteFares(quote, segments),
    seats: seats.reduce((sum, s) => sum + s.price, 0),
    services: services.reduce((sum, s) => sum + s.amount, 0),
    discount: discount?.amount ?? 0,
  });
  // The whole is converted once, in integers: the amounts of two currencies are never added.
  // The currency named in the body is charged in or refused (409); the one of the header or
  // the brand is what the quote was answered in, the fares' own when the table has no rate.
  const chargeCurrency =
    request.chargeCurrency ??
    (askedCurrency
      ? (await displayPrices(deps.db, askedCurrency, now)).currencyOf(currency)
      : currency);
  const charge = await chargeIn(deps.db, { amount: totals.total, currency }, chargeCurrency, now);
  if (request.rateId !== undefined && charge.rate && charge.rate.id !== request.rateId)
    throw new AppError('CONFLICT', 'rateChanged', { fields: { rateId: 'rateChanged' } });

  try {
    const booking = await deps.db.transaction(async (tx) => {
      if (!(await claimQuote(tx, quote.id, now))) throw new QuoteAlreadyClaimed();
      if (pets > 0)
        for (const segment of segments) {
          if (!(await takePetPlaces(tx, segment.flightId, pets)))
            throw new AppError('CONFLICT', 'animalNoSpace', {
              fields: { 'services.animals': 'animalNoSpace' },
            });
          await setSegmentPets(tx, segment.segmentId, pets);
        }
      if (discount) await spendDiscountCode(tx, discount, now, 'discountCode');
      const row = await uniqueBooking(tx, {
        tenant: tenant.id,
        quoteId: quote.id,
        lang,
        contactMobile: mobile,
        contactEmail: request.contact.email || null,
        currency,
        fareAmount: totals.fares,
        seatsAmount: totals.seats,
        servicesAmount: totals.services,
        discountAmount: totals.discount,
        amount: totals.total,
        chargeCurrency: charge.money.currency,
        chargeAmount: charge.money.amount,
        exchangeRateId: charge.rate?.id ?? null,
        rateDate: charge.rate ? charge.date : null,
        discountCodeId: discount?.codeId ?? null,
        idempotencyKey: request.idempotencyKey,
        requestDigest: digest,
        payBy: payByFor(quote.expiresAt, now),
        userId: booker?.id ?? null,
      });
      const passengers = await insertPassengers(
        tx,
        request.passengers.map((p, position) => ({
          bookingId: row.id,
          position,
          type: p.type,
          firstName: p.firstName,
          lastName: p.lastName,
          gender: p.gender === 'F' ? 'F' : 'M',
          birthDate: p.birth_date,
          nationality: p.nationality,
          nationalId: p.national_id || null,
          passportNumber: p.passport_number || null,
          passportExpiry: p.expire_date || null,
          country: p.country || null,
        })),
      );
      const idAt = new Map(passengers.map((p) => [p.position, p.id]));
      const counts = { adult: quote.adult, child: quote.child, infant: quote.infant };
      const priceKey = { ADT: 'adult', CHD: 'child', INF: 'infant' } as const;
      await insertTickets(
        tx,
        segments.flatMap((segment) => {
          const price = partyPrice(segment, counts);
          return request.passengers.map((p, position) => ({
            bookingId: row.id,
            passengerId: idAt.get(position) ?? 0,
            quoteSegmentId: segment.segmentId,
            fare: price[priceKey[p.type]],
            seat:
              seats.find((s) => s.flightId === segment.flightId && s.passengerIndex === position)
                ?.seat ?? null,
          }));
        }),
      );
      // The main adult carries the booking's services (spec section 3).
      const mainAdult = idAt.get(request.passengers.findIndex((p) => p.type === 'ADT')) ?? null;
      await insertServices(
        tx,
        services.map((s) => ({ ...s, bookingId: row.id, passengerId: mainAdult })),
      );
      return payNewBooking(tx, row, {
        tenant: tenant.id,
        booker,
        payment: request.payment,
        currency: charge.money.currency,
        lang,
        now,
        deps,
      });
    });
    if (booking.paymentUrl === null) {
      // Confirmed inside the transaction: the row it inserted still says pending_payment.
      const confirmed = await bookingOfTenant(deps.db, tenant.id, booking.row.id);
      return bookingAnswer(deps.db, confirmed ?? booking.row);
    }
    return answerOf(deps.db, booking.row, {
      counts: { adult: quote.adult, child: quote.child, infant: quote.infant },
      segments,
      paymentUrl: booking.paymentUrl,
    });
  } catch (error) {
    if (!(error instanceof QuoteAlreadyClaimed)) throw error;
    const twin = await twinOf();
    if (twin) return bookingAnswer(deps.db, twin);
    // Booked under another key (or the key taken by another quote's booking), or its hold ran
    // out meanwhile.
    await heldQuote(deps.db, tenant.id, request.quoteId, deps.now(), booker);
    throw new AppError('CONFLICT', 'quoteAlreadyBooked');
  }
}
