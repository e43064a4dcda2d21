import type { HotelVoucher } from '@parvaz/domain/contracts/hotel-stays';
import type { Language } from '@parvaz/domain/languages';
import { describe, expect, it } from 'vitest';
import { renderMarkup } from '../../test/render-markup';
import { textOf } from '../../test/rendered-text';
import { sameStayUrl, StayPayAgain } from './stay-pay-again';
import { stay, voucher } from './voucher-test-kit';

const render = (language: Language, shown: HotelVoucher) =>
  textOf(
    renderMarkup(
      language,
      <StayPayAgain voucher={shown} stay={stay} fetchedAt={Date.now()} language={language} />,
    ),
  );

describe('paying an unpaid stay again from its voucher', () => {
  it('shows the time its rooms are still held and Pay again, in the reader’s digits', () => {
    const en = render('en', voucher());
    expect(en).toContain('Your rooms are still held');
    expect(en).toContain('Rooms held for 10:00');
    expect(en).toContain('Pay again');
    expect(en).not.toContain('run out');
    const fa = render('fa', voucher());
    expect(fa).toContain('۱۰:۰۰');
    expect(fa).toContain('پرداخت دوباره');
  });

  it('says clearly when the time to pay is over, and leads to the same stay at the hotel', () => {
    for (const over of [voucher({ payableForMs: 0 }), voucher({ status: 'Expired' })]) {
      const text = render('en', over);
      expect(text).toContain('The time to pay for this stay has run out');
      expect(text).toContain('See the hotel’s rooms');
      expect(text).not.toContain('Pay again');
    }
    expect(sameStayUrl(voucher())).toBe(
      '/hotels/7?checkIn=2026-12-01&checkOut=2026-12-03&rooms=2-1%3A5',
    );
  });
});
