import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '@parvaz/domain/format/money';
import { tenants } from '@parvaz/domain/tenants/tenants';
import { isValidTicketNumber } from '@parvaz/domain/tickets/ticket-number';
import { bookings } from '../../db/schema/booking';
import { sandboxBankTransactions } from '../../db/schema/sandbox-bank';
import { databaseKinds } from '../../test/test-app';
import { luhnValid } from '../sandbox-bank/sandbox-bank.api';
import {
  cardForm,
  declinedCard,
  locationOf,
  paymentsApp,
  testAccountingCode,
  validCard,
} from './payments-test-kit';
import { reconcilePayments } from './reconciliation';

describe('luhn', () => {
  it('accepts valid card numbers and refuses a changed digit', () => {
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
    expect(luhnValid(validCard())).toBe(true);
    expect(declinedCard().endsWith('0000')).toBe(true);
    expect(luhnValid('')).toBe(false);
  });
});

describe.each(databaseKinds)('payments with the sandbox bank on %s', (kind) => {
  const ctx = paymentsApp(kind);
  const { db, records, start, pay, submit, get, later } = ctx;

  it('opens a pending payment with a created event and a short URL-safe token', async () => {
    const started = await start();
    expect(started.paymentUrl).toMatch(/^\/bank\/sandbox\/[\w-]{16,64}$/);
    expect(await records.payment(started.paymentId)).toMatchObject({
      status: 'pending',
      amount: started.amount,
      purpose: 'booking',
      purchaseId: started.bookingId,
      provider: 'sandbox',
      paymentUrl: started.paymentUrl,
    });
    expect(await records.events(started.paymentId)).toEqual(['created']);
    expect(await records.bank(started.token)).toMatchObject({
      status: 'open',
      amount: started.amount,
    });
  });

  it('shows the bank page with merchant and amount, in the asked language and direction', async () => {
    const started = await start({ lang: 'fa' });
    const en = await get(`${started.paymentUrl}?lang=en`);
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toContain('text/html');
    expect(en.body).toContain('<html lang="en" dir="ltr">');
    expect(en.body).toContain(formatMoney({ amount: started.amount, currency: 'IRR' }, 'en'));
    expect(en.body).toContain(`<dd>${tenants.sepehran.name.en}</dd>`);
    expect(en.body).toContain('<label for="pan">');
    expect(en.body).not.toContain('<script');
    // Without ?lang= the page speaks the booking's language.
    const fa = await get(started.paymentUrl);
    expect(fa.body).toContain('<html lang="fa" dir="rtl">');
    expect(fa.body).toContain(formatMoney({ amount: started.amount, currency: 'IRR' }, 'fa'));
    const missing = await get('/bank/sandbox/no-such-token-here-1234');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('text/html');
  });

  it('pays, settles, issues numbered tickets, confirms the booking and sends SMS and e-mail', async () => {
    const mobile = '+989120000001';
    const email = 'happy@example.com';
    const started = await start({ passengers: 2, contactMobile: mobile, contactEmail: email });
    const { bank, callbackUrl, callback } = await pay(started);
    expect(callbackUrl).toBe(`/api/payment/callback?token=${started.token}&status=OK`);
    expect(bank.statusCode).toBe(302);
    expect(callback.statusCode).toBe(302);
    const location = locationOf(callback);
    expect(location.pathname).toBe('/booking/result');
    expect(location.searchParams.get('lang')).toBe('en');
    const receipt = ctx.t.app.signer.verify(location.searchParams.get('receipt') ?? '');
    expect(receipt).toMatchObject({ ok: true, payload: { booking: started.bookingId } });

    expect(await records.stateOf(started)).toEqual({
      payment: 'paid',
      events: ['created', 'verified', 'settled', 'ticketsIssued'],
      bank: 'verified',
      booking: 'confirmed',
      ticketsIssued: true,
    });
    const booking = await records.booking(started.bookingId);
    expect(booking?.confirmedAt).toBeInstanceOf(Date);
    const issued = await records.tickets(started.bookingId);
    expect(issued).toHaveLength(2);
    for (const ticket of issued) {
      expect(ticket.status).toBe('Confirmed');
      expect(ticket.issuedAt).toBeInstanceOf(Date);
      expect(ticket.ticketNumber).toMatch(/^\d{13}$/);
      expect(ticket.ticketNumber?.startsWith(testAccountingCode)).toBe(true);
      expect(isValidTicketNumber(ticket.ticketNumber ?? '')).toBe(true);
    }
    const sms = await records.messagesTo(mobile);
    expect(sms).toHaveLength(1);
    expect(sms[0]?.channel).toBe('sms');
    expect(sms[0]?.body).toContain(booking?.pnr);
    expect(sms[0]?.body).toContain(issued[0]?.ticketNumber);
    const mail = await records.messagesTo(email);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toContain(booking?.pnr);
    expect(mail[0]?.body).toContain('TESTER/PASSENGERA');
    expect(mail[0]?.body).toContain('TESTER/PASSENGERB');

    // The bank page of a finished transaction shows it and takes no second payment.
    const again = await get(`${started.paymentUrl}?lang=en`);
    expect(again.body).toContain('confirmed by the merchant');
    expect(again.body).not.toContain('name="pan"');
    const secondPay = await submit(started.paymentUrl);
    expect(secondPay.statusCode).toBe(409);
    expect(await records.bank(started.token)).toMatchObject({ status: 'verified' });

    // The client can ask for the payment's state, in its own tenant only.
    const verify = await ctx.t.post(
      'payment/verify',
      { token: started.token },
      { 'x-tenant': 'sepehran' },
    );
    expect(verify.json).toMatchObject({ data: { status: 'paid', paymentId: started.paymentId } });
    const other = await ctx.t.post(
      'payment/verify',
      { token: started.token },
      { 'x-tenant': 'oman' },
    );
    expect(other.status).toBe(404);
  });

  it('records a declined card as failed and leaves the booking waiting for payment', async () => {
    const started = await start();
    const { callbackUrl, callback } = await pay(started, cardForm(declinedCard()));
    expect(callbackUrl).toContain('status=NOK');
    expect(callback.statusCode).toBe(302);
    expect(String(callback.headers.location)).toMatch(/^\/booking\/result\?receipt=/);
    expect(await records.stateOf(started)).toEqual({
      payment: 'failed',
      events: ['created', 'declined'],
      bank: 'declined',
      booking: 'pending_payment',
      ticketsIssued: false,
    });
    expect(await records.bank(started.token)).toMatchObject({ reference: null });
    const rows = await records.tickets(started.bookingId);
    expect(rows.every((r) => r.status === 'NotVerified' && r.ticketNumber === null)).toBe(true);

    // The result page's receipt opens a second try, which pays and issues the tickets.
    const receipt = locationOf(callback).searchParams.get('receipt') ?? '';
    const restart = (tenant: string, body = { receipt }) =>
      ctx.t.post('payment/start', body, { 'x-tenant': tenant });
    const wrongTenant = await restart('oman');
    expect(wrongTenant.status).toBe(404);
    const retry = await restart('sepehran');
    expect(retry.status).toBe(200);
    const { data } = retry.json as { data: { paymentId: number; paymentUrl: string } };
    expect(data.paymentId).not.toBe(started.paymentId);
    await pay(data);
    expect((await records.booking(started.bookingId))?.status).toBe('confirmed');
    expect((await records.tickets(started.bookingId)).every((r) => r.status === 'Confirmed')).toBe(
      true,
    );
    const paidAlready = await restart('sepehran');
    expect(paidAlready.status).toBe(410);
    const forged = await restart('sepehran', { receipt: 'x.y' });
    expect(forged.status).toBe(404);
  });

  it('records a cancel at the bank as cancelled', async () => {
    const started = await start();
    const { callbackUrl, callback } = await pay(started, 'action=cancel');
    expect(callbackUrl).toContain('status=NOK');
    expect(callback.statusCode).toBe(302);
    expect(await records.stateOf(started)).toEqual({
      payment: 'cancelled',
      events: ['created', 'cancelled'],
      bank: 'cancelled',
      booking: 'pending_payment',
      ticketsIssued: false,
    });
  });

  it('re-renders the form with errors for a Luhn-invalid or incomplete card, keeping what was typed', async () => {
    const started = await start();
    const bad = validCard().slice(0, 15) + String((Number(validCard().slice(15)) + 1) % 10);
    const response = await submit(
      `${started.paymentUrl}?lang=en`,
      cardForm(bad, { cvv2: '987', otp: '55555' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('This card number is not valid.');
    expect(response.body).toContain(`value="${bad}"`);
    expect(response.body).not.toContain('987');
    expect(response.body).not.toContain('55555');
    expect(response.body).toContain('aria-invalid="true"');
    const incomplete = await submit(`${started.paymentUrl}?lang=tr`, 'action=pay&pan=1234');
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.body).toContain('16 haneli kart numarasını girin.');
    expect(incomplete.body).toContain('Dinamik şifreyi girin');
    expect(await records.bank(started.token)).toMatchObject({ status: 'open', cardMask: null });
    expect(await records.stateOf(started)).toMatchObject({
      payment: 'pending',
      events: ['created'],
    });
  });

  it('settles once for a repeated callback and for 20 concurrent ones', async () => {
    const mobile = '+989120000020';
    const started = await start({ passengers: 2, contactMobile: mobile });
    const bank = await submit(started.paymentUrl);
    const callbackUrl = String(bank.headers.location);
    const answers = await Promise.all(Array.from({ length: 20 }, () => get(callbackUrl)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array.from({ length: 20 }, () => 302));
    const issued = await records.tickets(started.bookingId);
    const numbers = issued.map((r) => r.ticketNumber);
    expect(numbers.every((n) => n !== null && isValidTicketNumber(n))).toBe(true);
    expect(new Set(numbers).size).toBe(2);
    const again = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/payment/callback',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${started.token}&status=OK`,
    });
    expect(again.statusCode).toBe(302);
    expect(String(again.headers.location)).toMatch(/^\/booking\/result\?receipt=/);
    expect((await records.tickets(started.bookingId)).map((r) => r.ticketNumber)).toEqual(numbers);
    expect(await records.messagesTo(mobile)).toHaveLength(1);
    const events = await records.events(started.paymentId);
    expect(events.filter((e) => e === 'settled')).toHaveLength(1);
    expect(events.filter((e) => e === 'verified')).toHaveLength(1);
  });

  it('fails and reverses a payment whose amount at the bank does not match', async () => {
    const mobile = '+989120000030';
    const started = await start({ contactMobile: mobile });
    await db()
      .update(sandboxBankTransactions)
      .set({ amount: started.amount - 1 })
      .where(eq(sandboxBankTransactions.token, started.token));
    const { callback } = await pay(started);
    expect(callback.statusCode).toBe(302);
    expect(await records.stateOf(started)).toEqual({
      payment: 'failed',
      events: ['created', 'verified', 'mismatch', 'reversed'],
      bank: 'reversed',
      booking: 'pending_payment',
      ticketsIssued: false,
    });
    expect(await records.messagesTo(mobile)).toHaveLength(0);
  });

  it('changes nothing for a forged callback and sends the payer home, told no payment was found', async () => {
    const forged = await get(
      '/api/payment/callback?token=forged-token-that-does-not-exist&status=OK',
      {
        lang: 'fa',
      },
    );
    expect(forged.statusCode).toBe(302);
    // No product's result page: nothing says what it was for. The home page tells the payer.
    expect(forged.headers.location).toBe('/?payment=unknown&lang=fa');
    const empty = await ctx.t.app.inject({ method: 'POST', url: '/api/payment/callback' });
    expect(empty.statusCode).toBe(302);
    const odd = await get('/api/payment/callback?token[a]=1&token[b]=2&status=OK');
    expect(odd.statusCode).toBe(302);
    // A real token whose transaction is still open: an OK from anyone but the bank moves nothing,
    // and neither does a NOK.
    const started = await start();
    for (const status of ['OK', 'NOK']) {
      const early = await get(`/api/payment/callback?token=${started.token}&status=${status}`);
      expect(early.statusCode).toBe(302);
    }
    expect(await records.stateOf(started)).toMatchObject({
      payment: 'pending',
      events: ['created'],
      bank: 'open',
    });
  });

  it('reverses the payment when the booking hold ran out before the callback', async () => {
    const started = await start({ payBy: new Date(Date.now() + 10 * 60_000) });
    const bank = await submit(started.paymentUrl);
    const callback = await later(11 * 60_000, () => get(String(bank.headers.location)));
    expect(callback.statusCode).toBe(302);
    expect(await records.stateOf(started)).toMatchObject({
      payment: 'reversed',
      bank: 'reversed',
      booking: 'pending_payment',
      ticketsIssued: false,
    });
  });

  it('reconciliation reverses a paid but never verified payment and closes an expired open one', async () => {
    const paidOnly = await start();
    const bank = await submit(paidOnly.paymentUrl);
    expect(bank.statusCode).toBe(302);
    const expired = await start({ payBy: new Date(Date.now() + 60_000) });
    const fresh = await start();

    // Within five minutes nothing is touched.
    const early = await reconcilePayments(
      db(),
      ctx.t.app.paymentProviders,
      ctx.t.app.purchases,
      new Date(Date.now() + 30_000),
    );
    expect(early).toEqual({ reversed: 0, cancelled: 0, failed: 0 });

    const report = await reconcilePayments(
      db(),
      ctx.t.app.paymentProviders,
      ctx.t.app.purchases,
      new Date(Date.now() + 6 * 60_000),
      2,
    );
    expect(report.reversed).toBeGreaterThanOrEqual(1);
    expect(await records.stateOf(paidOnly)).toMatchObject({
      payment: 'reversed',
      events: ['created', 'reversed'],
      bank: 'reversed',
    });
    expect(await records.stateOf(expired)).toMatchObject({
      payment: 'cancelled',
      bank: 'cancelled',
    });
    expect(await records.stateOf(fresh)).toMatchObject({ payment: 'pending', bank: 'open' });

    // A late callback for the reversed payment settles nothing.
    const late = await get(String(bank.headers.location));
    expect(late.statusCode).toBe(302);
    expect((await records.stateOf(paidOnly)).ticketsIssued).toBe(false);
    const stillPending = await db()
      .select({ id: bookings.id })
      .from(bookings)
      .where(
        and(
          inArray(bookings.id, [paidOnly.bookingId, expired.bookingId]),
          eq(bookings.status, 'pending_payment'),
        ),
      );
    expect(stillPending).toHaveLength(2);
  });

  it('lists every provider in the caller language, each with a logo it serves', async () => {
    const en = await ctx.t.post('payment/getBanksList', {}, { lang: 'en' });
    expect(en.json).toEqual({
      status: 'success',
      data: [
        {
          id: 'sandbox',
          name: 'Sandbox bank',
          logo: '/bank/logo/sandbox.svg',
          provider: 'sandbox',
        },
        {
          id: 'sandbox-pay',
          name: 'Sandbox Pay',
          logo: '/bank/logo/sandbox-pay.svg',
          provider: 'sandbox-pay',
        },
      ],
    });
    const fa = await ctx.t.post('payment/getBanksList', {}, { lang: 'fa' });
    expect(fa.json).toMatchObject({ data: [{ name: 'بانک آزمایشی' }, { name: 'پرداخت آزمایشی' }] });
    for (const path of ['/bank/logo/sandbox.svg', '/bank/logo/sandbox-pay.svg']) {
      const logo = await get(path);
      expect(logo.statusCode).toBe(200);
      expect(logo.headers['content-type']).toContain('image/svg+xml');
    }
  });

  it('answers a callback or a status check with a NUL byte in the token without a server fault', async () => {
    // Found by e2e/fuzz.spec.ts: PostgreSQL refuses 0x00 in text, the lookup failed with a 500.
    const started = await start();
    const callback = await get('/api/payment/callback?token=nul%00byte&status=NOK');
    expect(callback.statusCode).toBe(302);
    const status = await get(`/api/payment/callback?token=${started.token}&status=O%00K`);
    expect(status.statusCode).toBe(302);
    const verify = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/payment/verify',
      headers: { 'content-type': 'application/json', 'x-tenant': 'sepehran', lang: 'en' },
      payload: JSON.stringify({ token: 'nul\u0000byte' }),
    });
    expect(verify.statusCode).toBe(400);
    expect(verify.json()).toMatchObject({ status: 'error', errors: { code: 'VALIDATION' } });
    // The payment the good token names is untouched by the broken callbacks.
    expect(await records.payment(started.paymentId)).toMatchObject({ status: 'pending' });
  });
});
