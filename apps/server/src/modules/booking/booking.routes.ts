import type { FastifyInstance } from 'fastify';
import {
  bookFlightRequestSchema,
  bookFlightResponseSchema,
  bookingReceiptRequestSchema,
  bookingResultSchema,
  discountRequestSchema,
  discountResponseSchema,
  quoteRefSchema,
  quoteRequestSchema,
  quoteResponseSchema,
} from '@parvaz/domain/contracts/booking';
import {
  seatMapResponseSchema,
  selectSeatsRequestSchema,
  servicesResponseSchema,
} from '@parvaz/domain/contracts/quote-extras';
import { issueReceipt } from './receipt';
import { postRoute } from '../../platform/envelope';
import { displayPrices } from '../exchange/exchange.api';
import { callerOf } from '../../platform/request-digest';
import type { StartPayment } from '../payments/payments.api';
import { bookFlight, type BookFlightDeps } from './book-flight.service';
import { viewBooking } from './booking-view.service';
import { checkDiscount } from './discount.service';
import { createQuote } from './quote.service';
import { getSeatMap, selectSeats } from './seats.service';
import { getServices } from './services.service';
import { discountIn, seatMapsIn, servicesIn } from './quote-extras-in';

const tags = ['booking'];

export interface BookingRoutesOptions {
  startPayment: StartPayment;
  /** How long a fare re-check holds seats; the domain's default when absent. */
  holdTtlMs?: number;
}

export async function bookingRoutes(app: FastifyInstance, options: BookingRoutesOptions) {
  const deps: BookFlightDeps = {
    db: app.db,
    now: () => app.now(),
    startPayment: options.startPayment,
    translatorFor: app.translatorFor,
    ...(options.holdTtlMs ? { holdTtlMs: options.holdTtlMs } : {}),
  };

  postRoute(
    app,
    {
      path: 'flight/getFlightPrice',
      summary:
        'Re-price the chosen flights through one agency and hold their seats until expiresAt',
      tags,
      body: quoteRequestSchema,
      response: quoteResponseSchema,
    },
    async (input, request) =>
      createQuote(
        deps,
        request.tenant.id,
        input,
        request.lang,
        request.user?.id ?? null,
        await displayPrices(app.db, request.currency, app.now()),
      ),
  );

  postRoute(
    app,
    {
      path: 'flight/getFlightSeat',
      summary: 'The seat map of each flight of a held quote',
      tags,
      body: quoteRefSchema,
      response: seatMapResponseSchema,
    },
    async (input, request) =>
      seatMapsIn(
        await getSeatMap(deps, request.tenant.id, input.quoteId, request.user),
        await displayPrices(app.db, request.currency, app.now()),
      ),
  );

  postRoute(
    app,
    {
      path: 'flight/selectSeats',
      summary: "Hold the passengers' picked seats with the quote (replaces earlier picks)",
      tags,
      body: selectSeatsRequestSchema,
      response: seatMapResponseSchema,
    },
    async (input, request) =>
      seatMapsIn(
        await selectSeats(deps, request.tenant.id, input, request.user),
        await displayPrices(app.db, request.currency, app.now()),
      ),
  );

  postRoute(
    app,
    {
      path: 'flight/getFlightServices',
      summary: "Extra services of a held quote's flights with prices and limits",
      tags,
      body: quoteRefSchema,
      response: servicesResponseSchema,
    },
    async (input, request) =>
      servicesIn(
        await getServices(deps, request.tenant.id, input.quoteId, request.user),
        await displayPrices(app.db, request.currency, app.now()),
      ),
  );

  postRoute(
    app,
    {
      path: 'flight/checkDiscount',
      summary: 'Whether a discount code applies to a held quote, and what it takes off',
      tags,
      body: discountRequestSchema,
      response: discountResponseSchema,
    },
    async (input, request) =>
      discountIn(
        await checkDiscount(deps, request.tenant.id, input, request.user),
        await displayPrices(app.db, request.currency, app.now()),
      ),
  );

  postRoute(
    app,
    {
      path: 'flight/bookFlight',
      summary:
        'Book a held quote and open its payment; the same idempotencyKey from the same caller with the same body answers the same booking, with another body or caller 409; a quote held signed in is booked only by that user (another 403, signed out 401), as its seats, services and discount are chosen',
      tags,
      body: bookFlightRequestSchema,
      response: bookFlightResponseSchema,
    },
    async (input, request) => {
      const answer = await bookFlight(
        deps,
        request.tenant,
        input,
        request.lang,
        request.user ? { id: request.user.id, role: request.user.role } : null,
        request.currency,
        callerOf(request.user),
      );
      return answer.status === 'confirmed'
        ? { ...answer, receipt: issueReceipt(app.signer, answer.bookingId, app.now()) }
        : answer;
    },
  );

  postRoute(
    app,
    {
      path: 'flight/getBooking',
      summary: 'The booking a signed payment receipt names: the result page after the bank',
      tags,
      body: bookingReceiptRequestSchema,
      response: bookingResultSchema,
    },
    async (input, request) =>
      viewBooking(
        { db: app.db, signer: app.signer, now: () => app.now() },
        request.tenant.id,
        input.receipt,
        request.lang,
      ),
  );
}
