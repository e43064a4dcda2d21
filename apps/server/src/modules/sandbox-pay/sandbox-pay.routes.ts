import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isLanguage, type Language } from '@parvaz/domain/languages';
import { tenantIdSchema, tenants } from '@parvaz/domain/tenants/tenants';
import { paymentLanguageOf } from '../payments/payments.api';
import { decideAtSandboxPay, findPay, sandboxPayLogoPath, sandboxPayName } from './sandbox-pay';
import { deliverSandboxPayNotifications } from './sandbox-pay.delivery';
import {
  hostedFormSchema,
  renderHostedNotice,
  renderHostedPage,
  returnLocation,
  sandboxPayLogoSvg,
} from './sandbox-pay.page';
import type { PayRow } from './sandbox-pay.repository';

const tokenParams = z.object({ token: z.string() });
const langQuery = z.object({ lang: z.string().optional() }).catch({});

const statusKey: Record<PayRow['status'], string> = {
  open: 'statusPaid',
  authorized: 'statusPaid',
  captured: 'statusVerified',
  declined: 'statusDeclined',
  cancelled: 'statusCancelled',
  reversed: 'statusReversed',
};

/**
 * Sandbox Pay's hosted page (plain HTML, no script): the payer pays, declines or cancels; the
 * merchant is then told by a signed notification to its webhook, and the browser goes back to
 * the merchant's return address, which waits for that notification if it has not come yet.
 */
export async function sandboxPayRoutes(
  app: FastifyInstance,
  options: { secret: Buffer },
): Promise<void> {
  const pageLanguage = async (request: FastifyRequest, row: PayRow | undefined) => {
    const asked = langQuery.parse(request.query).lang;
    if (isLanguage(asked)) return asked;
    if (row) {
      const ofPayment = await paymentLanguageOf(app.db, sandboxPayName, row.token);
      if (isLanguage(ofPayment)) return ofPayment;
      const tenant = tenantIdSchema.safeParse(row.merchant);
      if (tenant.success) return tenants[tenant.data].locale;
    }
    return request.lang;
  };
  const open = async (request: FastifyRequest, reply: FastifyReply) => {
    const { token } = tokenParams.parse(request.params);
    const row = await findPay(app.db, token);
    const lang: Language = await pageLanguage(request, row);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    return { token, row, lang, t: app.translatorFor(lang) };
  };

  app.get(sandboxPayLogoPath, { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .send(sandboxPayLogoSvg),
  );

  app.get('/bank/sandbox-pay/:token', { schema: { hide: true } }, async (request, reply) => {
    const { row, lang, t } = await open(request, reply);
    if (!row) return reply.status(404).send(renderHostedNotice(lang, t, 'notFound'));
    if (row.status === 'open') return reply.send(renderHostedPage(row, lang, t));
    return reply.send(renderHostedNotice(lang, t, statusKey[row.status]));
  });

  app.post('/bank/sandbox-pay/:token', { schema: { hide: true } }, async (request, reply) => {
    const { token, row, lang, t } = await open(request, reply);
    if (!row) return reply.status(404).send(renderHostedNotice(lang, t, 'notFound'));
    const parsed = hostedFormSchema.safeParse(request.body ?? {});
    const form = parsed.success ? parsed.data : hostedFormSchema.parse({});
    const declines = form.action === 'decline' || form.pan.replace(/\D/g, '').endsWith('0000');
    const outcome = form.action === 'cancel' ? 'cancelled' : declines ? 'declined' : 'authorized';
    const decided = await decideAtSandboxPay(app.db, token, outcome, {
      now: app.now(),
      holdNotification: form.notify === 'hold',
    });
    if (!decided) return reply.status(409).send(renderHostedNotice(lang, t, statusKey[row.status]));
    // The provider tells the merchant first, server to server; then the browser goes back.
    await deliverSandboxPayNotifications(app, app.db, { secret: options.secret, now: app.now });
    return reply.redirect(returnLocation(decided), 302);
  });
}
