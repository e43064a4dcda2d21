import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  refundConfirmSchema,
  refundConfirmedSchema,
  refundDecideSchema,
  refundDeskListResponseSchema,
  refundDeskListSchema,
  refundRequestViewSchema,
  rulesRequestSchema,
  rulesResponseSchema,
  ticketInfoSchema,
  ticketLookupSchema,
  ticketShowSchema,
  trackingEventsSchema,
  trackingFoundSchema,
} from '@parvaz/domain/contracts/tickets';
import { AppError } from '../../platform/app-error';
import { signedInUser } from '../../platform/auth/authenticate';
import { documentCalendarQuerySchema } from '../../platform/document-calendar';
import { postRoute } from '../../platform/envelope';
import { contentDisposition, fileHeaders } from '../../platform/uploads';
import { refundDesk, refundDeskRoles } from './refund-desk.service';
import { confirmRefund, decideRefund, type RefundDeps } from './refunds.service';
import type { LookupCaller } from './ticket-lookup';
import { ticketPdf } from './ticket-pdf.service';
import { fareRules, ticketInfo, ticketShow, trackBooking, trackingEvents } from './tickets.service';

const tags = ['ticket'];

const pdfParamsSchema = z.object({ trackingCode: z.string().max(20) });
const pdfQuerySchema = z.object({
  mobile: z.string().max(32).optional(),
  access: z.string().max(2000).optional(),
  lang: z.string().max(8).optional(),
  calendar: documentCalendarQuerySchema,
});

/** After the sale (API.md "Tickets"): tracking, the e-ticket and its PDF, refunds and their desk. */
export async function ticketRoutes(
  app: FastifyInstance,
  options: { webDist: string },
): Promise<void> {
  const deps = (): RefundDeps => ({
    db: app.db,
    signer: app.signer,
    now: app.now,
    translatorFor: app.translatorFor,
    providers: app.paymentProviders,
  });
  const caller = (request: FastifyRequest): LookupCaller => ({
    tenant: request.tenant,
    ip: request.ip,
  });

  postRoute(
    app,
    {
      path: 'ticket/ticketTracking',
      summary:
        'Find a booking by tracking code and contact mobile (or ticket number and last name); answers an access token for 2 hours',
      tags,
      body: ticketLookupSchema,
      response: trackingFoundSchema,
    },
    async (input, request) => trackBooking(deps(), caller(request), input),
  );

  postRoute(
    app,
    {
      path: 'ticket/ticketInfo',
      summary: "A booking's tickets with their states and refunds, and its refund requests",
      tags,
      body: ticketLookupSchema,
      response: ticketInfoSchema,
    },
    async (input, request) => ticketInfo(deps(), caller(request), input),
  );

  postRoute(
    app,
    {
      path: 'ticket/ticketShow',
      summary: 'The e-ticket: the booking with flights, passengers, tickets, seats and fares',
      tags,
      body: ticketLookupSchema,
      response: ticketShowSchema,
    },
    async (input, request) => ticketShow(deps(), caller(request), input, request.lang),
  );

  postRoute(
    app,
    {
      path: 'ticket/getTracking',
      summary:
        'What happened to a booking (booked, paid, ticketed, refunds, services), oldest first',
      tags,
      body: ticketLookupSchema,
      response: trackingEventsSchema,
    },
    async (input, request) => trackingEvents(deps(), caller(request), input, request.lang),
  );

  postRoute(
    app,
    {
      path: 'flight/getRules',
      summary:
        "A ticket's fare rules: the penalty table and what each refund mode would give back, in money",
      tags,
      body: rulesRequestSchema,
      response: rulesResponseSchema,
    },
    async (input, request) => fareRules(deps(), caller(request), input, request.t),
  );

  postRoute(
    app,
    {
      path: 'ticket/refundConfirm',
      summary:
        'Ask for the refund of tickets in one mode: settled at once when the rules decide it, else waits for the desk',
      tags,
      body: refundConfirmSchema,
      response: refundConfirmedSchema,
    },
    async (input, request) => confirmRefund(deps(), caller(request), input),
  );

  postRoute(
    app,
    {
      path: 'ticket/refundDecide',
      summary:
        'Approve (refund now) or reject (with a reason) a waiting refund request: support, operator, or the selling agency',
      tags,
      body: refundDecideSchema,
      response: refundRequestViewSchema,
      roles: refundDeskRoles,
    },
    async (input, request) => {
      const user = signedInUser(request);
      return decideRefund(deps(), { id: user.id, role: user.role, tenant: user.tenant }, input);
    },
  );

  postRoute(
    app,
    {
      path: 'ticket/getRefundRequests',
      summary:
        "The refund desk's requests (an agency user sees those of its own sales), waiting ones first",
      tags,
      body: refundDeskListSchema,
      response: refundDeskListResponseSchema,
      roles: refundDeskRoles,
    },
    async (input, request) => {
      const user = signedInUser(request);
      return refundDesk(
        deps(),
        { id: user.id, role: user.role, tenant: user.tenant },
        input,
        request.lang,
      );
    },
  );

  // The address is checked by the route's schemas like any body (a NUL in it would reach a
  // query: found by e2e/fuzz.spec.ts); the lookup's own rules then name what is missing.
  app.get(
    '/api/ticket/pdf/:trackingCode',
    { schema: { hide: true, params: pdfParamsSchema, querystring: pdfQuerySchema } },
    async (request, reply) => {
      const params = pdfParamsSchema.safeParse(request.params);
      const query = pdfQuerySchema.safeParse(request.query);
      const lookup = ticketLookupSchema.safeParse({
        trackingCode: params.data?.trackingCode,
        mobile: query.data?.mobile,
        access: query.data?.access,
      });
      if (!params.success || !query.success || !lookup.success)
        throw new AppError('VALIDATION', 'required', { fields: { mobile: 'required' } });
      const header = request.headers.lang;
      const { pdf, fileName } = await ticketPdf(
        { ...deps(), webDist: options.webDist },
        caller(request),
        lookup.data,
        query.data.lang ?? (typeof header === 'string' ? header.trim().toLowerCase() : undefined),
        query.data.calendar ?? null,
      );
      return reply
        .headers(fileHeaders('application/pdf', contentDisposition('attachment', fileName)))
        .send(pdf);
    },
  );
}
