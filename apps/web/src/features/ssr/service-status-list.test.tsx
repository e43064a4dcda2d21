import { formatMoney } from '@parvaz/domain/format/money';
import { describe, expect, it } from 'vitest';
import { renderMarkup } from '../../test/render-markup';
import { textOf } from '../../test/rendered-text';
import { ServiceStatusList } from './service-status-list';

describe('the services of a booking on /ssr', () => {
  it('writes a service added later at what it was charged, in the currency it was shown in', () => {
    const html = renderMarkup(
      'en',
      <ServiceStatusList
        currency="IRR"
        language="en"
        services={[
          // Bought with the booking: its amount in the fares' rials.
          { code: 'XBAG', quantity: 10, amount: 12_000_000, status: 'confirmed' },
          // Added later and paid in dollars: what was charged, never its rials.
          {
            code: 'CARGO',
            quantity: 3,
            amount: 2_400_000,
            status: 'confirmed',
            charge: { amount: 228, currency: 'USD' },
          },
        ]}
      />,
    );
    // Spaces as the page writes them (a narrow or no-break space is a space here).
    const plain = (text: string) => text.replace(/\s+/gu, ' ');
    const text = plain(textOf(html));
    const money = (amount: number, currency: 'IRR' | 'USD') =>
      plain(formatMoney({ amount, currency }, 'en'));
    expect(text).toContain(money(12_000_000, 'IRR'));
    expect(text).toContain(money(228, 'USD'));
    expect(text).not.toContain(money(2_400_000, 'IRR'));
  });
});
