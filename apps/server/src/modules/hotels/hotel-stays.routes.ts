import { activeCalendar } from '@parvaz/domain/calendar/calendar-choice';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  addReviewRequestSchema,
  hotelDiscountRequestSchema,
  hotelDiscountResponseSchema,
  hotelRefundQuoteSchema,
  hotelRefundResponseSchema,
  hotelVoucherSchema,
  myHotelsRequestSchema,
  myHotelsResponseSchema,
  payStayAgainResponseSchema,
  reserveHotelRequestSchema,
  reserveHotelResponseSchema,
  stayLookupSchema,
} from '@parvaz/domain/contracts/hotel-stays';
import { isLanguage } from '@parvaz/domain/languages';
import { tenants } from '@parvaz/domain/tenants/tenants';
import { AppError } from '../../platform/app-error';
import { signedInUser } from '../../platform/auth/authenticate';
import { contentDisposition, fileHeaders } from '../../platform/uploads';
import { callerOf } from '../../platform/request-digest';
import { documentCalendarQuerySchema } from '../../platform/document-calendar';
import { postRoute } from '../../platform/envelope';
import type { PaymentProviders, StartPayment } from '../payments/payments.api';
import {
  cancelStay,
  paidRefundQuote,
  refundQuoteOf,
  type RefundDeps,
} from './hotel-refund.service';
import { checkStayDiscount } from './hotel-stay-discount';
import { myHotels } from './hotel-stay-list.service';
import { findStay } from './hotel-stay-lookup';
import { payStayAgain } from './hotel-stay-pay-again.service';
import { addReview } from './hotel-stay-review.service';
import { reserveHotel, type StayDeps } from './hotel-stay.service';
import { renderVoucherPdf } from './hotel-voucher-pdf';
import { stayVoucher } from './hotel-voucher.service';

const tags = ['hotel'];

const pdfParamsSchema = z.object({ trackingCode: z.string().max(20) });
const pdfQuerySchema = z.object({
  mobile: z.string().max(32).optional(),
  lang: z.string().max(8).optional(),
  calendar: documentCalendarQuerySchema,
});

export interface HotelStayRoutesOptions {
  startPayment: StartPayment;
  /** The gateway a refund to the card goes back through. */
  providers: PaymentProviders;
}

/**
 * Discount check, reservation, paying again, voucher, cancellation and the customer's stays
 * (API.md "Hotels").
 */
export async function hotelStayRoutes(app: FastifyInstance, options: HotelStayRoutesOptions) {
  const deps: StayDeps & RefundDeps = {
    db: app.db,
    now: () => app.now(),
    startPayment: options.startPayment,
    providers: options.providers,
    translatorFor: app.translatorFor,
  };
  const caller = (request: FastifyRequest) => ({ tenant: request.tenant, ip: request.ip });

  postRoute(
    app,
    {
      path: 'hotel/checkDiscount',
      summary:
        'Whether a discount code applies to a stay being reserved, and what it takes off its rooms',
      tags,
      body: hotelDiscountRequestSchema,
      response: hotelDiscountResponseSchema,
    },
    async (input, request) => checkStayDiscount(deps, request.tenant.id, input),
  );

  postRoute(
    app,
    {
      path: 'hotel/reserveHotel',
      summary:
        "Reserve rooms of a hotel for a stay, hold its nights until expiresAt and open the payment in the currency the rooms were shown in (the `currency` header, else the brand's; `expectedTotal` is in it), the rate recorded in `charge`; the same idempotencyKey from the same caller with the same body answers the same stay, with another body or caller 409",
      tags,
      body: reserveHotelRequestSchema,
      response: reserveHotelResponseSchema,
    },
    async (input, request) =>
      reserveHotel(
        deps,
        request.tenant,
        input,
        request.lang,
        request.user ? { id: request.user.id, role: request.user.role } : null,
        callerOf(request.user),
        request.currency,
      ),
  );

  postRoute(
    app,
    {
      path: 'hotel/hotelVoucher',
      summary: 'The voucher of a stay, found by its tracking code and contact mobile',
      tags,
      body: stayLookupSchema,
      response: hotelVoucherSchema,
    },
    async (input, request) =>
      stayVoucher(app.db, await findStay(deps, caller(request), input), request.lang, app.now()),
  );

  postRoute(
    app,
    {
      path: 'hotel/payAgain',
      summary:
        'Another payment for an unpaid stay whose rooms are still held (after a declined card or a cancel at the bank), by its pair',
      tags,
      body: stayLookupSchema,
      response: payStayAgainResponseSchema,
    },
    async (input, request) =>
      payStayAgain(deps, (await findStay(deps, caller(request), input)).id, request.lang),
  );

  postRoute(
    app,
    {
      path: 'hotel/getRefundQuote',
      summary: 'What cancelling a stay now costs and gives back, by the terms frozen at booking',
      tags,
      body: stayLookupSchema,
      response: hotelRefundQuoteSchema,
    },
    async (input, request) => {
      const stay = await findStay(deps, caller(request), input);
      return paidRefundQuote(app.db, stay, refundQuoteOf(stay, app.now()));
    },
  );

  postRoute(
    app,
    {
      path: 'hotel/hotelRefund',
      summary: 'Cancel a paid stay: its nights back on sale, the refund to the card or wallet',
      tags,
      body: stayLookupSchema,
      response: hotelRefundResponseSchema,
    },
    async (input, request) => cancelStay(deps, (await findStay(deps, caller(request), input)).id),
  );

  postRoute(
    app,
    {
      path: 'hotel/getMyHotels',
      summary: "The signed-in customer's own hotel stays, newest first",
      tags,
      body: myHotelsRequestSchema,
      response: myHotelsResponseSchema,
      roles: ['customer'],
    },
    async (input, request) => {
      const user = signedInUser(request);
      return myHotels(app.db, user.tenant, user.id, input, request.lang, app.now());
    },
  );

  postRoute(
    app,
    {
      path: 'hotel/addReview',
      summary: 'Review a stay after check-out, once per stay; held for moderation',
      tags,
      body: addReviewRequestSchema,
      response: z.object({ status: z.literal('pending') }),
    },
    async (input, request) =>
      addReview(app.db, await findStay(deps, caller(request), input), input, request.lang),
  );

  // The address is checked by the route's schemas like any body; the lookup then names what is
  // missing, and a wrong pair is the same 404 as the voucher's.
  app.get(
    '/api/hotel/voucher/:trackingCode',
    { schema: { hide: true, params: pdfParamsSchema, querystring: pdfQuerySchema } },
    async (request, reply) => {
      const params = pdfParamsSchema.safeParse(request.params);
      const query = pdfQuerySchema.safeParse(request.query);
      const lookup = stayLookupSchema.safeParse({
        trackingCode: params.data?.trackingCode,
        mobile: query.data?.mobile,
      });
      if (!lookup.success)
        throw new AppError('VALIDATION', 'required', { fields: { mobile: 'required' } });
      const lang = isLanguage(query.data?.lang) ? query.data.lang : request.lang;
      const stay = await findStay(deps, caller(request), lookup.data);
      const voucher = await stayVoucher(app.db, stay, lang, app.now());
      const brand = tenants[request.tenant.id].name[lang];
      // The calendar the reader's page shows, as the e-ticket's PDF takes it.
      const calendar = activeCalendar(lang, query.data?.calendar ?? null);
      const pdf = await renderVoucherPdf(voucher, lang, brand, app.translatorFor(lang), calendar);
      const fileName = `voucher-${voucher.trackingCode}.pdf`;
      return reply
        .headers(fileHeaders('application/pdf', contentDisposition('attachment', fileName)))
        .send(pdf);
    },
  );
}
