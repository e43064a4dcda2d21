import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isLanguage, type Language } from '@parvaz/domain/languages';
import { tenantIdSchema, tenants } from '@parvaz/domain/tenants/tenants';
import { paymentLanguageOf } from '../payments/payments.api';
import {
  decideAtBank,
  findBankTransaction,
  sandboxLogoPath,
  type BankTransaction,
} from './sandbox-bank';
import {
  bankFormSchema,
  callbackLocation,
  checkCard,
  renderNotFound,
  renderOutcome,
  renderPaymentForm,
  sandboxLogoSvg,
} from './sandbox-bank.page';

const tokenParams = z.object({ token: z.string() });
const langQuery = z.object({ lang: z.string().optional() }).catch({});

/** The sandbox bank's own pages: plain HTML forms, no script (the CSP allows none inline). */
export async function sandboxBankRoutes(app: FastifyInstance): Promise<void> {
  const pageLanguage = async (
    request: FastifyRequest,
    row: BankTransaction | undefined,
  ): Promise<Language> => {
    const asked = langQuery.parse(request.query).lang;
    if (isLanguage(asked)) return asked;
    if (row) {
      const ofPayment = await paymentLanguageOf(app.db, 'sandbox', row.token);
      if (isLanguage(ofPayment)) return ofPayment;
      const tenant = tenantIdSchema.safeParse(row.merchant);
      if (tenant.success) return tenants[tenant.data].locale;
    }
    return request.lang;
  };

  /** The transaction a bank page is about, its language, and the reply set up as fresh HTML. */
  const openBankPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const { token } = tokenParams.parse(request.params);
    const row = await findBankTransaction(app.db, token);
    const lang = await pageLanguage(request, row);
    const t = app.translatorFor(lang);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    return { token, row, lang, t };
  };

  app.get(sandboxLogoPath, { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .send(sandboxLogoSvg),
  );

  app.get('/bank/sandbox/:token', { schema: { hide: true } }, async (request, reply) => {
    const { row, lang, t } = await openBankPage(request, reply);
    if (!row) return reply.status(404).send(renderNotFound(lang, t));
    if (row.status === 'open') return reply.send(renderPaymentForm(row, lang, t));
    const back = row.status === 'paid' || row.status === 'declined' || row.status === 'cancelled';
    return reply.send(
      renderOutcome(row, lang, t, back ? callbackLocation(row, row.status === 'paid') : null),
    );
  });

  app.post('/bank/sandbox/:token', { schema: { hide: true } }, async (request, reply) => {
    const { token, row, lang, t } = await openBankPage(request, reply);
    if (!row) return reply.status(404).send(renderNotFound(lang, t));
    if (row.status !== 'open') return reply.status(409).send(renderOutcome(row, lang, t, null));
    const parsed = bankFormSchema.safeParse(request.body ?? {});
    const form = parsed.success ? parsed.data : bankFormSchema.parse({});
    const now = app.now();
    if (form.action === 'cancel') {
      const decided = await decideAtBank(app.db, token, { outcome: 'cancelled' }, now);
      if (!decided.moved || !decided.row)
        return reply.status(409).send(renderOutcome(decided.row ?? row, lang, t, null));
      return reply.redirect(callbackLocation(decided.row, false), 302);
    }
    const card = checkCard(form, now);
    if (!card.ok) {
      const kept = { pan: form.pan, expMonth: form.expMonth, expYear: form.expYear };
      return reply
        .status(400)
        .send(renderPaymentForm(row, lang, t, { form: kept, errors: card.errors }));
    }
    // The sandbox's rule: a card ending in 0000 is declined by the bank.
    const outcome = card.pan.endsWith('0000') ? 'declined' : 'paid';
    const decided = await decideAtBank(app.db, token, { outcome, pan: card.pan }, now);
    if (!decided.moved || !decided.row)
      return reply.status(409).send(renderOutcome(decided.row ?? row, lang, t, null));
    return reply.redirect(callbackLocation(decided.row, outcome === 'paid'), 302);
  });
}
