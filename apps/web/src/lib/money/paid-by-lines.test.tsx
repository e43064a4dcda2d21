import { formatMoney } from '@parvaz/domain/format/money';
import { languages } from '@parvaz/domain/languages';
import { describe, expect, it } from 'vitest';
import { renderMarkup } from '../../test/render-markup';
import { i18nForTest, textOf } from '../../test/rendered-text';
import { PaidByLines } from './paid-by-lines';

const paidBy = { wallet: 1_000_000, card: 37_230_000, currency: 'IRR' } as const;

describe('how a purchase paid from the wallet and a card was paid', () => {
  it('writes one line per source, in the reader’s language and digits', () => {
    expect(textOf(renderMarkup('en', <PaidByLines paidBy={paidBy} language="en" />))).toContain(
      'Paid from your wallet: \u2068IRR 1,000,000\u2069 By card: \u2068IRR 37,230,000\u2069',
    );
    for (const language of languages) {
      const t = i18nForTest(language).t;
      const html = renderMarkup(language, <PaidByLines paidBy={paidBy} language={language} />);
      const line = (testId: string) =>
        textOf(new RegExp(`data-testid="${testId}"[^>]*>([\\s\\S]*?)</p>`).exec(html)?.[1] ?? '');
      const money = (amount: number) =>
        `\u2068${formatMoney({ amount, currency: 'IRR' }, language)}\u2069`;
      // The markup's text has its spaces (a currency's no-break space too) collapsed.
      const said = (key: string, amount: number) =>
        t(key, { amount: money(amount) }).replace(/\s+/g, ' ');
      expect(line('paid-wallet')).toBe(said('charge.paidFromWallet', 1_000_000));
      expect(line('paid-card')).toBe(said('charge.paidByCard', 37_230_000));
      // Each language its own words, not the key.
      expect(line('paid-wallet')).not.toContain('charge.');
    }
    // Persian digits in Persian.
    const fa = textOf(renderMarkup('fa', <PaidByLines paidBy={paidBy} language="fa" />));
    expect(fa).toContain('۳۷');
    expect(fa).not.toMatch(/[0-9]/);
  });

  it('writes nothing for a purchase one source paid', () => {
    expect(renderMarkup('en', <PaidByLines language="en" />)).toBe('');
  });
});
