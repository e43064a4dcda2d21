import type { WalletTransaction } from '@parvaz/domain/contracts/profile';
import type { Language } from '@parvaz/domain/languages';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18nForTest, textOf } from '../../test/rendered-text';
import { TransactionLines } from './transaction-lines';

const line = (
  code: number,
  type: WalletTransaction['type'],
  amount: number,
  description: string,
): WalletTransaction => ({
  code: `W${String(code).padStart(12, '0')}`,
  date: '2026-03-02',
  time: '10:15',
  description,
  type,
  amount,
  currency: 'IRR',
  balanceAfter: 100_000_000,
});

/** A statement as `user/getTransactions` words it for each reader (see the server's test). */
const statements: Record<'fa' | 'en', WalletTransaction[]> = {
  en: [
    line(6, 'refund', 20_000_000, 'Refund of hotel stay 3282570160'),
    line(5, 'payment', -20_000_000, 'Hotel stay 3282570160'),
    line(4, 'payment', -1_500_000, 'Extra services, booking X7K2P9'),
    line(3, 'payment', -30_000_000, 'Flight booking X7K2P9'),
    line(2, 'topup', 5_000_000, 'Wallet top-up'),
  ],
  fa: [
    line(6, 'refund', 20_000_000, 'استرداد اقامت هتل ۳۲۸۲۵۷۰۱۶۰'),
    line(5, 'payment', -20_000_000, 'اقامت هتل ۳۲۸۲۵۷۰۱۶۰'),
    line(4, 'payment', -1_500_000, 'خدمات افزوده رزرو X7K2P9'),
    line(3, 'payment', -30_000_000, 'رزرو پرواز X7K2P9'),
    line(2, 'topup', 5_000_000, 'افزایش اعتبار کیف پول'),
  ],
};

function render(language: Language, items: WalletTransaction[]) {
  const i18n = i18nForTest(language);
  const html = renderToString(
    <I18nextProvider i18n={i18n}>
      <TransactionLines
        items={items}
        language={language}
        calendar={language === 'fa' ? 'jalali' : 'gregorian'}
      />
    </I18nextProvider>,
  );
  return { html, text: textOf(html) };
}

describe('the wallet statement’s lines', () => {
  it.each(['fa', 'en'] as const)(
    'shows every line in %s as the server worded it, in the table and the cards',
    (language) => {
      const { html, text } = render(language, statements[language]);
      for (const item of statements[language]) {
        // Once in the wide table, once in the narrow cards, each its own element's whole text.
        expect(html.split(`>${item.description}<`).length - 1, item.description).toBe(2);
      }
      // In Persian the tracking code reads in Persian digits; the PNR stays in Latin letters.
      if (language === 'fa') expect(text).not.toContain('3282570160');
    },
  );

  it('names each line’s type in the reader’s language', () => {
    const fa = render('fa', statements.fa).text;
    expect(fa).toContain('استرداد');
    expect(fa).not.toContain('Refund');
    const en = render('en', statements.en).text;
    expect(en).toContain('Top-up');
    expect(en).toContain('Refund');
  });
});
