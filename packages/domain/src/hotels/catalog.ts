// What a hotel is described by (spec section 3, PRODUCT.md decision 7): its type, grade,
// popularity band, facilities, meal options and the four criteria guests rate it by. Keys are
// the API's; words for them are in the locales (`hotels.type.<key>`, `hotels.facility.<key>`…).

/** The spec's 7 hotel types, by their numeric key. */
export const hotelTypes = {
  1: 'hotel',
  2: 'hotelApartment',
  3: 'guesthouse',
  4: 'residentialUnit',
  5: 'motel',
  6: 'traditionalLodging',
  7: 'ecoLodge',
} as const;
export type HotelType = keyof typeof hotelTypes;
export const hotelTypeKeys = [1, 2, 3, 4, 5, 6, 7] as const satisfies readonly HotelType[];

export const starGrades = [1, 2, 3, 4, 5] as const;
export type StarGrade = (typeof starGrades)[number];

/**
 * Popularity bands by guests' average score on a 0–5 scale (decision 7): 1 is 4–5 "excellent",
 * 2 is 3–4 "very good", 3 is 2–3 "average", 4 is 1–2 "weak".
 */
export const popularityBands = [1, 2, 3, 4] as const;
export type PopularityBand = (typeof popularityBands)[number];

/** The band of a rating on the API's 0–10 scale; a hotel no one rated yet is in none. */
export function popularityBandOf(score: number, count: number): PopularityBand | null {
  if (count === 0) return null;
  const outOfFive = score / 2;
  if (outOfFive >= 4) return 1;
  if (outOfFive >= 3) return 2;
  if (outOfFive >= 2) return 3;
  return 4;
}

/** The spec's 29 facilities, in its order. */
export const facilityKeys = [
  'airConditioning',
  'atm',
  'barbecue',
  'barbershop',
  'bathroom',
  'coffeeShop',
  'conferenceHall',
  'dailyRoomService',
  'elevator',
  'fireAlarm',
  'firstAidBox',
  'furniture',
  'gym',
  'hairdryer',
  'internet',
  'iranianToilet',
  'laundry',
  'parking',
  'pool',
  'refrigerator',
  'restaurant',
  'safeBox',
  'shop',
  'taxi',
  'teaMaker',
  'telephone',
  'tv',
  'wakeUpCall',
  'westernToilet',
] as const;
export type FacilityKey = (typeof facilityKeys)[number];

/** Meals a room's rate can include. */
export const mealKeys = ['breakfast', 'lunch', 'dinner'] as const;
export type MealKey = (typeof mealKeys)[number];

/** The four criteria a guest rates a stay by, each 0–10. */
export const ratingCriteria = ['valueForPrice', 'cleanliness', 'staff', 'facilities'] as const;
export type RatingCriterion = (typeof ratingCriteria)[number];

/** Beds a room type has. */
export const bedKinds = ['single', 'twin', 'double', 'queen', 'king', 'family'] as const;
export type BedKind = (typeof bedKinds)[number];

/** How a hotel list can be ordered. */
export const hotelSorts = ['popular', 'cheapest', 'expensive', 'stars'] as const;
export type HotelSort = (typeof hotelSorts)[number];
