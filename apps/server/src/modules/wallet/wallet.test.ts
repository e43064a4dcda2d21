// The customer's wallet, read from the ledger: top-ups through the sandbox bank. Its balance is the
// ledger account `wallet:user:<id>`; what the API shows is checked against the ledger's own
// reading.
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { increaseCreditResponseSchema, userCreditSchema } from '@parvaz/domain/contracts/profile';
import { entryKinds } from '@parvaz/domain/ledger/movements';
import { ledgerEntries } from '../../db/schema/ledger';
import { payments } from '../../db/schema/payments';
import { buildSignedInUser } from '../../test/factories';
import { databaseKinds } from '../../test/test-app';
import { cardForm, declinedCard, payAndReturn, validCard } from '../payments/payments-test-kit';

import { codeOf, dataOf, errorsOf, walletSuite } from './wallet-test-kit';

describe.each(databaseKinds)('the wallet on %s', (kind) => {
  const s = walletSuite(kind);
  const { db, customer, ledgerBalance, ledgerLines, transactions, booksBalance } = s;

  describe('top-up through the sandbox bank', () => {
    it('credits the wallet once, however many times the bank calls back', async () => {
      const user = await customer();
      const opened = await s.t.post(
        'user/increaseCredit',
        { amount: '۲۵۰۰۰۰', bankId: 'sandbox' },
        user.headers,
      );
      expect(opened.status).toBe(200);
      const { paymentUrl } = dataOf(increaseCreditResponseSchema, opened);
      expect(paymentUrl).toMatch(/^\/bank\/sandbox\//);
      const [payment] = await db()
        .select()
        .from(payments)
        .where(and(eq(payments.purpose, 'topup'), eq(payments.purchaseId, user.id)));
      expect(payment).toMatchObject({ purpose: 'topup', amount: 250_000, currency: 'IRR' });

      const { callback, callbackUrl } = await payAndReturn(
        s.t.app,
        paymentUrl,
        cardForm(validCard()),
      );
      expect(callback.statusCode).toBe(302);
      expect(callback.headers.location).toBe('/profile/credit?payment=ok');
      const again = await s.t.app.inject({ method: 'GET', url: callbackUrl });
      expect(again.headers.location).toBe('/profile/credit?payment=ok');
      await Promise.all(
        Array.from({ length: 3 }, () => s.t.app.inject({ method: 'GET', url: callbackUrl })),
      );

      // One entry credits the wallet: the top-up of this payment, once.
      const lines = await ledgerLines(user.id);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({
        key: `topup:${payment?.id}`,
        kind: entryKinds.topup,
        change: 250_000,
        balanceAfter: 250_000,
      });
      expect(await ledgerBalance(user.id)).toBe(250_000);
      // And the bank's money came in once, before it became the customer's.
      const settled = await db()
        .select({ key: ledgerEntries.key })
        .from(ledgerEntries)
        .where(
          and(
            eq(ledgerEntries.tenant, 'sepehran'),
            like(ledgerEntries.key, `payment:${payment?.id}:%`),
          ),
        );
      expect(settled.map((e) => e.key)).toEqual([`payment:${payment?.id}:settled`]);

      const balance = await s.t.post('user/getUserCredit', {}, user.headers);
      expect(dataOf(userCreditSchema, balance)).toEqual({ amount: 250_000, currency: 'IRR' });
      const info = await s.t.post('user/getInfo', {}, user.headers);
      expect(dataOf(z.object({ credit: userCreditSchema }), info).credit).toEqual({
        amount: 250_000,
        currency: 'IRR',
      });
      const statementLines = await transactions(user.headers, {});
      expect(statementLines.items).toEqual([
        expect.objectContaining({
          type: 'topup',
          amount: 250_000,
          balanceAfter: 250_000,
          code: codeOf(lines[0]?.entryId ?? 0),
        }),
      ]);
      await booksBalance();
    });

    it('shows the bank page in the language the top-up was asked in', async () => {
      const user = await customer();
      const opened = await s.t.post(
        'user/increaseCredit',
        { amount: '250000', bankId: 'sandbox' },
        { ...user.headers, lang: 'en' },
      );
      const { paymentUrl } = dataOf(increaseCreditResponseSchema, opened);
      // No ?lang= and no header: the page still speaks the payer's language, not the brand's.
      const page = await s.t.app.inject({ method: 'GET', url: paymentUrl });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<html lang="en" dir="ltr">');
    });

    it('adds nothing for a declined card and sends the customer back with failed', async () => {
      const user = await customer();
      const opened = await s.t.post(
        'user/increaseCredit',
        { amount: 500_000, bankId: 'sandbox' },
        user.headers,
      );
      const { callback } = await payAndReturn(
        s.t.app,
        dataOf(increaseCreditResponseSchema, opened).paymentUrl,
        cardForm(declinedCard()),
      );
      expect(callback.headers.location).toBe('/profile/credit?payment=failed');
      expect(await ledgerLines(user.id)).toEqual([]);
      expect(await ledgerBalance(user.id)).toBe(0);
    });

    it('keeps amounts within the limits of the currency, and dollars with cents', async () => {
      const user = await customer();
      const small = await s.t.post(
        'user/increaseCredit',
        { amount: '99999', bankId: 'sandbox' },
        { ...user.headers, lang: 'en' },
      );
      expect(small.status).toBe(400);
      expect(errorsOf(small)?.fields).toHaveProperty('amount');
      const large = await s.t.post(
        'user/increaseCredit',
        { amount: '1000000001', bankId: 'sandbox' },
        user.headers,
      );
      expect(large.status).toBe(400);
      const text = await s.t.post(
        'user/increaseCredit',
        { amount: 'abc', bankId: 'sandbox' },
        user.headers,
      );
      expect(text.status).toBe(400);
      const bank = await s.t.post(
        'user/increaseCredit',
        { amount: '200000', bankId: 'x' },
        user.headers,
      );
      expect(bank.status).toBe(400);

      const turk = await customer('turk');
      const dollars = await s.t.post(
        'user/increaseCredit',
        { amount: '12.50', bankId: 'sandbox' },
        turk.headers,
      );
      expect(dollars.status).toBe(200);
      const [payment] = await db()
        .select()
        .from(payments)
        .where(and(eq(payments.purpose, 'topup'), eq(payments.purchaseId, turk.id)));
      expect(payment).toMatchObject({ amount: 1250, currency: 'USD' });
      const tooMuch = await s.t.post(
        'user/increaseCredit',
        { amount: '5000.01', bankId: 'sandbox' },
        turk.headers,
      );
      expect(tooMuch.status).toBe(400);
      // The turk brand's wallet is kept in dollars.
      const credit = await s.t.post('user/getUserCredit', {}, turk.headers);
      expect(dataOf(userCreditSchema, credit)).toEqual({ amount: 0, currency: 'USD' });
    });

    it('is for signed-in customers only', async () => {
      const guest = await s.t.post('user/getUserCredit', {}, { 'x-tenant': 'sepehran' });
      expect(guest.status).toBe(401);
      const agency = await buildSignedInUser(db(), { tenant: 'sepehran', role: 'agency' });
      const refused = await s.t.post('user/getTransactions', {}, agency.headers);
      expect(refused.status).toBe(403);
    });
  });
});
