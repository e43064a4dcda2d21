import { describe, expect, it } from 'vitest';
import { normalizeDigits } from './digits';
import {
  addMoney,
  currencies,
  currencyDecimals,
  currencyExponent,
  CurrencyMismatchError,
  formatAmount,
  formatMoney,
  type Money,
} from './money';
import { moneySchema } from '../contracts/money';

/** Drops bidi marks and writes separators and digits in Western form, so assertions stay readable. */
function plain(text: string): string {
  return normalizeDigits(text)
    .replace(/[\u200e\u200f\u061c]/g, '')
    .replace(/\u066c/g, ',')
    .replace(/\u066b/g, '.')
    .replace(/\u2212/g, '-')
    .replace(/\u00a0/g, ' ');
}

const rial = (amount: number): Money => ({ amount, currency: 'IRR' });
const dollar = (amount: number): Money => ({ amount, currency: 'USD' });
const dinar = (amount: number): Money => ({ amount, currency: 'KWD' });

describe('currency units', () => {
  it('stores IRR in rials, USD in cents and KWD in fils', () => {
    expect(currencyExponent('IRR')).toBe(0);
    expect(currencyExponent('USD')).toBe(2);
    expect(currencyExponent('KWD')).toBe(3);
  });

  it('shows IRR without decimals and every other currency with 2', () => {
    expect(currencyDecimals('IRR')).toBe(0);
    expect(currencyDecimals('USD')).toBe(2);
    expect(currencyDecimals('KWD')).toBe(2);
    expect(currencies).toEqual(['IRR', 'USD', 'KWD']);
  });
});

describe('moneySchema', () => {
  it('accepts integer minor units of a known currency', () => {
    expect(moneySchema.parse({ amount: 1500, currency: 'USD' })).toEqual(dollar(1500));
  });

  it('rejects fractions, unsafe integers and unknown currencies', () => {
    expect(moneySchema.safeParse({ amount: 15.5, currency: 'USD' }).success).toBe(false);
    expect(moneySchema.safeParse({ amount: 2 ** 53, currency: 'USD' }).success).toBe(false);
    expect(moneySchema.safeParse({ amount: 1, currency: 'EUR' }).success).toBe(false);
  });
});

describe('formatMoney', () => {
  it('formats in English (en-GB)', () => {
    expect(plain(formatMoney(rial(123456789), 'en'))).toBe('IRR 123,456,789');
    expect(formatMoney(dollar(123456789), 'en')).toBe('US$1,234,567.89');
    expect(plain(formatMoney(dinar(123456789), 'en'))).toBe('KWD 123,456.79');
    expect(formatMoney(dollar(-150), 'en')).toBe('-US$1.50');
    expect(plain(formatMoney(rial(0), 'en'))).toBe('IRR 0');
  });

  it('formats in Persian with Persian digits and the rial name', () => {
    const text = formatMoney(rial(123456789), 'fa');
    expect(text).toMatch(/[۰-۹]/);
    expect(text).not.toMatch(/[0-9]/);
    expect(text).toContain('ریال');
    expect(plain(text)).toContain('123,456,789');
    expect(plain(formatMoney(dollar(123456789), 'fa'))).toContain('$1,234,567.89');
  });

  it('formats in Arabic with Arabic-Indic digits', () => {
    const text = formatMoney(dinar(1500), 'ar');
    expect(text).toMatch(/[٠-٩]/);
    expect(text).not.toMatch(/[0-9۰-۹]/);
    expect(text).toContain('د.ك.');
    expect(plain(text)).toContain('1.50');
    expect(plain(formatMoney(dollar(123456789), 'ar'))).toContain('1,234,567.89');
  });

  it('formats in Turkish with Turkish separators', () => {
    expect(plain(formatMoney(dollar(123456789), 'tr'))).toBe('$1.234.567,89');
    expect(plain(formatMoney(rial(123456789), 'tr'))).toBe('IRR 123.456.789');
    expect(plain(formatMoney(dinar(1500), 'tr'))).toBe('KWD 1,50');
  });

  it('never shows decimals for IRR', () => {
    for (const language of ['fa', 'ar', 'en', 'tr'] as const) {
      expect(plain(formatMoney(rial(1999), language))).not.toMatch(/1[.,]?999[.,]\d/);
    }
  });

  it('rounds fils to two decimals with halves away from zero, without binary drift', () => {
    expect(formatAmount(dinar(1005), 'en')).toBe('1.01');
    expect(formatAmount(dinar(1004), 'en')).toBe('1.00');
    expect(formatAmount(dinar(-1005), 'en')).toBe('-1.01');
    expect(formatAmount(dinar(2675), 'en')).toBe('2.68');
    expect(formatAmount(dinar(999995), 'en')).toBe('1,000.00');
  });

  it('rejects amounts that are not safe integers', () => {
    expect(() => formatMoney(dollar(1.5), 'en')).toThrow(RangeError);
    expect(() => formatMoney(rial(Number.NaN), 'en')).toThrow(RangeError);
  });
});

describe('formatAmount', () => {
  it('gives the number only, grouped, with the display decimals', () => {
    expect(formatAmount(dollar(123456789), 'en')).toBe('1,234,567.89');
    expect(formatAmount(rial(123456789), 'en')).toBe('123,456,789');
    expect(formatAmount(dollar(5), 'en')).toBe('0.05');
    expect(plain(formatAmount(dollar(123456789), 'tr'))).toBe('1.234.567,89');
    expect(plain(formatAmount(rial(-123456789), 'fa'))).toBe('-123,456,789');
    expect(plain(formatAmount(dollar(100), 'ar'))).toBe('1.00');
  });

  it('uses the script of the language', () => {
    expect(formatAmount(rial(12), 'fa')).toBe('۱۲');
    expect(formatAmount(rial(12), 'ar')).toBe('١٢');
    expect(formatAmount(rial(12), 'tr')).toBe('12');
  });
});

describe('addMoney', () => {
  it('adds amounts of one currency', () => {
    expect(addMoney(dollar(150), dollar(275))).toEqual(dollar(425));
    expect(addMoney(rial(1000), rial(-400))).toEqual(rial(600));
  });

  it('does not change its arguments', () => {
    const a = dinar(1);
    addMoney(a, dinar(2));
    expect(a).toEqual(dinar(1));
  });

  it('refuses to add different currencies', () => {
    expect(() => addMoney(dollar(1), rial(1))).toThrow(CurrencyMismatchError);
    expect(() => addMoney(dinar(1), dollar(1))).toThrow(/KWD with USD/);
  });

  it('refuses a sum beyond the safe integer range', () => {
    expect(() => addMoney(rial(Number.MAX_SAFE_INTEGER), rial(1))).toThrow(RangeError);
  });
});
