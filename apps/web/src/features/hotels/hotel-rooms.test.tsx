import type { HotelRoomOffer } from '@parvaz/domain/contracts/hotels';
import type { Language } from '@parvaz/domain/languages';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderMarkup } from '../../test/render-markup';
import { textOf } from '../../test/rendered-text';
import { CancellationPolicy } from './cancellation-policy';
import { choosableCount, HotelRooms } from './hotel-rooms';
import { policySteps } from './policy-steps';
import { withChildren } from './rooms-counter';

const policy: HotelRoomOffer['cancellation'] = {
  refundable: true,
  timeZone: 'Asia/Tehran',
  // Out of order on purpose: the timeline sorts by deadline.
  rules: [
    {
      until: '2026-12-01T14:00:00+03:30',
      penalty: { amount: 4_000_000, currency: 'IRR', nights: 1 },
    },
    { until: '2026-11-28T14:00:00+03:30', penalty: { amount: 0, currency: 'IRR', percent: 0 } },
  ],
  noShow: { amount: 8_000_000, currency: 'IRR' },
};

const offer: HotelRoomOffer = {
  roomTypeId: 12,
  name: 'Deluxe double',
  bed: 'double',
  capacity: { adults: 2, children: 1 },
  meals: ['breakfast'],
  available: 3,
  price: {
    nights: [
      { date: '2026-12-01', amount: 4_000_000 },
      { date: '2026-12-02', amount: 4_000_000 },
    ],
    total: 8_000_000,
    currency: 'IRR',
    fares: { amount: 8_000_000, currency: 'IRR' },
  },
  cancellation: policy,
  exchange: null,
};

const render = (language: Language, node: ReactNode) => textOf(renderMarkup(language, node));

describe('a room type offered for a stay', () => {
  it('puts the policy in deadline order, the free stretch first', () => {
    const steps = policySteps(policy);
    expect(steps.map((step) => step.free)).toEqual([true, false]);
    expect(steps[0]?.until).toBe('2026-11-28T14:00:00+03:30');
  });

  it('says the terms in words with the hotel clock, in the user calendar', () => {
    const en = render('en', <CancellationPolicy policy={policy} />);
    expect(en).toContain('Cancel before 28/11/2026 14:00: free');
    expect(en).toContain('(1 night)');
    expect(en).toContain("until 01/12/2026 14:00 (hotel's time)");
    expect(en).toContain('a no-show costs');
    const fa = render('fa', <CancellationPolicy policy={policy} />);
    // 28 Nov 2026 is 7 Azar 1405; Persian digits.
    expect(fa).toContain('۱۴۰۵/۰۹/۰۷');
    expect(fa).toContain('رایگان');
  });

  it('a non-refundable rate says so', () => {
    const text = render('en', <CancellationPolicy policy={{ ...policy, refundable: false }} />);
    expect(text).toContain('Non-refundable');
    expect(text).not.toContain('Cancel before');
  });

  it('shows bed, capacity, meals, total and availability; Reserve waits for the rooms', () => {
    const search = {
      city: 'MHD',
      checkIn: '2026-12-01',
      checkOut: '2026-12-03',
      rooms: [{ adults: 2, children: 0, childAges: [] }],
    };
    const text = render('en', <HotelRooms hotelId={4} offers={[offer]} search={search} />);
    expect(text).toContain('Deluxe double');
    expect(text).toContain('Double bed');
    expect(text).toContain('2 adults, 1 child');
    expect(text).toContain('Breakfast');
    expect(text).toContain('3 left');
    expect(text).toContain('Total for 2 nights, one room');
    expect(text).toContain('0 of 1 room chosen');
  });

  it('counts in each language’s plural forms, with its digits', () => {
    const search = {
      city: 'MHD',
      checkIn: '2026-12-01',
      checkOut: '2026-12-03',
      rooms: [
        { adults: 2, children: 0, childAges: [] },
        { adults: 1, children: 0, childAges: [] },
      ],
    };
    const rooms = <HotelRooms hotelId={4} offers={[offer]} search={search} />;
    // Arabic: two nights and two rooms have forms of their own; one child is "طفل واحد".
    const ar = render('ar', rooms);
    expect(ar).toContain('المجموع لليلتين لغرفة واحدة');
    expect(ar).toContain('بالغان، طفل واحد');
    expect(ar).toContain('تم اختيار ٠ من غرفتين');
    expect(ar).toContain('٣ غرف متاحة');
    expect(render('en', rooms)).toContain('0 of 2 rooms chosen');
    const fa = render('fa', rooms);
    expect(fa).toContain('۲ بزرگسال، ۱ کودک');
    expect(fa).toContain('۰ از ۲ اتاق انتخاب شده');
  });

  it('lets no more rooms be chosen than are free or were searched for', () => {
    expect(choosableCount({ roomTypeId: 12, available: 3 }, {}, 2)).toBe(2);
    expect(choosableCount({ roomTypeId: 12, available: 1 }, {}, 4)).toBe(1);
    expect(choosableCount({ roomTypeId: 12, available: 3 }, { 15: 2, 12: 1 }, 3)).toBe(1);
  });

  it('keeps a room children and their ages in step', () => {
    const room = { adults: 2, children: 1, childAges: [9] };
    expect(withChildren(room, 3).childAges).toEqual([9, 5, 5]);
    expect(withChildren(room, 0)).toEqual({ adults: 2, children: 0, childAges: [] });
  });
});
