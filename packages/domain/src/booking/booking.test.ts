import { describe, expect, it } from 'vitest';
import type { CabinLayout } from '../flights/inventory';
import { bookingTotals, checkoutPrice } from './booking-totals';
import { payByFor } from './hold';
import { isPnr, pnrAlphabet, pnrBytes, pnrFromBytes, trackingCodeFromBytes } from './pnr';
import { isPreferredRow, layoutHasSeat, seatKind, seatPrice } from './seat-pricing';
import { serviceAmount, serviceRoom, serviceUnitPrice } from './service-pricing';

const layout: CabinLayout = {
  cabin: 'economy',
  firstRow: 1,
  lastRow: 30,
  letters: 'ABC_DEF',
  exitRows: [12],
  skipRows: [13],
};

describe('PNR and tracking code', () => {
  it('uses six characters without 0, O, 1, I or L', () => {
    expect(pnrAlphabet).not.toMatch(/[0O1IL]/);
    for (let n = 0; n < 200; n++) {
      const bytes = new Uint8Array(pnrBytes).map((_, i) => (n * 37 + i * 101) % 256);
      const pnr = pnrFromBytes(bytes);
      expect(pnr).toHaveLength(6);
      expect(isPnr(pnr)).toBe(true);
    }
    expect(() => pnrFromBytes(new Uint8Array(3))).toThrow(RangeError);
  });

  it('makes ten-digit tracking codes without a leading zero', () => {
    expect(trackingCodeFromBytes(new Uint8Array(8))).toBe('1000000000');
    expect(trackingCodeFromBytes(new Uint8Array(8).fill(255))).toMatch(/^[1-9]\d{9}$/);
  });
});

describe('seat pricing', () => {
  it('charges exit rows and the first three economy rows', () => {
    expect(isPreferredRow(layout, 1)).toBe(true);
    expect(isPreferredRow(layout, 3)).toBe(true);
    expect(isPreferredRow(layout, 4)).toBe(false);
    expect(seatPrice(layout, 12, 'IRR')).toBe(3_500_000);
    expect(seatPrice(layout, 12, 'USD')).toBe(1_500);
    expect(seatPrice(layout, 12, 'KWD')).toBe(450);
    expect(seatPrice(layout, 20, 'IRR')).toBe(0);
    expect(seatPrice({ ...layout, cabin: 'business' }, 1, 'IRR')).toBe(0);
  });

  it('tells window, middle and aisle seats and knows the layout', () => {
    expect(
      ['A', 'B', 'C', 'D', 'E', 'F'].map((_, i) => seatKind('ABC_DEF', i < 3 ? i : i + 1)),
    ).toEqual(['window', 'middle', 'aisle', 'aisle', 'middle', 'window']);
    expect(layoutHasSeat(layout, '12F')).toBe(true);
    expect(layoutHasSeat(layout, '13A')).toBe(false);
    expect(layoutHasSeat(layout, '31A')).toBe(false);
    expect(layoutHasSeat(layout, '12G')).toBe(false);
  });
});

describe('service pricing', () => {
  it('prices per unit, currency and flight', () => {
    expect(serviceUnitPrice('XBAG', 'IRR', false)).toBe(1_200_000);
    expect(serviceUnitPrice('PET', 'USD', false)).toBe(9_000);
    expect(serviceUnitPrice('WCHR', 'KWD', true)).toBe(0);
    expect(serviceAmount('XBAG', 5, 'USD', false, 2)).toBe(12_000);
  });

  it('leaves room per booking for what it does not hold yet', () => {
    expect(serviceRoom()).toEqual({ XBAG: 30, CARGO: 100, WCHR: 1 });
    expect(serviceRoom({ XBAG: 12, WCHR: 1, PET: 2 })).toEqual({ XBAG: 18, CARGO: 100, WCHR: 0 });
    expect(serviceRoom({ XBAG: 40, CARGO: 100 })).toEqual({ XBAG: 0, CARGO: 0, WCHR: 1 });
  });
});

describe('booking totals', () => {
  it('adds fares, seats and services and takes the discount off', () => {
    expect(bookingTotals({ fares: 100, seats: 20, services: 30, discount: 10 })).toEqual({
      fares: 100,
      seats: 20,
      services: 30,
      discount: 10,
      total: 140,
    });
    expect(bookingTotals({ fares: 10, seats: 0, services: 0, discount: 50 }).total).toBe(0);
  });

  it('lets a booking be paid for at least fifteen minutes', () => {
    const now = new Date('2030-01-01T10:00:00Z');
    expect(payByFor(new Date('2030-01-01T10:05:00Z'), now).toISOString()).toBe(
      '2030-01-01T10:15:00.000Z',
    );
    expect(payByFor(new Date('2030-01-01T10:30:00Z'), now).toISOString()).toBe(
      '2030-01-01T10:30:00.000Z',
    );
  });
});

describe('checkout price', () => {
  // A round trip: one passenger's price of each type on each flight, the agency's fee inside it.
  const flights = [
    {
      price: { adult: 1_100, child: 800, infant: 120 },
      fee: { adult: 100, child: 50, infant: 20 },
    },
    { price: { adult: 1_000, child: 700, infant: 110 }, fee: { adult: 90, child: 40, infant: 10 } },
  ];
  const counts = { adult: 2, child: 1, infant: 1 };

  it('shows the fares per type and the agency fees apart, adding up to what is charged', () => {
    const price = checkoutPrice(flights, counts, { seats: 0, services: 0, discount: 0 });
    expect(price.passengers).toEqual([
      { type: 'ADT', count: 2, each: 1_910, total: 3_820 },
      { type: 'CHD', count: 1, each: 1_410, total: 1_410 },
      { type: 'INF', count: 1, each: 200, total: 200 },
    ]);
    expect(price.fares).toBe(5_430);
    expect(price.fees).toBe(2 * 190 + 90 + 30);
    // The same total as the quote's: every passenger's price (fare + fee) on every flight.
    expect(price.total).toBe(2 * 2_100 + 1_500 + 230);
    expect(price.total).toBe(
      bookingTotals({ fares: price.fares + price.fees, seats: 0, services: 0, discount: 0 }).total,
    );
  });

  it('leaves out passenger types nobody travels as', () => {
    const price = checkoutPrice(
      flights,
      { adult: 1, child: 0, infant: 0 },
      {
        seats: 0,
        services: 0,
        discount: 0,
      },
    );
    expect(price.passengers.map((line) => line.type)).toEqual(['ADT']);
    expect(price.fees).toBe(190);
  });

  it('adds seats and services, takes the discount off, and never goes below zero', () => {
    const price = checkoutPrice(flights, counts, { seats: 300, services: 45, discount: 500 });
    expect(price).toMatchObject({ seats: 300, services: 45, discount: 500 });
    expect(price.total).toBe(5_930 + 300 + 45 - 500);
    const free = checkoutPrice(flights, counts, { seats: 0, services: 0, discount: 99_999 });
    expect(free.discount).toBe(5_930);
    expect(free.total).toBe(0);
  });
});
