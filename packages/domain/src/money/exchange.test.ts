import { describe, expect, it } from 'vitest';
import { addExchangeRateSchema } from '../contracts/exchange-rates';
import {
  convertMoney,
  convertOn,
  normalizeRate,
  parseRate,
  rateDateOf,
  rateOn,
  ratesInForce,
  type ExchangeRate,
} from './exchange';
import { formatRate } from './rate-text';

const usdIrr: ExchangeRate = {
  id: 1,
  base: 'USD',
  quote: 'IRR',
  rate: '1050000',
  validFrom: '2026-11-01',
};
const usdIrrLater: ExchangeRate = {
  id: 2,
  base: 'USD',
  quote: 'IRR',
  rate: '1062500',
  validFrom: '2026-11-26',
};
const kwdUsd: ExchangeRate = {
  id: 3,
  base: 'KWD',
  quote: 'USD',
  rate: '3.25',
  validFrom: '2026-11-01',
};
const kwdIrr: ExchangeRate = {
  id: 4,
  base: 'KWD',
  quote: 'IRR',
  rate: '3412500',
  validFrom: '2026-11-01',
};
const table = [usdIrr, usdIrrLater, kwdUsd, kwdIrr];

describe('exchange rates as exact decimals', () => {
  it('reads a positive decimal as an integer over a power of ten', () => {
    expect(parseRate('1050000')).toEqual({ units: 1050000n, scale: 1n });
    expect(parseRate('3.25')).toEqual({ units: 325n, scale: 100n });
    expect(parseRate('0.0000009524')).toEqual({ units: 9524n, scale: 10n ** 10n });
  });

  it('refuses zero, negatives, exponents, commas and too many digits', () => {
    for (const bad of [
      '0',
      '0.000',
      '-3',
      '1e6',
      '1,050,000',
      '',
      'abc',
      '1.12345678901',
      '123456789012345',
    ])
      expect(parseRate(bad), bad).toBeNull();
  });

  it('writes a rate without trailing zeros, as the database numeric comes back', () => {
    expect(normalizeRate('3.2500000000')).toBe('3.25');
    expect(normalizeRate('1050000.0000000000')).toBe('1050000');
    expect(normalizeRate('007')).toBe('7');
  });
});

describe('which rate applies on which date', () => {
  it('takes the latest row of the pair whose day has come', () => {
    expect(rateOn(table, 'USD', 'IRR', '2026-11-25')?.id).toBe(1);
    expect(rateOn(table, 'USD', 'IRR', '2026-11-26')?.id).toBe(2);
    expect(rateOn(table, 'USD', 'IRR', '2027-01-01')?.id).toBe(2);
  });

  it('uses a row either way round', () => {
    expect(rateOn(table, 'IRR', 'USD', '2026-11-26')?.id).toBe(2);
    expect(rateOn(table, 'USD', 'KWD', '2026-11-26')?.id).toBe(3);
  });

  it('has no rate before the first row, and of two rows of one day the one set last wins', () => {
    expect(rateOn(table, 'USD', 'IRR', '2026-10-31')).toBeNull();
    const correction = { ...usdIrrLater, id: 9, rate: '1061000' };
    expect(rateOn([...table, correction], 'USD', 'IRR', '2026-11-26')?.id).toBe(9);
  });

  it("dates a rate by Tehran's calendar day", () => {
    // 21:00 UTC on the 25th is 00:30 on the 26th in Tehran.
    expect(rateDateOf(new Date('2026-11-25T21:00:00Z'))).toBe('2026-11-26');
    expect(rateDateOf(new Date('2026-11-25T20:00:00Z'))).toBe('2026-11-25');
  });

  it('lists the rate in force of each pair', () => {
    expect(
      ratesInForce(table, '2026-11-26')
        .map((r) => r.id)
        .sort(),
    ).toEqual([2, 3, 4]);
    expect(
      ratesInForce(table, '2026-11-10')
        .map((r) => r.id)
        .sort(),
    ).toEqual([1, 3, 4]);
    expect(ratesInForce(table, '2026-10-01')).toEqual([]);
  });
});

describe('conversion, rounded to what is shown and charged', () => {
  it('converts rials into cents, half a cent away from zero', () => {
    // 52,500,000 IRR at 1,050,000 = 50.00 USD exactly.
    expect(convertMoney({ amount: 52_500_000, currency: 'IRR' }, 'USD', usdIrr)).toEqual({
      amount: 5000,
      currency: 'USD',
    });
    // 10,000,005 IRR / 1,050,000 = 9.5238… USD → 9.52 USD.
    expect(convertMoney({ amount: 10_000_005, currency: 'IRR' }, 'USD', usdIrr)).toEqual({
      amount: 952,
      currency: 'USD',
    });
    // 5,250 IRR = 0.005 USD exactly: the half cent goes up.
    expect(convertMoney({ amount: 5_250, currency: 'IRR' }, 'USD', usdIrr)).toEqual({
      amount: 1,
      currency: 'USD',
    });
    expect(convertMoney({ amount: 5_249, currency: 'IRR' }, 'USD', usdIrr)).toEqual({
      amount: 0,
      currency: 'USD',
    });
    expect(convertMoney({ amount: -5_250, currency: 'IRR' }, 'USD', usdIrr)).toEqual({
      amount: -1,
      currency: 'USD',
    });
  });

  it('converts dollars into whole rials', () => {
    expect(convertMoney({ amount: 12_345, currency: 'USD' }, 'IRR', usdIrr)).toEqual({
      amount: 129_622_500,
      currency: 'IRR',
    });
  });

  it('charges KWD in steps of ten fils, the two decimals it is shown with', () => {
    // 100.00 USD / 3.25 = 30.769… KWD → 30.77 KWD = 30,770 fils.
    expect(convertMoney({ amount: 10_000, currency: 'USD' }, 'KWD', kwdUsd)).toEqual({
      amount: 30_770,
      currency: 'KWD',
    });
    expect(convertMoney({ amount: 30_770, currency: 'KWD' }, 'USD', kwdUsd)).toEqual({
      amount: 10_000,
      currency: 'USD',
    });
  });

  it('is exact where floats are not', () => {
    // 0.1 × 3 in floats is 0.30000000000000004; here 1,000 × 0.3 is 300.
    const tenth: ExchangeRate = {
      id: 5,
      base: 'USD',
      quote: 'IRR',
      rate: '0.3',
      validFrom: '2026-01-01',
    };
    expect(convertMoney({ amount: 100_000, currency: 'USD' }, 'IRR', tenth).amount).toBe(300);
  });

  it('refuses a rate of another pair', () => {
    expect(() => convertMoney({ amount: 1, currency: 'IRR' }, 'USD', kwdUsd)).toThrow(RangeError);
  });

  it('answers the conversion with the rate it took, or null without one', () => {
    const shown = convertOn({ amount: 52_500_000, currency: 'IRR' }, 'USD', table, '2026-11-26');
    expect(shown?.rate?.id).toBe(2);
    expect(shown?.money).toEqual({ amount: 4941, currency: 'USD' });
    expect(convertOn({ amount: 7, currency: 'IRR' }, 'IRR', table, '2026-11-26')).toEqual({
      money: { amount: 7, currency: 'IRR' },
      rate: null,
    });
    expect(convertOn({ amount: 7, currency: 'IRR' }, 'USD', table, '2026-01-01')).toBeNull();
  });
});

describe('a rate as the ticket writes it', () => {
  it('names both currencies with the grouped rate', () => {
    expect(formatRate(usdIrr, 'en')).toBe('1 USD = 1,050,000 IRR');
    expect(formatRate(kwdUsd, 'tr')).toBe('1 KWD = 3,25 USD');
    expect(formatRate(usdIrr, 'fa')).toBe('۱ USD = ۱٬۰۵۰٬۰۰۰ IRR');
  });
});

describe('a new rate from the operator', () => {
  it('takes an exact decimal of two different currencies', () => {
    expect(
      addExchangeRateSchema.safeParse({
        base: 'USD',
        quote: 'IRR',
        rate: '1050000',
        validFrom: '2026-11-26',
      }).success,
    ).toBe(true);
  });

  it('names what is wrong', () => {
    const bad = addExchangeRateSchema.safeParse({
      base: 'USD',
      quote: 'USD',
      rate: '0',
      validFrom: '2026-02-30',
    });
    expect(bad.success).toBe(false);
    const messages = bad.error?.issues.map((i) => `${i.path.join('.')}:${i.message}`) ?? [];
    expect(messages).toContain('rate:rateInvalid');
    expect(messages).toContain('validFrom:invalidValue');
  });

  it('refuses one currency on both sides', () => {
    const same = addExchangeRateSchema.safeParse({
      base: 'USD',
      quote: 'USD',
      rate: '1',
      validFrom: '2026-11-26',
    });
    expect(same.error?.issues[0]).toMatchObject({ path: ['quote'], message: 'rateSameCurrency' });
  });
});
