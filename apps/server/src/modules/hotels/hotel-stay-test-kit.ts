import { addDays, formatIsoDate, parseIsoDate } from '@parvaz/domain/calendar/plain-date';
import type { PolicyTerms } from '@parvaz/domain/hotels/cancellation';
import type { Database } from '../../db/client';
import { iranianNationalCode } from '../../test/factories';
import { buildHotel, hotelDay } from './hotels-test-kit';

export { soldNights } from './hotel-stay.factory';

// A hotel of a stay test's own (built by the search tests' kit), with nights far beyond the
// demo's so nothing else sells them, and the bodies a reservation sends.

/** A local date `days` after today in Mashhad (Tehran's zone). */
export const stayDay = hotelDay;

/** Free until three days before, then the first night; a no-show costs one night. */
export const freeUntilThreeDays: PolicyTerms = {
  refundable: true,
  steps: [
    { daysBefore: 3, percent: 0 },
    { daysBefore: 0, nights: 1 },
  ],
  noShowNights: 1,
};

/**
 * One hotel in Mashhad with one room type: `nights` nights from `from`, `allotment` rooms each,
 * each night a million rial dearer than the one before.
 */
export async function stayHotel(
  db: Database,
  spec: {
    from: string;
    nights: number;
    price?: number;
    allotment?: number;
    sold?: Record<string, number>;
    maxAdults?: number;
    policy?: PolicyTerms;
  },
) {
  const price = spec.price ?? 20_000_000;
  const start = parseIsoDate(spec.from);
  const prices = Object.fromEntries(
    Array.from({ length: spec.nights }, (_, n) => [
      formatIsoDate(addDays(start, n)),
      price + n * 1_000_000,
    ]),
  );
  const built = await buildHotel(db, {
    name: 'Stay Test Hotel',
    stars: 4,
    rooms: [
      {
        name: 'Double room',
        maxAdults: spec.maxAdults ?? 2,
        maxChildren: 1,
        policy: spec.policy ?? freeUntilThreeDays,
        from: spec.from,
        nights: spec.nights,
        price,
        prices,
        allotment: spec.allotment ?? 5,
        sold: spec.sold ?? {},
      },
    ],
  });
  const [roomTypeId] = built.roomTypeIds;
  if (roomTypeId === undefined) throw new Error('room type not written');
  return { hotelId: built.id, roomTypeId };
}

let serial = 300_000_000;

/** A valid guest with an Iranian national code of its own. */
export function guest(firstName = 'Ali') {
  return {
    firstName,
    lastName: 'Ahmadi',
    nationality: 'IRN',
    national_id: iranianNationalCode(String(serial++)),
  };
}

let keys = 0;

/** A reservation of one double room for `checkIn`–`checkOut`, valid unless overridden. */
export function reservation(
  ids: { hotelId: number; roomTypeId: number },
  stay: { checkIn: string; checkOut: string; expectedTotal: number },
  overrides: Record<string, unknown> = {},
) {
  keys += 1;
  return {
    hotelId: ids.hotelId,
    ...stay,
    rooms: [{ roomTypeId: ids.roomTypeId, adults: 2, children: 0, guests: [guest()] }],
    contact: { mobile: '09121234567', email: 'guest@example.com' },
    agreement: true,
    idempotencyKey: `stay-${process.pid}-${Date.now()}-${keys}`,
    payment: 'gateway',
    ...overrides,
  };
}
