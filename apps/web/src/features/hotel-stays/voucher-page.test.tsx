import type { HotelVoucher } from '@parvaz/domain/contracts/hotel-stays';
import { formatMoney } from '@parvaz/domain/format/money';
import type { Language } from '@parvaz/domain/languages';
import { describe, expect, it } from 'vitest';
import { renderMarkup } from '../../test/render-markup';
import { i18nForTest, textOf } from '../../test/rendered-text';
import { VoucherSheet } from './voucher-page';
import { stay, voucher } from './voucher-test-kit';

const wordsOf = (language: Language) => i18nForTest(language).t;

const markup = (language: Language, shown: HotelVoucher) =>
  renderMarkup(language, <VoucherSheet voucher={shown} stay={stay} fetchedAt={Date.now()} />);

const guests = [
  { firstName: 'SARA', lastName: 'REZAEI' },
  { firstName: 'ALI', lastName: 'REZAEI' },
];

describe('a stay’s voucher', () => {
  it('says a declined card was declined, not that the stay awaits confirmation, and offers to pay again', () => {
    for (const language of ['en', 'fa'] as const) {
      const t = wordsOf(language);
      const text = textOf(markup(language, voucher({ lastPayment: 'declined' })));
      expect(text).toContain(t('hotelStays.paymentDeclined'));
      expect(text).not.toContain(t('status.notVerified'));
      expect(text).toContain(t('booking.payAgain'));
    }
    const cancelled = textOf(markup('en', voucher({ lastPayment: 'cancelled' })));
    expect(cancelled).toContain('Payment cancelled');
    // An amount the bank got wrong is not a declined card.
    for (const language of ['en', 'fa', 'ar', 'tr'] as const) {
      const t = wordsOf(language);
      const mismatch = textOf(markup(language, voucher({ lastPayment: 'mismatch' })));
      expect(mismatch).toContain(t('hotelStays.paymentMismatch'));
      expect(mismatch).not.toContain(t('hotelStays.paymentDeclinedText'));
    }
    // Before any try at the bank: still the stay's own state.
    expect(textOf(markup('en', voucher()))).toContain(wordsOf('en')('status.notVerified'));
  });

  it('fa: isolates the hotel’s phone left to right and lists each guest’s Latin name apart', () => {
    const [room] = voucher().rooms;
    if (!room) throw new Error('no room');
    const shown = voucher({ rooms: [{ ...room, guests }] });
    const html = markup('fa', { ...shown, hotel: { ...shown.hotel, phone: '+98 76 3353 1917' } });
    // The phone: its own left-to-right isolate.
    expect(html).toMatch(/<bdi dir="ltr" data-testid="voucher-phone">\+98 76 3353 1917<\/bdi>/);
    // The names: one list item each, each name a left-to-right isolate of its own.
    const list = /<ul[^>]*data-testid="voucher-guests"[^>]*>([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? '';
    const items = [...list.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map((m) => m[1]);
    expect(items).toEqual(['<bdi dir="ltr">SARA REZAEI</bdi>', '<bdi dir="ltr">ALI REZAEI</bdi>']);
  });

  it('says what a stay charged in another currency was paid, and by which rate of which day', () => {
    const charge = {
      amount: 4_100,
      currency: 'USD',
      rate: { id: 3, base: 'USD', quote: 'IRR', rate: '1000000', validFrom: '2026-11-30' },
      rateDate: '2026-11-30',
    } as const;
    const paid = voucher({ status: 'Confirmed', lastPayment: null, payableForMs: 0, charge });
    const html = markup('en', paid);
    const line = /data-testid="charge-line"[^>]*>([\s\S]*?)<\/p>/.exec(html)?.[1] ?? '';
    expect(textOf(line)).toContain('$41.00');
    // Paid in the rooms' own currency: no rate to name.
    expect(markup('en', voucher())).not.toContain('charge-line');
  });

  it('writes the rooms, total, paid and refund in the currency charged, not the hotel’s', () => {
    const charge = {
      amount: 4_100,
      currency: 'USD',
      rate: { id: 3, base: 'USD', quote: 'IRR', rate: '1000000', validFrom: '2026-11-30' },
      rateDate: '2026-11-30',
    } as const;
    const charged = {
      currency: 'USD' as const,
      rooms: [4_100],
      discount: 0,
      amount: 4_100,
      paid: 1_025,
      refund: { penalty: 1_025, amount: 3_075 },
    };
    const cancelled = voucher({
      status: 'Cancelled',
      lastPayment: null,
      payableForMs: 0,
      charge,
      charged,
      refund: { penalty: 10_250_000, amount: 30_750_000 },
    });
    for (const language of ['en', 'fa'] as const) {
      const html = markup(language, cancelled);
      const cell = (id: string) =>
        textOf(new RegExp(`data-testid="${id}"[^>]*>([\\s\\S]*?)</`).exec(html)?.[1] ?? '');
      const usd = (amount: number) =>
        textOf(renderMarkup(language, <>{formatMoney({ amount, currency: 'USD' }, language)}</>));
      expect(cell('voucher-room-amount')).toBe(usd(4_100));
      expect(cell('voucher-total')).toBe(usd(4_100));
      expect(cell('voucher-paid')).toBe(usd(1_025));
      const refund = textOf(
        /data-testid="voucher-refund"[\s\S]*?<\/div><\/div>/.exec(html)?.[0] ?? html,
      );
      expect(refund).toContain(usd(3_075));
      // Nothing in the hotel's rials.
      expect(textOf(html)).not.toContain(
        formatMoney({ amount: 41_000_000, currency: 'IRR' }, language),
      );
    }
  });

  it('offers the review only once the stay is over, and says when it was sent', () => {
    const t = wordsOf('en');
    const confirmed = voucher({ status: 'Confirmed', lastPayment: null, payableForMs: 0 });
    expect(textOf(markup('en', confirmed))).not.toContain(t('hotelStays.reviewTitle'));
    const over = textOf(markup('en', { ...confirmed, status: 'CheckedOut', reviewable: true }));
    expect(over).toContain(t('hotelStays.reviewTitle'));
    expect(over).toContain(t('hotelStays.reviewSend'));
    expect(over).toContain(t('hotels.criterion.cleanliness'));
    // Reviewed already: no longer reviewable, and the page says it was sent.
    const sent = textOf(
      markup('fa', { ...confirmed, status: 'CheckedOut', reviewable: false, reviewed: true }),
    );
    expect(sent).toContain(wordsOf('fa')('hotelStays.reviewSentBefore'));
    expect(sent).not.toContain(wordsOf('fa')('hotelStays.reviewSend'));
  });

  it('never offers the review of a stay cancelled or missed, by the domain’s rule', () => {
    const t = wordsOf('en');
    for (const status of ['Cancelled', 'NoShow'] as const)
      expect(
        textOf(
          markup('en', voucher({ status, lastPayment: null, payableForMs: 0, reviewable: true })),
        ),
        status,
      ).not.toContain(t('hotelStays.reviewTitle'));
  });
});
