// A payer the bank sends back with a payment the site does not know (a token of another site, an
// old bookmark, a forged link) expects to land somewhere sensible and be told what happened: the
// home page, in their language, saying no payment was found and what becomes of money taken.
import { describe, expect, it } from 'vitest';
import { databaseKinds } from '../test/test-app';
import { renderedPagesApp } from './rendered-pages-test-kit';

describe.each(databaseKinds)('the bank returning an unknown payment, on %s', (kind) => {
  const { get, page } = renderedPagesApp(kind);

  it('sends the payer home, told in their language that no payment was found', async () => {
    const back = await get('/api/payment/callback?token=no-such-payment-token-123&status=OK', {
      'x-tenant': 'sepehran',
      'accept-language': 'fa',
    });
    expect(back.statusCode).toBe(302);
    const location = String(back.headers.location);
    expect(location).toBe('/?payment=unknown&lang=fa');

    const home = await page(location, { 'x-tenant': 'sepehran' });
    expect(home.status).toBe(200);
    expect(home.html).toContain('<html lang="fa" dir="rtl">');
    expect(home.text).toContain('این پرداخت را پیدا نکردیم');
    // The search box is there as on any visit: the payer carries on from home.
    expect(home.text).toContain('جست‌وجوی پرواز');

    const english = await page('/?payment=unknown&lang=en', { 'x-tenant': 'sepehran' });
    expect(english.text).toContain('We could not find that payment.');
    // Without the word from the bank, the home page says nothing of payments.
    const plain = await page('/?lang=en', { 'x-tenant': 'sepehran' });
    expect(plain.text).not.toContain('We could not find that payment.');
  });
});
