import { hotelVoucherSchema, type HotelVoucher } from '@parvaz/domain/contracts/hotel-stays';
import type { Language } from '@parvaz/domain/languages';
import { describe, expect, it } from 'vitest';
import { renderMarkup } from '../../test/render-markup';
import { textOf } from '../../test/rendered-text';
import { sameStayUrl, StayPayAgain } from './stay-pay-again';

const stay = { trackingCode: 'H7K2M9', mobile: '09121234567' };

/** An unpaid stay of two nights for two adults and a child of five. */
function voucher(over: Partial<HotelVoucher> = {}): HotelVoucher {
  return hotelVoucherSchema.parse({
    bookingId: 1,
    trackingCode: stay.trackingCode,
    status: 'NotVerified',
    checkIn: '2026-12-01',
    checkOut: '2026-12-03',
    nights: ['2026-12-01', '2026-12-02'],
    hotel: {
      id: 7,
      name: 'Hotel',
      address: 'Street',
      phone: '+985138000000',
      stars: 4,
      checkInTime: '14:00',
      checkOutTime: '12:00',
      timeZone: 'Asia/Tehran',
      mapUrl: 'https://www.openstreetmap.org/',
    },
    rooms: [
      {
        name: 'Double room',
        bed: 'double',
        adults: 2,
        children: 1,
        childAges: [5],
        meals: [],
        nights: [],
        amount: 41_000_000,
        guests: [],
      },
    ],
    contact: { mobile: '+989121234567', email: null },
    discount: 0,
    amount: 41_000_000,
    paid: 0,
    currency: 'IRR',
    policy: {
      refundable: false,
      timeZone: 'Asia/Tehran',
      rules: [],
      noShow: { amount: 41_000_000, currency: 'IRR' },
    },
    createdAt: '2026-11-01T10:00:00+03:30',
    cancelledAt: null,
    refund: null,
    expiresAt: '2026-11-01T10:15:00+03:30',
    payableForMs: 10 * 60_000,
    ...over,
  });
}

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
