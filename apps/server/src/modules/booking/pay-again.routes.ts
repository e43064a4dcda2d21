import type { FastifyInstance } from 'fastify';
import {
  paymentStartRequestSchema,
  paymentStartResponseSchema,
} from '@parvaz/domain/contracts/booking';
import { postRoute } from '../../platform/envelope';
import type { StartPayment } from '../payments/payments.api';
import { payAgain } from './pay-again.service';

/** `payment/start`: paying again for a booking whose hold still runs, by its receipt. */
export async function payAgainRoutes(
  app: FastifyInstance,
  options: { startPayment: StartPayment },
): Promise<void> {
  const deps = { db: app.db, now: () => app.now(), signer: app.signer, ...options };
  postRoute(
    app,
    {
      path: 'payment/start',
      summary: 'Another payment for a booking still waiting for one, by its signed receipt',
      tags: ['payments'],
      body: paymentStartRequestSchema,
      response: paymentStartResponseSchema,
    },
    async (input, request) => payAgain(deps, request.tenant.id, input.receipt, request.lang),
  );
}
