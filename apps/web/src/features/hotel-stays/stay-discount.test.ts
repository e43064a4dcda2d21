import type { HotelRoomOffer } from '@parvaz/domain/contracts/hotels';
import { describe, expect, it } from 'vitest';
import type { ApiClientError } from '../../lib/api/api-result';
import { emptyReserveForm, reserveBody, reserveFieldOf } from './reserve-rules';
import {
  discountCheckBody,
  discountCodeOf,
  discountRefusalText,
  needsCheck,
} from './stay-discount';

const offer = (roomTypeId: number): HotelRoomOffer => ({
  roomTypeId,
  name: `Room ${roomTypeId}`,
  bed: 'double',
  capacity: { adults: 2, children: 1 },
  meals: [],
  available: 2,
  price: {
    nights: [{ date: '2026-12-01', amount: 4_000_000 }],
    total: 4_000_000,
    currency: 'IRR',
    fares: { amount: 4_000_000, currency: 'IRR' },
  },
  cancellation: {
    refundable: true,
    timeZone: 'Asia/Tehran',
    rules: [],
    noShow: { amount: 0, currency: 'IRR' },
  },
  exchange: null,
});
const couple = { adults: 2, children: 0, childAges: [] };
const rooms = [
  { offer: offer(7), occupancy: couple },
  { offer: offer(7), occupancy: couple },
];
const stay = { hotelId: 3, checkIn: '2026-12-01', checkOut: '2026-12-02' };

const refusal = (fields: Record<string, string>, message = 'refused'): ApiClientError => ({
  status: 400,
  message,
  messages: [message],
  code: 'VALIDATION',
  fields,
});

describe('a discount code on the reserve page', () => {
  it('reads the code as the server does, Persian digits and all', () => {
    expect(discountCodeOf(' stay۱۵ ')).toBe('STAY15');
    expect(discountCodeOf('   ')).toBe('');
  });

  it('asks about the stay being reserved: its hotel, dates and one room type per room', () => {
    expect(discountCheckBody(stay, rooms, 'STAY15')).toEqual({
      hotelId: 3,
      checkIn: '2026-12-01',
      checkOut: '2026-12-02',
      rooms: [{ roomTypeId: 7 }, { roomTypeId: 7 }],
      code: 'STAY15',
    });
  });

  it('says the server’s words for a refused code, on its field when it names one', () => {
    const persian = 'این کد تخفیف برای این نوع خرید معتبر نیست.';
    expect(discountRefusalText(refusal({ code: persian }, 'other'))).toBe(persian);
    expect(discountRefusalText(refusal({ discountCode: persian }, 'other'))).toBe(persian);
    expect(discountRefusalText(refusal({}, persian))).toBe(persian);
  });

  it('checks a typed code before paying unless it is the one applied', () => {
    const applied = { code: 'STAY15', amount: 600_000 };
    expect(needsCheck('', null)).toBe(false);
    expect(needsCheck('stay15', applied)).toBe(false);
    expect(needsCheck('stay15', null)).toBe(true);
    expect(needsCheck('WELCOME10', applied)).toBe(true);
  });

  it('sends the typed code with the reservation, and none when the field is empty', () => {
    const attempt = { key: 'k', expectedTotal: 8_000_000 };
    const values = { ...emptyReserveForm(2, 'IR', 'IRN'), discountCode: ' stay15 ' };
    expect(reserveBody(stay, rooms, values, attempt)).toMatchObject({
      expectedTotal: 8_000_000,
      discountCode: 'STAY15',
    });
    const none = reserveBody(stay, rooms, emptyReserveForm(2, 'IR', 'IRN'), attempt);
    expect(none).not.toHaveProperty('discountCode');
    // The reservation's refusal of the code lands on its field.
    expect(reserveFieldOf('discountCode')).toBe('discountCode');
  });
});
