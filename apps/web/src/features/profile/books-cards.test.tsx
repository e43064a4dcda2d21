import type { TrialBalanceResponse } from '@parvaz/domain/contracts/ledger';
import { formatMoney } from '@parvaz/domain/format/money';
import type { Language } from '@parvaz/domain/languages';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18nForTest, textOf } from '../../test/rendered-text';
import { BooksCards } from './books-cards';
import { booksCards } from './books-view';

/** A day of sales in rials that balances, and dollars whose books have gone wrong. */
const trialBalance: TrialBalanceResponse = {
  currencies: [
    {
      currency: 'IRR',
      sum: 0,
      runningBalancesAgree: true,
      kinds: [
        // In the server's order, not the domain's: the page puts them in the domain's.
        {
          kind: 'revenue',
          normalSide: 'credit',
          debits: 0,
          credits: 1_065_000,
          balance: 1_065_000,
        },
        {
          kind: 'purchase_clearing',
          normalSide: 'credit',
          debits: 1_065_000,
          credits: 1_065_000,
          balance: 0,
        },
        {
          kind: 'bank_clearing',
          normalSide: 'debit',
          debits: 1_065_000,
          credits: 0,
          balance: 1_065_000,
        },
        // An account that exists but was never posted to: not a line of the books.
        { kind: 'tax', normalSide: 'credit', debits: 0, credits: 0, balance: 0 },
      ],
    },
    {
      currency: 'USD',
      sum: 2_550,
      runningBalancesAgree: false,
      kinds: [
        { kind: 'wallet', normalSide: 'credit', debits: 0, credits: 10_000, balance: 10_000 },
        { kind: 'bank_clearing', normalSide: 'debit', debits: 12_550, credits: 0, balance: 12_550 },
      ],
    },
  ],
};

function render(language: Language, response: TrialBalanceResponse = trialBalance) {
  const i18n = i18nForTest(language);
  const cards = booksCards(response, { t: i18n.t, language });
  const html = renderToString(
    <I18nextProvider i18n={i18n}>
      <BooksCards cards={cards} />
    </I18nextProvider>,
  );
  return { cards, html, text: textOf(html) };
}

describe('the books page', () => {
  it('says the books balance when they sum to zero and running balances agree', () => {
    const { cards, html } = render('en');
    const irr = cards[0];
    expect(irr?.balanced).toBe(true);
    expect(irr?.title).toBe('Iranian rial (IRR)');
    expect(irr?.verdicts).toEqual(['The books balance']);
    expect(html).toMatch(/role="status"[^>]*>[\s\S]*?The books balance/);
  });

  it('lists the kinds with postings in the domain order, named and explained, with their figures', () => {
    const { cards, text } = render('en');
    const money = (amount: number) => formatMoney({ amount, currency: 'IRR' }, 'en');
    expect(money(1_065_000)).toMatch(/^IRR\s1,065,000$/);
    expect(
      cards[0]?.lines.map((l) => [l.name, l.normalSide, l.debits, l.credits, l.balance]),
    ).toEqual([
      ['Bank clearing', 'Debit', money(1_065_000), money(0), money(1_065_000)],
      ['Revenue', 'Credit', money(0), money(1_065_000), money(1_065_000)],
      ['Purchase clearing', 'Credit', money(1_065_000), money(1_065_000), money(0)],
    ]);
    expect(cards[0]?.totalDebits).toBe(money(2_130_000));
    expect(cards[0]?.totalCredits).toBe(money(2_130_000));
    expect(text).toContain('Purchase clearing paid for, not yet delivered or given back');
    expect(text).not.toContain('Tax');
  });

  it('warns in red with the sum when the books do not balance or running balances disagree', () => {
    const { cards, html, text } = render('en');
    const usd = cards[1];
    expect(usd?.balanced).toBe(false);
    expect(usd?.verdicts).toEqual([
      `The books are out of balance by ${formatMoney({ amount: 2_550, currency: 'USD' }, 'en')}`,
      "Some accounts' running balances do not match their postings",
    ]);
    expect(text).toContain('The books are out of balance by US$25.50');
    expect(html).toMatch(/MuiAlert-colorError[^"]*" role="alert"/);
  });

  it('writes Persian words and Persian digits', () => {
    const { cards, text } = render('fa');
    expect(cards[0]?.verdicts).toEqual(['دفاتر تراز است']);
    expect(cards[0]?.lines[0]?.name).toBe('حساب واسط بانک');
    expect(cards[0]?.lines[0]?.debits).toContain('۱٬۰۶۵٬۰۰۰');
    expect(text).toContain('پرداخت‌شده، هنوز نه تحویل شده و نه بازگردانده');
    expect(text).not.toMatch(/[0-9]/);
  });

  it('writes Arabic digits in Arabic, and no card when nothing was posted', () => {
    expect(render('ar').cards[0]?.lines[0]?.debits).toContain('١٬٠٦٥٬٠٠٠');
    expect(render('en', { currencies: [] }).cards).toEqual([]);
  });

  it('counts miles without a currency, in books of their own (decision 019)', () => {
    const { cards } = render('en', {
      currencies: [
        {
          currency: 'MILE',
          sum: 0,
          runningBalancesAgree: true,
          kinds: [
            { kind: 'miles', normalSide: 'credit', debits: 0, credits: 1_200, balance: 1_200 },
            {
              kind: 'miles_issued',
              normalSide: 'debit',
              debits: 1_200,
              credits: 0,
              balance: 1_200,
            },
          ],
        },
      ],
    });
    expect(cards[0]?.title).toBe('Miles (MILE)');
    expect(cards[0]?.lines.map((l) => [l.name, l.balance])).toEqual([
      ["Members' miles", '1,200'],
      ['Miles issued', '1,200'],
    ]);
  });
});
