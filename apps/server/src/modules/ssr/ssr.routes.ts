import type { FastifyInstance } from 'fastify';
import {
  extraServiceSubmittedSchema,
  extraServicesOfferSchema,
  submitExtraServiceSchema,
  ticketLookupSchema,
} from '@parvaz/domain/contracts/tickets';
import { postRoute } from '../../platform/envelope';
import type { StartPayment } from '../payments/payments.api';
import { extraServicesOffer, submitExtraService, type SsrDeps } from './ssr.service';

const tags = ['ssr'];

export interface SsrRoutesOptions {
  startPayment: StartPayment;
}

/** Services added to a booking after the sale (`/ssr`): what is possible, and adding it. */
export async function ssrRoutes(app: FastifyInstance, options: SsrRoutesOptions): Promise<void> {
  const deps: SsrDeps = {
    db: app.db,
    signer: app.signer,
    now: () => app.now(),
    startPayment: options.startPayment,
    translatorFor: app.translatorFor,
  };

  postRoute(
    app,
    {
      path: 'ssr/addServiceFlightSearch',
      summary:
        "A booking's extra services with their state, and those its flights can still take, with prices and limits",
      tags,
      body: ticketLookupSchema,
      response: extraServicesOfferSchema,
    },
    async (input, request) =>
      extraServicesOffer(deps, { tenant: request.tenant, ip: request.ip }, input, request.currency),
  );

  postRoute(
    app,
    {
      path: 'ssr/submitExtraService',
      summary:
        'Add extra services to a confirmed booking: requested until their payment at the bank settles',
      tags,
      body: submitExtraServiceSchema,
      response: extraServiceSubmittedSchema,
    },
    async (input, request) =>
      submitExtraService(
        deps,
        { tenant: request.tenant, ip: request.ip },
        input,
        request.lang,
        request.currency,
      ),
  );
}
