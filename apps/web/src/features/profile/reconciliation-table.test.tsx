import type { BankReconciliationDay } from '@parvaz/domain/contracts/bank-reconciliation';
import { formatMoney } from '@parvaz/domain/format/money';
import type { Language } from '@parvaz/domain/languages';
import type { CalendarMode } from '@parvaz/domain/tenants/tenants';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18nForTest, textOf } from '../../test/rendered-text';
import { reconciliationRows } from './reconciliation-rows';
import { ReconciliationTable } from './reconciliation-table';

const days: BankReconciliationDay[] = [
  {
    day: '2026-11-25',
    provider: 'sandbox',
    currency: 'IRR',
    bankTotal: 1_065_000,
    ledgerTotal: 750_000,
    differences: [
      {
        reason: 'missingInLedger',
        movement: 'settled',
        paymentId: 12,
        token: 'AcZS8lT9R_7Y8OawWyABJO7rtWppo24P',
        entryKeys: [],
        bankAmount: 610_000,
        ledgerAmount: 0,
        otherDay: null,
      },
      {
        reason: 'missingAtBank',
        movement: 'settled',
        paymentId: 14,
        token: 'Zq1bT9R_7Y8OawWyABJO7rtWppo24PAc',
        entryKeys: ['payment:14:settled'],
        bankAmount: 0,
        ledgerAmount: 330_000,
        otherDay: '2026-11-26',
      },
    ],
    ranAt: '2026-11-25T21:00:00.000Z',
  },
  {
    day: '2026-11-24',
    provider: 'sandbox',
    currency: 'IRR',
    bankTotal: 500_000,
    ledgerTotal: 500_000,
    differences: [],
    ranAt: '2026-11-24T21:00:00.000Z',
  },
];

function render(language: Language, calendar: CalendarMode) {
  const i18n = i18nForTest(language);
  const rows = reconciliationRows(days, { t: i18n.t, calendar, language });
  const html = renderToString(
    <I18nextProvider i18n={i18n}>
      <ReconciliationTable rows={rows} />
    </I18nextProvider>,
  );
  return { rows, text: textOf(html) };
}

describe('the reconciliation table', () => {
  it('writes one row per day and currency with both totals, and "no difference" on a clean day', () => {
    const { rows, text } = render('en', 'gregorian');
    const irr = (amount: number) => formatMoney({ amount, currency: 'IRR' }, 'en');
    expect(irr(1_065_000)).toMatch(/^IRR\s1,065,000$/);
    expect(rows.map((r) => [r.day, r.currency, r.bank, r.ledger, r.verdict])).toEqual([
      ['25/11/2026', 'IRR', irr(1_065_000), irr(750_000), 'Differences: 2'],
      ['24/11/2026', 'IRR', irr(500_000), irr(500_000), 'No difference'],
    ]);
    expect(text).toContain('No difference');
    expect(text).toContain('Differences: 2');
  });

  it('lists each difference with its reason, payment, token, entries, amounts and other day', () => {
    const { text } = render('en', 'gregorian');
    expect(text).toContain('Missing in the ledger');
    expect(text).toContain('Payment settled · Payment 12');
    expect(text).toContain('AcZS8lT9R_7Y8OawWyABJO7rtWppo24P');
    expect(text).toContain('IRR 610,000');
    expect(text).toContain('Missing at the bank');
    expect(text).toContain('payment:14:settled');
    expect(text).toContain('The other side has it on 26/11/2026');
  });

  it('names the provider of each row as the banks list does, its id when the list lacks it', () => {
    const i18n = i18nForTest('en');
    const named = new Map([['sandbox', 'Sandbox bank']]);
    const mixed = [
      ...days,
      ...days.slice(1).map((day) => ({ ...day, provider: 'sandbox-pay', day: '2026-11-23' })),
    ];
    const rows = reconciliationRows(mixed, {
      t: i18n.t,
      calendar: 'gregorian',
      language: 'en',
      providerName: (provider) => named.get(provider),
    });
    expect(rows.map((r) => r.provider)).toEqual(['Sandbox bank', 'Sandbox bank', 'sandbox-pay']);
    const text = textOf(
      renderToString(
        <I18nextProvider i18n={i18n}>
          <ReconciliationTable rows={rows} />
        </I18nextProvider>,
      ),
    );
    expect(text).toContain('Provider');
    expect(text).toContain('Sandbox bank');
  });

  it('writes Persian dates in the Jalali calendar and amounts in Persian digits', () => {
    const { rows, text } = render('fa', 'jalali');
    expect(rows[0]?.day).toBe('۱۴۰۵/۰۹/۰۴');
    expect(rows[0]?.bank).toContain('۱٬۰۶۵٬۰۰۰');
    expect(rows[1]?.verdict).toBe('بدون مغایرت');
    expect(text).toContain('پرداخت ۱۲');
    expect(text).toContain('طرف دیگر آن را در ۱۴۰۵/۰۹/۰۵ ثبت کرده است');
  });
});
