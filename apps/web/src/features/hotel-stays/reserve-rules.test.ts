import type { HotelRoomOffer } from '@parvaz/domain/contracts/hotels';
import { convertMoney } from '@parvaz/domain/money/exchange';
import { describe, expect, it } from 'vitest';
import {
  assignRooms,
  contactMobile,
  emptyReserveForm,
  nightTotals,
  reserveBody,
  reserveFieldOf,
  reserveFormErrors,
  stayTotal,
  type ReserveForm,
} from './reserve-rules';

function offer(id: number, adults: number, children: number, nightly: number): HotelRoomOffer {
  return {
    roomTypeId: id,
    name: `Room ${id}`,
    bed: 'double',
    capacity: { adults, children },
    meals: [],
    available: 3,
    price: {
      nights: [
        { date: '2026-12-01', amount: nightly },
        { date: '2026-12-02', amount: nightly + 100 },
      ],
      total: nightly * 2 + 100,
      currency: 'IRR',
      fares: { amount: nightly * 2 + 100, currency: 'IRR' },
    },
    cancellation: {
      refundable: true,
      timeZone: 'Asia/Tehran',
      rules: [],
      noShow: { amount: 0, currency: 'IRR' },
    },
    exchange: null,
  };
}

const single = offer(10, 1, 0, 1_000);
const family = offer(20, 2, 2, 3_000);
const couple = { adults: 2, children: 0, childAges: [] };
const parentAndChild = { adults: 1, children: 1, childAges: [7] };
const solo = { adults: 1, children: 0, childAges: [] };

const filled = (rooms: number): ReserveForm => {
  const form = emptyReserveForm(rooms, 'IR', 'IRN');
  form.rooms = form.rooms.map((_, i) => ({
    guests: [
      {
        firstName: 'ALI',
        lastName: 'REZAEI',
        nationality: 'IRN',
        national_id: ['0013542419', '0067749828', '1234567891'][i] ?? '',
        passport_number: '',
      },
    ],
  }));
  form.contact = { country: 'IR', mobile: '09121234567', email: '' };
  form.agreement = true;
  return form;
};

describe('the price of a reservation in another currency', () => {
  const dollar = {
    id: 3,
    base: 'USD',
    quote: 'IRR',
    rate: '1000000',
    validFrom: '2026-11-30',
  } as const;
  const inDollars = (filed: HotelRoomOffer): HotelRoomOffer => ({
    ...filed,
    price: {
      ...filed.price,
      total: convertMoney({ amount: filed.price.total, currency: 'IRR' }, 'USD', dollar).amount,
      currency: 'USD',
    },
    exchange: { rateId: 3, base: 'USD', quote: 'IRR', rate: '1000000', date: '2026-11-30' },
  });
  const halfCent = inDollars(offer(30, 2, 0, 2_500));

  it('is the filed total less the discount converted once, as reserveHotel charges it', () => {
    const rooms = [
      { offer: halfCent, occupancy: couple },
      { offer: halfCent, occupancy: couple },
    ];
    const filed = halfCent.price.fares.amount * 2;
    const once = convertMoney({ amount: filed, currency: 'IRR' }, 'USD', dollar).amount;
    // Rounded room by room, two half cents would come to another amount than the whole.
    expect(halfCent.price.total * 2).not.toBe(once);
    expect(stayTotal(rooms)).toBe(once);
    expect(stayTotal(rooms, 5_100)).toBe(
      convertMoney({ amount: filed - 5_100, currency: 'IRR' }, 'USD', dollar).amount,
    );
  });

  it('sends the rate the rooms were shown by, and none for rooms left in their own currency', () => {
    const stay = { hotelId: 5, checkIn: '2026-12-01', checkOut: '2026-12-03' };
    const attempt = { key: 'k', expectedTotal: 1 };
    const form = emptyReserveForm(1, 'IR', 'IRN');
    const shown = reserveBody(stay, [{ offer: halfCent, occupancy: couple }], form, attempt);
    expect(shown).toMatchObject({ rateId: 3 });
    const own = reserveBody(stay, [{ offer: single, occupancy: couple }], form, attempt);
    expect('rateId' in own).toBe(false);
  });
});

describe('the rooms of a reservation', () => {
  it('puts each searched room in a chosen room that fits it, the family in the family room', () => {
    const rooms = assignRooms([parentAndChild, solo], { 10: 1, 20: 1 }, [single, family]);
    expect(rooms?.map((r) => r.offer.roomTypeId)).toEqual([20, 10]);
    expect(rooms && stayTotal(rooms)).toBe(single.price.total + family.price.total);
    expect(rooms && nightTotals(rooms)).toEqual([
      { date: '2026-12-01', amount: 4_000 },
      { date: '2026-12-02', amount: 4_200 },
    ]);
  });

  it('refuses a choice that does not hold the search: wrong count, too small, or a type gone', () => {
    expect(assignRooms([couple, couple], { 20: 1 }, [family])).toBeNull();
    expect(assignRooms([couple], { 10: 1 }, [single])).toBeNull();
    expect(assignRooms([solo], { 99: 1 }, [single])).toBeNull();
    expect(assignRooms([solo, solo], { 10: 2 }, [{ ...single, available: 1 }])).toBeNull();
  });
});

describe('the reserve form', () => {
  const rooms = assignRooms([couple, solo], { 20: 1, 10: 1 }, [single, family]) ?? [];

  it('passes a complete form', () => {
    expect(reserveFormErrors(filled(2), rooms)).toEqual({});
  });

  it('uses the passengers’ rules and messages: Latin letters, IDs with check digits, agreement', () => {
    const form = filled(2);
    const lead = form.rooms[0]?.guests[0];
    if (!lead) throw new Error('no lead guest');
    lead.firstName = 'علی';
    lead.national_id = '1234567890';
    form.contact.mobile = '0912';
    form.agreement = false;
    expect(reserveFormErrors(form, rooms)).toEqual({
      'rooms.0.guests.0.firstName': 'englishLettersOnly',
      'rooms.0.guests.0.national_id': 'invalidNationalId',
      'contact.mobile': 'invalidMobile',
      agreement: 'agreementRequired',
    });
  });

  it('lets the room’s second guest go with names only, as the page says, and pays', () => {
    const form = filled(2);
    // The couple's room: its second guest added and given only a first and last name.
    form.rooms[0]?.guests.push({
      firstName: 'SARA',
      lastName: 'REZAEI',
      nationality: 'IRN',
      national_id: '',
      passport_number: '',
    });
    expect(reserveFormErrors(form, rooms)).toEqual({});
    // Added but left without a last name: that is still asked.
    const half = form.rooms[0]?.guests[1];
    if (half) half.lastName = '';
    expect(reserveFormErrors(form, rooms)).toEqual({ 'rooms.0.guests.1.lastName': 'required' });
  });

  it('asks a foreign guest for a passport, and the same ID twice is refused', () => {
    const form = filled(2);
    const [first, second] = [form.rooms[0]?.guests[0], form.rooms[1]?.guests[0]];
    if (!first || !second) throw new Error('no guests');
    first.nationality = 'DEU';
    first.national_id = '';
    second.national_id = '0013542419';
    const third = { ...second };
    form.rooms[1]?.guests.push(third);
    const errors = reserveFormErrors(form, rooms);
    expect(errors['rooms.0.guests.0.passport_number']).toBe('nationalIdOrPassportRequired');
    expect(errors['rooms.1.guests.1.firstName']).toBe('tooLarge');
    expect(errors['rooms.1.guests.1.national_id']).toBe('duplicateNationalId');
  });

  it('sends the rooms, guests as a passport prints them, the contact and the attempt', () => {
    const form = filled(2);
    const lead = form.rooms[0]?.guests[0];
    if (lead) lead.firstName = ' ali ';
    form.contact.mobile = '۰۹۱۲۱۲۳۴۵۶۷';
    const body = reserveBody(
      { hotelId: 5, checkIn: '2026-12-01', checkOut: '2026-12-03' },
      rooms,
      form,
      {
        key: 'k1',
        expectedTotal: 9_300,
      },
    );
    expect(body.rooms.map((r) => [r.roomTypeId, r.adults, r.guests[0]?.firstName])).toEqual([
      [20, 2, 'ALI'],
      [10, 1, 'ALI'],
    ]);
    expect(body.contact).toEqual({ country: 'IR', mobile: '09121234567', email: undefined });
    expect(body).toMatchObject({ idempotencyKey: 'k1', expectedTotal: 9_300, payment: 'gateway' });
    expect('previousTotal' in body).toBe(false);
    expect(contactMobile(form)).toBe('+989121234567');
  });

  it('puts the server’s field errors on their fields', () => {
    expect(reserveFieldOf('rooms.1.guests.0.passport_number')).toBe(
      'rooms.1.guests.0.passport_number',
    );
    expect(reserveFieldOf('contact.country')).toBe('contact.mobile');
    expect(reserveFieldOf('expectedTotal')).toBeNull();
  });
});
