import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../platform/translator';
import { luhnValid } from './luhn';
import type { BankTransaction } from './sandbox-bank';
import { bankFormSchema, checkCard, renderPaymentForm, sandboxCards } from './sandbox-bank.page';

// 5 Azar 1405 in Tehran.
const now = new Date('2026-11-26T09:00:00Z');

const form = (fields: Record<string, string>) =>
  bankFormSchema.parse({
    pan: sandboxCards.pays,
    cvv2: '123',
    expMonth: '12',
    expYear: '08',
    otp: '12345',
    ...fields,
  });

describe('the sandbox bank’s card form', () => {
  it('takes an expiry in Solar Hijri or Gregorian years, two or four digits', () => {
    for (const expYear of ['08', '1408', '30', '2030', '۰۸', '05'])
      expect(
        checkCard(form({ expYear, expMonth: expYear === '05' ? '9' : '12' }), now),
        expYear,
      ).toMatchObject({ ok: true });
  });

  it('says an expired card has expired and a year in no calendar is wrong', () => {
    expect(checkCard(form({ expMonth: '8', expYear: '05' }), now)).toEqual({
      ok: false,
      errors: { expiry: 'cardExpired' },
    });
    expect(checkCard(form({ expYear: '24' }), now)).toEqual({
      ok: false,
      errors: { expiry: 'cardExpired' },
    });
    expect(checkCard(form({ expYear: '55' }), now)).toEqual({
      ok: false,
      errors: { expiry: 'expiryInvalid' },
    });
  });

  it('judges the expiry by the date in Tehran', () => {
    // 20 March 2027, 21:00 UTC is already 1 Farvardin 1406 in Tehran (UTC+3:30).
    const nowruz = new Date('2027-03-20T21:00:00Z');
    const esfand1405 = form({ expMonth: '12', expYear: '05' });
    expect(checkCard(esfand1405, new Date('2027-03-20T20:00:00Z'))).toMatchObject({ ok: true });
    expect(checkCard(esfand1405, nowruz)).toEqual({ ok: false, errors: { expiry: 'cardExpired' } });
  });

  it('asks a CVV2 of 3 or 4 digits and a dynamic password of 5 to 8', () => {
    expect(checkCard(form({ cvv2: '1234', otp: '12345678' }), now)).toMatchObject({ ok: true });
    expect(checkCard(form({ cvv2: '12', otp: '1234' }), now)).toEqual({
      ok: false,
      errors: { cvv2: 'cvv2Invalid', otp: 'otpInvalid' },
    });
    expect(checkCard(form({ otp: '123456789' }), now)).toMatchObject({ ok: false });
  });

  it('names its test cards, which pay and are declined as it says', () => {
    for (const pan of Object.values(sandboxCards))
      expect(luhnValid(pan.replace(/\s/g, '')), pan).toBe(true);
    expect(sandboxCards.declined.endsWith('0000')).toBe(true);
    expect(sandboxCards.pays.endsWith('0000')).toBe(false);
  });

  it('tells the card holder what each field takes, the card numbers kept left to right', () => {
    const row: BankTransaction = {
      token: 'a'.repeat(32),
      merchant: 'sepehran',
      amount: 35_000_000,
      currency: 'IRR',
      callbackUrl: '/api/payment/callback',
      status: 'open',
      cardMask: null,
      reference: null,
      refunded: 0,
      createdAt: now,
      updatedAt: now,
    };
    const translator = createTranslator();
    const en = renderPaymentForm(row, 'en', translator.forLanguage('en'));
    expect(en).toContain('<bdi dir="ltr">4111 1111 1111 1111</bdi>');
    expect(en).toContain('<bdi dir="ltr">4111 1111 1117 0000</bdi>');
    expect(en).toContain('Solar Hijri (08 or 1408) or Gregorian (30 or 2030)');
    expect(en).toContain('5 to 8 digits');
    expect(en).toMatch(/id="expYear"[^>]*aria-describedby="expiry-hint"/);
    expect(en).toMatch(/id="otp"[^>]*aria-describedby="otp-hint"/);
    const fa = renderPaymentForm(row, 'fa', translator.forLanguage('fa'), {
      form: { pan: '', expMonth: '12', expYear: '55' },
      errors: { expiry: 'expiryInvalid' },
    });
    expect(fa).toContain('<bdi dir="ltr">4111 1111 1111 1111</bdi>');
    expect(fa).toContain('شمسی (08 یا 1408)');
    expect(fa).toMatch(
      /id="expYear"[^>]*aria-invalid="true" aria-describedby="expiry-hint expiry-error"/,
    );
  });
});
