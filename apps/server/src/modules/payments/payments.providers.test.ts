// The payment flows every provider must carry the same way, run at each: the sandbox bank (the
// browser's return verifies) and Sandbox Pay (a signed notification verifies, the browser
// waits). Provider-specific pages and checks stay in their own modules' tests.
import { describe, expect, it } from 'vitest';
import { localDateIn } from '@parvaz/domain/calendar/zoned';
import { loadSigningSecret } from '../../platform/app-secret';
import { sandboxPaySecret } from '../../providers';
import { databaseKinds } from '../../test/test-app';
import { deliverSandboxPayNotifications } from '../sandbox-pay/sandbox-pay.api';
import { refundToCard } from './payment-refund';
import {
  cardForm,
  declinedCard,
  locationOf,
  paymentsApp,
  validCard,
  type StartedPayment,
} from './payments-test-kit';
import { reconcilePayments } from './reconciliation';

const providerNames = ['sandbox', 'sandbox-pay'] as const;
type ProviderName = (typeof providerNames)[number];

const cases = databaseKinds.flatMap((kind) => providerNames.map((name) => [name, kind] as const));

describe.each(cases)('payments at %s on %s', (providerName: ProviderName, kind) => {
  const ctx = paymentsApp(kind);
  const { db, records, get, submit, later } = ctx;
  const start = (overrides: Parameters<typeof ctx.start>[0] = {}) =>
    ctx.start(overrides, providerName);
  const provider = () => ctx.t.app.paymentProviders.named(providerName);

  /** What the payer sends on the provider's page to pay, to be declined, or to cancel. */
  const forms = {
    pay: providerName === 'sandbox' ? cardForm(validCard()) : 'action=pay&notify=hold',
    decline: providerName === 'sandbox' ? cardForm(declinedCard()) : 'action=decline&notify=hold',
    cancel: 'action=cancel&notify=hold',
  };

  /**
   * The payer decides at the provider; `arrive` then brings the provider's word to us as the
   * provider gives it (Sandbox Pay's notification, whose sending was held) and the browser back.
   */
  async function decide(started: StartedPayment, form: string) {
    const page = await submit(started.paymentUrl, form);
    expect(page.statusCode).toBe(302);
    const location = String(page.headers.location);
    return {
      location,
      arrive: async () => {
        if (providerName === 'sandbox-pay')
          await deliverSandboxPayNotifications(ctx.t.app, db(), {
            secret: sandboxPaySecret(await loadSigningSecret(db())),
            now: ctx.t.app.now,
            includeHeld: true,
          });
        return get(location);
      },
    };
  }

  it('pays, settles once and issues the tickets, however often the payer comes back', async () => {
    const started = await start();
    const { arrive } = await decide(started, forms.pay);
    const back = await arrive();
    expect(back.statusCode).toBe(302);
    expect(locationOf(back).pathname).toBe('/booking/result');
    await arrive();
    await arrive();
    expect(await records.events(started.paymentId)).toEqual([
      'created',
      'verified',
      'settled',
      'ticketsIssued',
    ]);
    expect((await records.payment(started.paymentId))?.provider).toBe(providerName);
    expect((await provider().inquire(db(), started.token)).status).toBe('verified');
  });

  it('records a decline and a cancellation, with nothing issued', async () => {
    const declined = await start();
    await (await decide(declined, forms.decline)).arrive();
    expect(await records.stateOf(declined)).toMatchObject({
      payment: 'failed',
      ticketsIssued: false,
    });
    const cancelled = await start();
    await (await decide(cancelled, forms.cancel)).arrive();
    expect(await records.stateOf(cancelled)).toMatchObject({
      payment: 'cancelled',
      ticketsIssued: false,
    });
  });

  it('gives the money back when the hold ran out before the provider’s word came', async () => {
    const started = await start({ payBy: new Date(Date.now() + 10 * 60_000) });
    const { arrive } = await decide(started, forms.pay);
    await later(11 * 60_000, arrive);
    expect(await records.stateOf(started)).toMatchObject({
      payment: 'reversed',
      ticketsIssued: false,
    });
    expect((await provider().inquire(db(), started.token)).status).toBe('reversed');
  });

  it('reconciliation gives back money taken but never verified, at the provider of the row', async () => {
    const started = await start();
    await decide(started, forms.pay);
    // Neither the browser nor the notification ever reaches us.
    const report = await reconcilePayments(
      db(),
      ctx.t.app.paymentProviders,
      ctx.t.app.purchases,
      new Date(Date.now() + 6 * 60_000),
    );
    expect(report.reversed).toBeGreaterThanOrEqual(1);
    expect((await records.payment(started.paymentId))?.status).toBe('reversed');
    expect((await provider().inquire(db(), started.token)).status).toBe('reversed');
  });

  it('refunds part of a settled payment through the provider it was paid at', async () => {
    const started = await start();
    await (await decide(started, forms.pay)).arrive();
    const refunded = await db().transaction((tx) =>
      refundToCard(
        tx,
        ctx.t.app.paymentProviders,
        { paymentId: started.paymentId, amount: 1_000, reference: 'part-1', at: new Date() },
        {},
      ),
    );
    expect(refunded).toBe(true);
    expect(await records.events(started.paymentId)).toContain('refunded');
    // The provider's settlement report of today (in its own zone) lists both movements.
    const lines = await provider().settledMovements(db(), {
      merchant: 'sepehran',
      day: localDateIn(new Date(), provider().timeZone),
    });
    const mine = lines.filter((line) => line.token === started.token);
    expect(mine.map((line) => [line.kind, line.amount])).toEqual([
      ['verified', started.amount],
      ['refunded', 1_000],
    ]);
  });
});
