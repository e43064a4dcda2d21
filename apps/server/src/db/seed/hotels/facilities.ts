import { facilityKeys, type FacilityKey, type HotelType } from '@parvaz/domain/hotels/catalog';
import type { Random } from '../inventory/random';

// Which of the 29 facilities a demo hotel lists: a few every lodging has, then the more common
// ones first, so that more stars bring more of the list (6–18 in all).

const everywhere: readonly FacilityKey[] = [
  'bathroom',
  'internet',
  'fireAlarm',
  'firstAidBox',
  'furniture',
];

/** Roughly from the most to the least common. */
const byCommonness: readonly FacilityKey[] = [
  'airConditioning',
  'tv',
  'westernToilet',
  'parking',
  'refrigerator',
  'teaMaker',
  'telephone',
  'dailyRoomService',
  'taxi',
  'laundry',
  'elevator',
  'wakeUpCall',
  'restaurant',
  'coffeeShop',
  'hairdryer',
  'safeBox',
  'barbecue',
  'conferenceHall',
  'gym',
  'pool',
  'shop',
  'atm',
  'barbershop',
];

/** What a grander hotel has before the small comforts: they move up the list with its stars. */
const upscale = new Set<FacilityKey>([
  'elevator',
  'restaurant',
  'coffeeShop',
  'dailyRoomService',
  'laundry',
  'wakeUpCall',
  'safeBox',
  'hairdryer',
  'conferenceHall',
  'gym',
  'pool',
  'shop',
  'atm',
  'barbershop',
]);

/** Lodgings without a lift, a hall or a gym by their nature (a courtyard house, a motel, a lodge). */
const lowRise: readonly HotelType[] = [3, 5, 6, 7];

function fits(key: FacilityKey, type: HotelType, stars: number, resort: boolean): boolean {
  switch (key) {
    case 'elevator':
      return !lowRise.includes(type);
    case 'conferenceHall':
    case 'gym':
    case 'atm':
    case 'barbershop':
      return type === 1 && stars >= 4;
    case 'pool':
      return stars >= 4 || (resort && stars >= 3) || type === 7;
    case 'barbecue':
      return type === 5 || type === 6 || type === 7 || resort;
    case 'restaurant':
    case 'coffeeShop':
    case 'safeBox':
    case 'hairdryer':
      return stars >= 3 || type === 6;
    default:
      return true;
  }
}

export function facilitiesFor(
  random: Random,
  hotel: { type: HotelType; stars: number; country: 'IR' | 'TR' | 'OM'; resort: boolean },
): FacilityKey[] {
  const wanted = Math.min(18, Math.max(6, 5 + hotel.stars * 2 + random.int(-1, 3)));
  const chosen = new Set<FacilityKey>(everywhere);
  // Iranian courtyard houses, lodges, motels and the simpler hotels keep the squat toilet.
  if (hotel.country === 'IR' && (lowRise.includes(hotel.type) || hotel.stars <= 3))
    chosen.add('iranianToilet');
  // From three stars up a room always has these, whatever else the hotel offers.
  if (hotel.stars >= 3 && !lowRise.includes(hotel.type))
    for (const key of ['airConditioning', 'tv', 'westernToilet'] as const) chosen.add(key);
  const candidates = byCommonness
    .filter((key) => fits(key, hotel.type, hotel.stars, hotel.resort))
    .map((key, order) => ({
      key,
      rank: order + random.between(0, 5) - (upscale.has(key) ? (hotel.stars - 2) * 3 : 0),
    }))
    .sort((a, b) => a.rank - b.rank);
  for (const { key } of candidates) {
    if (chosen.size >= wanted) break;
    chosen.add(key);
  }
  return facilityKeys.filter((key) => chosen.has(key));
}
