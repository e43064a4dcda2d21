import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { banksListSchema } from '@parvaz/domain/contracts/profile';
import { postRoute } from '../../platform/envelope';
import { banksList } from './provider-registry';
import {
  callbackInputSchema,
  gatewayTokenSchema,
  handleCallback,
  paymentStatus,
  type CallbackAnswer,
  type PaymentDeps,
} from './payments.service';
import { renderWaiting } from './waiting-page';
import { webhookRoutes } from './webhook.routes';

const verifyRequestSchema = z.object({ token: gatewayTokenSchema });
const verifyResponseSchema = z.object({
  paymentId: z.number(),
  status: z.enum(['pending', 'paid', 'failed', 'cancelled', 'reversed']),
  amount: z.number(),
  currency: z.string(),
});

/** The payment endpoints of the API: the providers' callback and webhook, a payment's status. */
export async function paymentRoutes(app: FastifyInstance): Promise<void> {
  const deps: PaymentDeps = {
    db: app.db,
    now: app.now,
    translatorFor: app.translatorFor,
    providers: app.paymentProviders,
    purchases: app.purchases,
  };

  postRoute(
    app,
    {
      path: 'payment/getBanksList',
      summary: 'The banks and gateways a payment can go through',
      tags: ['payments'],
      response: banksListSchema,
    },
    async (_input, request) => banksList(app.paymentProviders, request.t),
  );

  postRoute(
    app,
    {
      path: 'payment/verify',
      summary: "A payment's status, by the gateway token",
      tags: ['payments'],
      body: verifyRequestSchema,
      response: verifyResponseSchema,
    },
    async (input, request) => paymentStatus(deps, request.tenant.id, input.token),
  );

  const callback = async (request: FastifyRequest, input: unknown) => {
    const parsed = callbackInputSchema.safeParse(input);
    return handleCallback(deps, parsed.success ? parsed.data : {}, request.lang);
  };
  /** A result page, or (a provider's notification still to come) a page that waits for it. */
  const answer = (reply: FastifyReply, answered: CallbackAnswer) => {
    reply.header('cache-control', 'no-store');
    if ('location' in answered) return reply.redirect(answered.location, 302);
    // A browser's return is never a notification: a replay cannot come this way.
    if (!('waiting' in answered)) return reply.redirect('/', 302);
    const t = app.translatorFor(answered.waiting.lang);
    return reply.type('text/html; charset=utf-8').send(renderWaiting(answered.waiting.lang, t));
  };
  app.get('/api/payment/callback', { schema: { hide: true } }, async (request, reply) =>
    answer(reply, await callback(request, request.query)),
  );
  app.post('/api/payment/callback', { schema: { hide: true } }, async (request, reply) => {
    const body = typeof request.body === 'object' && request.body !== null ? request.body : {};
    const query = typeof request.query === 'object' && request.query !== null ? request.query : {};
    return answer(reply, await callback(request, { ...query, ...body }));
  });

  await app.register(webhookRoutes, { deps });
}
