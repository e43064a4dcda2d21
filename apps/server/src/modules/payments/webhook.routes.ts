import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../platform/app-error';
import { postRoute } from '../../platform/envelope';
import { handleCallback, type PaymentDeps } from './payments.service';

/**
 * What a provider's notification says, as every notifying provider here sends it: its own id,
 * what happened, and the payment's token. The signature over the raw body is the provider's to
 * check (`authenticate`); this is only its shape.
 */
export const notificationSchema = z.object({
  id: z.string().regex(/^[\w-]{1,128}$/),
  type: z.string().max(64),
  token: z.string().regex(/^[\w-]{1,128}$/),
});

const notificationAnswerSchema = z.object({ outcome: z.string() });

/** The path of a provider's webhook: `POST /api/payment/notify/<provider>`. */
export const webhookPath = (provider: string) => `payment/notify/${provider}`;

/**
 * The webhook of each provider that notifies us server to server. Its body is kept as sent, for
 * the provider's signature is over those bytes: a notification whose signature or time does not
 * hold is refused (403 or 400) and changes nothing; one whose id came before is refused (409)
 * and changes nothing; a valid one settles its payment once, exactly as the browser's return from
 * a gateway does, whether the payer's browser came back before it or after.
 */
export async function webhookRoutes(
  app: FastifyInstance,
  options: { deps: PaymentDeps },
): Promise<void> {
  const rawBodies = new WeakMap<FastifyRequest, string>();
  // This plugin's own JSON parser (encapsulated: the other routes keep theirs).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    rawBodies.set(request, text);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new AppError('MALFORMED_BODY', 'invalidValue'), undefined);
    }
  });

  for (const provider of options.deps.providers.all()) {
    const authenticate = provider.authenticate?.bind(provider);
    if (!authenticate) continue;
    postRoute(
      app,
      {
        path: webhookPath(provider.name),
        summary: `${provider.name}'s signed server-to-server notification of a payment (the provider only)`,
        tags: ['payments'],
        body: notificationSchema,
        response: notificationAnswerSchema,
      },
      async (input, request) => {
        const notice = authenticate({
          rawBody: rawBodies.get(request) ?? '',
          headers: request.headers,
          now: options.deps.now(),
        });
        if (!notice.ok)
          throw notice.reason === 'signature'
            ? new AppError('FORBIDDEN', 'forbidden')
            : new AppError('VALIDATION', 'invalidValue');
        // The signed body is the parsed one: a token in a header or elsewhere counts for nothing.
        if (notice.token !== input.token || notice.id !== input.id)
          throw new AppError('VALIDATION', 'invalidValue');
        const answered = await handleCallback(options.deps, { token: notice.token }, request.lang, {
          by: 'notification',
          provider: provider.name,
          id: notice.id,
        });
        if (answered.outcome === 'replayed') throw new AppError('CONFLICT', 'invalidValue');
        if (answered.outcome === 'unknown') throw new AppError('NOT_FOUND', 'paymentNotFound');
        return { outcome: answered.outcome };
      },
    );
  }
}
