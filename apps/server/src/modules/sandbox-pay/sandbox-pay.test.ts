// Sandbox Pay, the provider that tells us by a signed server-to-server notification: a payment
// is delivered once whether the notification comes before the payer's browser or after it, and
// a forged, stale or replayed notification is refused and changes nothing.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadSigningSecret } from '../../platform/app-secret';
import { sandboxPaySecret } from '../../providers';
import { databaseKinds } from '../../test/test-app';
import { locationOf, paymentsApp, type StartedPayment } from '../payments/payments-test-kit';
import {
  deliverSandboxPayNotifications,
  sandboxPayWebhookUrl,
  signatureHeader,
  signNotification,
} from './sandbox-pay.api';

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

describe.each(databaseKinds)('Sandbox Pay (signed notifications) on %s', (kind) => {
  const ctx = paymentsApp(kind);
  const { db, records, get, submit } = ctx;
  const start = () => ctx.start({}, 'sandbox-pay');

  const secret = async () => sandboxPaySecret(await loadSigningSecret(db()));
  const deliver = async (includeHeld = false) =>
    deliverSandboxPayNotifications(ctx.t.app, db(), {
      secret: await secret(),
      now: () => new Date(),
      includeHeld,
    });

  /** Posts a notification to our webhook as Sandbox Pay would, signed with `key` at `at`. */
  async function notify(
    started: StartedPayment,
    options: { id?: string; key?: Buffer; at?: Date; body?: string } = {},
  ) {
    const body =
      options.body ??
      JSON.stringify({
        id: options.id ?? `evt_${randomBytes(6).toString('hex')}`,
        type: 'payment.authorized',
        token: started.token,
      });
    return ctx.t.app.inject({
      method: 'POST',
      url: sandboxPayWebhookUrl,
      headers: {
        'content-type': 'application/json',
        [signatureHeader]: signNotification(
          options.key ?? (await secret()),
          body,
          options.at ?? new Date(),
        ),
      },
      payload: body,
    });
  }

  const settledOnce = async (started: StartedPayment) =>
    (await records.events(started.paymentId)).filter((e) => e === 'settled').length;

  it('opens at Sandbox Pay, whose hosted page takes the payment', async () => {
    const started = await start();
    expect(started.paymentUrl).toMatch(/^\/bank\/sandbox-pay\/[\w-]{16,64}$/);
    expect(await records.payment(started.paymentId)).toMatchObject({
      provider: 'sandbox-pay',
      status: 'pending',
      paymentUrl: started.paymentUrl,
    });
    const page = await get(started.paymentUrl);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Sandbox Pay');
    expect(page.body).toContain('<form method="post">');
  });

  it('delivers once when the notification comes before the browser', async () => {
    const started = await start();
    const hosted = await submit(started.paymentUrl, form({ action: 'pay' }));
    expect(hosted.statusCode).toBe(302);
    // The provider told us before sending the browser back: the payment is settled already.
    expect(await records.payment(started.paymentId)).toMatchObject({ status: 'paid' });
    const back = await get(String(hosted.headers.location));
    expect(back.statusCode).toBe(302);
    expect(locationOf(back).pathname).toBe('/booking/result');
    // The browser again, and the provider's retry of the same notification: nothing more.
    await get(String(hosted.headers.location));
    expect(await deliver(true)).toBe(0);
    expect(await records.events(started.paymentId)).toEqual([
      'created',
      'verified',
      'settled',
      'ticketsIssued',
    ]);
  });

  it('delivers once when the browser comes back before the notification, which it waits for', async () => {
    const started = await start();
    const hosted = await submit(started.paymentUrl, form({ action: 'pay', notify: 'hold' }));
    expect(hosted.statusCode).toBe(302);
    const returnUrl = String(hosted.headers.location);
    expect(returnUrl).toBe(`/api/payment/callback?token=${started.token}`);

    // The browser first: a page that looks again by itself, and nothing settled.
    const waiting = await get(returnUrl);
    expect(waiting.statusCode).toBe(200);
    expect(waiting.headers['content-type']).toContain('text/html');
    expect(waiting.body).toContain('<meta http-equiv="refresh" content="2">');
    expect(waiting.body).toContain('Confirming your payment');
    expect(await records.payment(started.paymentId)).toMatchObject({ status: 'pending' });

    // The notification comes: settled and delivered, once.
    expect(await deliver(true)).toBe(1);
    const after = await get(returnUrl);
    expect(after.statusCode).toBe(302);
    expect(locationOf(after).pathname).toBe('/booking/result');
    expect(await records.payment(started.paymentId)).toMatchObject({ status: 'paid' });
    expect(await settledOnce(started)).toBe(1);
    expect((await records.events(started.paymentId)).filter((e) => e === 'ticketsIssued')).toEqual([
      'ticketsIssued',
    ]);
  });

  it('refuses a forged, tampered or stale notification and changes nothing', async () => {
    const started = await start();
    await submit(started.paymentUrl, form({ action: 'pay', notify: 'hold' }));
    const before = await records.events(started.paymentId);

    const forged = await notify(started, { key: randomBytes(32) });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({ status: 'error', errors: { code: 'FORBIDDEN' } });

    // Signed for one body, sent with another.
    const signedBody = JSON.stringify({ id: 'evt_a', type: 'payment.authorized', token: 'x' });
    const tampered = await ctx.t.app.inject({
      method: 'POST',
      url: sandboxPayWebhookUrl,
      headers: {
        'content-type': 'application/json',
        [signatureHeader]: signNotification(await secret(), signedBody, new Date()),
      },
      payload: JSON.stringify({ id: 'evt_a', type: 'payment.authorized', token: started.token }),
    });
    expect(tampered.statusCode).toBe(403);

    const unsigned = await ctx.t.app.inject({
      method: 'POST',
      url: sandboxPayWebhookUrl,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ id: 'evt_b', type: 'payment.authorized', token: started.token }),
    });
    expect(unsigned.statusCode).toBe(403);

    const stale = await notify(started, { at: new Date(Date.now() - 10 * 60_000) });
    expect(stale.statusCode).toBe(400);

    const broken = await notify(started, { body: '{"id":' });
    expect(broken.statusCode).toBeGreaterThanOrEqual(400);
    expect(broken.statusCode).toBeLessThan(500);

    expect(await records.events(started.paymentId)).toEqual(before);
    expect(await records.payment(started.paymentId)).toMatchObject({ status: 'pending' });
  });

  it('acts on a notification once: the same id again is refused and changes nothing', async () => {
    const started = await start();
    await submit(started.paymentUrl, form({ action: 'pay', notify: 'hold' }));
    const first = await notify(started, { id: 'evt_once_1' });
    expect(first.statusCode).toBe(200);
    expect(await records.payment(started.paymentId)).toMatchObject({ status: 'paid' });
    const events = await records.events(started.paymentId);

    const replayed = await notify(started, { id: 'evt_once_1' });
    expect(replayed.statusCode).toBe(409);
    // Another notification of the same payment (a provider's retry under a new id) is
    // answered, and moves nothing either.
    const another = await notify(started, { id: 'evt_once_2' });
    expect(another.statusCode).toBe(200);
    expect(another.json()).toMatchObject({ data: { outcome: 'already' } });
    expect(await records.events(started.paymentId)).toEqual(events);
    expect(await settledOnce(started)).toBe(1);
  });

  it('records a declined payment from its notification, with nothing delivered', async () => {
    const started = await start();
    const hosted = await submit(started.paymentUrl, form({ action: 'decline' }));
    expect(hosted.statusCode).toBe(302);
    expect(await records.payment(started.paymentId)).toMatchObject({ status: 'failed' });
    const back = await get(String(hosted.headers.location));
    expect(back.statusCode).toBe(302);
    expect(locationOf(back).pathname).toBe('/booking/result');
    expect(await records.events(started.paymentId)).toEqual(['created', 'declined']);
  });
});
