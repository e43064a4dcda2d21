import { describe, expect, it } from 'vitest';
import { cheapestRooms, earliestFreeCancellation } from './hotel-offers';
import { freeUntilThreeDays, nonRefundable } from './hotels-test-kit';
import type { StayRoomTypeRow } from './hotels.repository';

const type = (
  id: number,
  fields: Partial<StayRoomTypeRow> & { price: number; free: number },
): StayRoomTypeRow => ({
  id,
  hotelId: 1,
  name: { fa: 'x', ar: 'x', en: 'x', tr: 'x' },
  bed: 'double',
  maxAdults: 2,
  maxChildren: 0,
  meals: [],
  policy: freeUntilThreeDays,
  currency: 'IRR',
  nights: 2,
  prices: [
    { date: '2027-03-01', amount: fields.price },
    { date: '2027-03-02', amount: fields.price },
  ],
  ...fields,
});

const room = (adults: number, children = 0) => ({ adults, children, childAges: [] });

describe('the cheapest rooms for a party', () => {
  it('gives the only type that sleeps a large party to it, not to a small room that came first', () => {
    // One family room left: a greedy pick would give it to the couple (it is their cheapest
    // too) and report the hotel full for the family.
    const family = type(1, { price: 100, free: 1, maxAdults: 4 });
    const double = type(2, { price: 150, free: 3 });
    const choice = cheapestRooms([room(2), room(4)], [family, double]);
    expect(choice?.types.map((t) => t.id)).toEqual([2, 1]);
    expect(choice).toMatchObject({ total: 500, currency: 'IRR' });
  });

  it('never takes more rooms of a type than are free on every night', () => {
    const double = type(1, { price: 100, free: 2 });
    expect(cheapestRooms([room(2), room(2), room(2)], [double])).toBeNull();
    const suite = type(2, { price: 300, free: 1 });
    expect(cheapestRooms([room(2), room(2), room(2)], [double, suite])?.total).toBe(1000);
  });

  it('finds no room for a party no type sleeps', () => {
    expect(cheapestRooms([room(2, 1)], [type(1, { price: 100, free: 5 })])).toBeNull();
  });

  it('never sums two currencies', () => {
    const rial = type(1, { price: 100, free: 1, currency: 'IRR' });
    const dollar = type(2, { price: 5, free: 1, currency: 'USD' });
    expect(cheapestRooms([room(2), room(2)], [rial, dollar])).toBeNull();
    expect(cheapestRooms([room(2)], [rial, dollar])?.currency).toBe('IRR');
  });

  it('says until when one of the types can be cancelled for nothing', () => {
    const hotel = { checkInTime: '14:00', timeZone: 'Asia/Tehran' };
    const types = [
      type(1, { price: 100, free: 1, policy: nonRefundable }),
      type(2, { price: 100, free: 1 }),
    ];
    expect(earliestFreeCancellation(types, '2027-03-01', hotel)).toEqual(
      new Date('2027-02-26T10:30:00Z'),
    );
    expect(earliestFreeCancellation(types.slice(0, 1), '2027-03-01', hotel)).toBeNull();
  });
});
