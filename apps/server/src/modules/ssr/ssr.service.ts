import type { z } from 'zod';
import type {
  extraServiceSubmittedSchema,
  extraServicesOfferSchema,
  submitExtraServiceSchema,
} from '@parvaz/domain/contracts/tickets';
import type { ServiceCode } from '@parvaz/domain/booking/service-pricing';
import { currencySchema } from '@parvaz/domain/contracts/money';
import type { Currency } from '@parvaz/domain/format/money';
import type { Language } from '@parvaz/domain/languages';
import { salesCutoffMs } from '@parvaz/domain/limits';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/app-error';
import type { Translate } from '../../platform/translator';
import {
  lockBooking,
  segmentsOfQuote,
  servicesOfBooking,
  ticketsOfBooking,
  type BookingRow,
  type SegmentRow,
  isInternational,
  petPlacesLeft,
  serviceLines,
  serviceOffers,
  type HeldServices,
  issueTicketAccess,
  serviceOffersIn,
  serviceView,
  heldServicesOfBooking,
  insertExtraServices,
  mainPassengerOf,
} from '../booking/booking.api';
import { displayPrices, type DisplayPrices } from '../exchange/exchange.api';
import type { StartPayment } from '../payments/payments.api';
import {
  findBooking,
  type LookupCaller,
  type LookupDeps,
  type LookupInput,
} from '../tickets/tickets.api';
import { confirmServices, flightsStillToFly, type RefusalReason } from './services-settlement';

export interface SsrDeps extends LookupDeps {
  startPayment: StartPayment;
  translatorFor: (language: Language) => Translate;
}

type Offer = z.input<typeof extraServicesOfferSchema>;
type Submitted = z.input<typeof extraServiceSubmittedSchema>;
export type SubmitExtraService = z.output<typeof submitExtraServiceSchema>;

/**
 * A booking's services as the traveller sees them, with their state and what each was charged:
 * one added later in the currency it was shown in, one bought with the booking in the fares'.
 */
function servicesView(
  rows: Awaited<ReturnType<typeof servicesOfBooking>>,
  fares: Currency,
): Offer['current'] {
  return rows.map((row) => {
    const view = serviceView(row);
    return view.charge ? view : { ...view, charge: { amount: view.amount, currency: fares } };
  });
}

/**
 * What one service line is charged in the asked currency: its price for one unit on all the
 * flights (the offer's `price`) converted as the offer shows it, times the quantity, so the
 * payment asks what the page added up from the offers.
 */
function lineCharge(
  line: { amount: number; quantity: number },
  from: Currency,
  prices: DisplayPrices,
) {
  return prices.amount(line.amount / line.quantity, from) * line.quantity;
}

/** What the booking holds already, which the per-booking limits and the animals' type count. */
function heldOf(rows: Awaited<ReturnType<typeof heldServicesOfBooking>>): HeldServices {
  const quantities: Partial<Record<ServiceCode, number>> = {};
  const animalTypes: string[] = [];
  for (const row of rows) {
    quantities[row.kind] = (quantities[row.kind] ?? 0) + row.quantity;
    const type = row.details?.type;
    if (row.kind === 'PET' && typeof type === 'string' && type) animalTypes.push(type);
  }
  return { quantities, animalTypes };
}

function refusal(reason: RefusalReason): AppError {
  if (reason === 'animalNoSpace')
    return new AppError('CONFLICT', 'animalNoSpace', {
      fields: { 'services.animals': 'animalNoSpace' },
    });
  if (reason === 'flightDeparted') return new AppError('CONFLICT', 'servicesClosed');
  return new AppError('CONFLICT', 'reservationRejected');
}

/**
 * Services are added only to a confirmed booking with a ticket still to use, and stop being sold
 * when its flights do (the sales cut-off before the first departure): after that the airline
 * could not load the baggage or place the animal.
 */
function checkOpenForServices(
  booking: BookingRow,
  segments: SegmentRow[],
  tickets: Awaited<ReturnType<typeof ticketsOfBooking>>,
  now: Date,
): void {
  if (booking.status === 'pending_payment') throw new AppError('CONFLICT', 'reservationInProgress');
  const live = tickets.some((t) => t.ticketNumber !== null && t.status !== 'refunded');
  if (booking.status !== 'confirmed' || !live) throw refusal('bookingNotConfirmed');
  const cutoff = new Date(now.getTime() + salesCutoffMs);
  if (segments.length === 0 || !flightsStillToFly(segments, cutoff))
    throw refusal('flightDeparted');
}

/** The booking a lookup names, checked open for services, with its flights. */
async function bookingForServices(deps: SsrDeps, caller: LookupCaller, lookup: LookupInput) {
  const booking = await findBooking(deps, caller, lookup);
  const [segments, tickets] = await Promise.all([
    segmentsOfQuote(deps.db, booking.quoteId),
    ticketsOfBooking(deps.db, booking.id),
  ]);
  checkOpenForServices(booking, segments, tickets, deps.now());
  return { booking, segments, currency: currencySchema.parse(booking.currency) };
}

/**
 * `ssr/addServiceFlightSearch`: the booking a lookup names, the services it has with their state,
 * and what can still be added on its flights, priced as at the sale and limited by what it holds.
 */
export async function extraServicesOffer(
  deps: SsrDeps,
  caller: LookupCaller,
  lookup: LookupInput,
  /** The currency prices are shown in (the request's). */
  asked: Currency,
): Promise<Offer> {
  const { booking, segments, currency } = await bookingForServices(deps, caller, lookup);
  const [current, held, prices] = await Promise.all([
    servicesOfBooking(deps.db, booking.id),
    heldServicesOfBooking(deps.db, booking.id),
    displayPrices(deps.db, asked, deps.now()),
  ]);
  return {
    trackingCode: booking.trackingCode,
    currency: prices.currencyOf(currency),
    exchange: prices.exchange(currency),
    current: servicesView(current, currency),
    offers: serviceOffersIn(
      serviceOffers(segments, currency, heldOf(held)).filter((offer) => offer.max > 0),
      prices,
    ),
    access: issueTicketAccess(deps.signer, booking.id, booking.tenant, deps.now()),
  };
}

/**
 * `ssr/submitExtraService`: the services asked for, checked and priced by the booking's rules
 * under the booking's lock, written as requested with a payment of their sum at the bank; the
 * settled payment confirms them (payments.service). Nothing to pay (a wheelchair is free)
 * confirms them at once. Each is charged in the asked currency as the offer showed it, by
 * today's rate (recorded on its row, as a booking's charge is); the payment asks their sum in
 * it, and a refusal gives that payment back, in the currency paid at the rate paid at.
 */
export async function submitExtraService(
  deps: SsrDeps,
  caller: LookupCaller,
  input: SubmitExtraService,
  lang: Language,
  /** The currency the offer was shown in (the request's). */
  asked: Currency,
): Promise<Submitted> {
  // Checked open for services under the booking's lock only: a check before it would read the
  // same rows twice and still have to be made again.
  const booking = await findBooking(deps, caller, input);
  const currency = currencySchema.parse(booking.currency);
  const now = deps.now();
  const prices = await displayPrices(deps.db, asked, now);
  const exchange = prices.exchange(currency);
  if (input.rateId !== undefined && exchange && exchange.rateId !== input.rateId)
    throw new AppError('CONFLICT', 'rateChanged', { fields: { rateId: 'rateChanged' } });
  const charged = {
    chargeCurrency: prices.currencyOf(currency),
    exchangeRateId: exchange?.rateId ?? null,
    rateDate: exchange?.date ?? null,
  };
  const { amount, paymentUrl } = await deps.db.transaction(async (tx: Database) => {
    const locked = await lockBooking(tx, booking.id);
    if (!locked) throw new AppError('NOT_FOUND', 'trackingNotFound');
    const segments = await segmentsOfQuote(tx, locked.quoteId);
    const tickets = await ticketsOfBooking(tx, locked.id);
    checkOpenForServices(locked, segments, tickets, now);
    const held = heldOf(await heldServicesOfBooking(tx, booking.id));
    const lines = serviceLines(
      input.services,
      currency,
      isInternational(segments),
      segments.length,
      held,
    );
    if (lines.length === 0)
      throw new AppError('VALIDATION', 'required', { fields: { services: 'required' } });
    const pets = lines.filter((line) => line.kind === 'PET').length;
    if (pets > petPlacesLeft(segments)) throw refusal('animalNoSpace');

    const charges = lines.map((line) => lineCharge(line, currency, prices));
    const total = charges.reduce((sum, amount) => sum + amount, 0);
    const passengerId = await mainPassengerOf(tx, booking.id);
    const rows = (paymentId: number | null) =>
      lines.map((line, i) => ({
        ...line,
        bookingId: booking.id,
        passengerId,
        status: 'requested' as const,
        paymentId,
        ...charged,
        chargeAmount: charges[i] ?? 0,
      }));
    if (total === 0) {
      const inserted = await insertExtraServices(tx, rows(null));
      const settled = await confirmServices(tx, booking.id, inserted, {
        now,
        translatorFor: deps.translatorFor,
      });
      if (!settled.ok) throw refusal(settled.reason);
      return { amount: 0, paymentUrl: undefined };
    }
    const payment = await deps.startPayment(tx, {
      tenant: caller.tenant.id,
      purpose: 'services',
      purchaseId: booking.id,
      amount: total,
      currency: charged.chargeCurrency,
      lang,
    });
    await insertExtraServices(tx, rows(payment.paymentId));
    return { amount: total, paymentUrl: payment.paymentUrl };
  });
  return {
    amount,
    currency: charged.chargeCurrency,
    exchange,
    ...(paymentUrl ? { paymentUrl } : {}),
    services: servicesView(await servicesOfBooking(deps.db, booking.id), currency),
  };
}
