import type { BedKind, HotelType, MealKey } from '@parvaz/domain/hotels/catalog';
import type { PolicyTerms } from '@parvaz/domain/hotels/cancellation';
import { stayLimits } from '@parvaz/domain/hotels/stay';
import type { LocalizedName } from '../../schema/reference';
import type { Random } from '../inventory/random';

// The kinds of room a demo hotel sells, their rates' meals and cancellation terms, how many
// rooms of each it files per night and what a night costs before season and weekday.

export interface GeneratedRoomType {
  name: LocalizedName;
  bed: BedKind;
  maxAdults: number;
  maxChildren: number;
  meals: MealKey[];
  policy: PolicyTerms;
  currency: 'IRR' | 'USD';
  /** Rooms filed per night. */
  allotment: number;
  /** A plain night's price in minor units, before season, weekday and the night's own swing. */
  basePrice: number;
}

interface RoomKind {
  name: LocalizedName;
  bed: BedKind;
  adults: number;
  children: number;
  /** Its price against the hotel's double room. */
  priceFactor: number;
  /** Its share of the hotel's rooms. */
  share: number;
}

const kind = (
  names: string,
  bed: BedKind,
  adults: number,
  children: number,
  priceFactor: number,
  share: number,
): RoomKind => {
  const [fa = '', ar = '', en = '', tr = ''] = names.split('|');
  return { name: { fa, ar, en, tr }, bed, adults, children, priceFactor, share };
};

const single = kind(
  'اتاق یک‌تخته|غرفة مفردة|Single room|Tek kişilik oda',
  'single',
  1,
  0,
  0.72,
  0.25,
);
const double = kind(
  'اتاق دوتخته دبل|غرفة مزدوجة|Double room|Çift kişilik oda',
  'double',
  2,
  1,
  1,
  1,
);
const twin = kind(
  'اتاق دوتخته توئین|غرفة بسريرين منفصلين|Twin room|İki yataklı oda',
  'twin',
  2,
  1,
  1,
  0.6,
);
const familySuite = kind(
  'سوئیت خانوادگی|جناح عائلي|Family suite|Aile süiti',
  'family',
  4,
  2,
  1.75,
  0.3,
);
const executiveSuite = kind(
  'سوئیت اجرایی|جناح تنفيذي|Executive suite|Yönetici süiti',
  'king',
  2,
  1,
  2.1,
  0.15,
);
const oneBedroom = kind(
  'آپارتمان یک‌خوابه|شقة بغرفة نوم واحدة|One-bedroom apartment|Tek yatak odalı daire',
  'double',
  2,
  2,
  1,
  1,
);
const twoBedroom = kind(
  'آپارتمان دوخوابه|شقة بغرفتي نوم|Two-bedroom apartment|İki yatak odalı daire',
  'family',
  4,
  2,
  1.6,
  0.5,
);
const studio = kind('سوئیت استودیو|استوديو|Studio|Stüdyo daire', 'queen', 2, 1, 0.85, 0.5);
const traditionalDouble = kind(
  'اتاق سنتی دوتخته|غرفة تقليدية مزدوجة|Traditional double room|Geleneksel çift kişilik oda',
  'double',
  2,
  1,
  1,
  1,
);
const traditionalSingle = kind(
  'اتاق سنتی یک‌تخته|غرفة تقليدية مفردة|Traditional single room|Geleneksel tek kişilik oda',
  'single',
  1,
  0,
  0.7,
  0.3,
);
const shahneshin = kind(
  'اتاق شاه‌نشین|غرفة الشاه نشين|Shahneshin room|Şahnişin odası',
  'family',
  4,
  2,
  1.8,
  0.3,
);
const cabin = kind('کلبه دونفره|كوخ لشخصين|Cabin for two|İki kişilik kulübe', 'double', 2, 1, 1, 1);
const familyCabin = kind(
  'کلبه خانوادگی|كوخ عائلي|Family cabin|Aile kulübesi',
  'family',
  4,
  2,
  1.6,
  0.5,
);
const dormBed = kind('اتاق سه‌تخته|غرفة ثلاثية|Triple room|Üç kişilik oda', 'twin', 3, 1, 1.3, 0.4);

/** The kinds a hotel may sell, the first always and the rest as many as it has. */
function kindsFor(type: HotelType, stars: number): RoomKind[] {
  switch (type) {
    case 1:
      return stars >= 4
        ? [double, twin, familySuite, executiveSuite]
        : [double, twin, single, familySuite];
    case 2:
      return [oneBedroom, twoBedroom, studio];
    case 3:
      return [double, single, dormBed];
    case 4:
      return [oneBedroom, studio, twoBedroom];
    case 5:
      return [double, twin, dormBed];
    case 6:
      return [traditionalDouble, shahneshin, traditionalSingle];
    case 7:
      return [cabin, familyCabin];
  }
}

/** A double room's plain night by stars: rials, or US cents. */
const doubleNight: Readonly<Record<'IRR' | 'USD', readonly (readonly [number, number])[]>> = {
  IRR: [
    [26_000_000, 38_000_000],
    [36_000_000, 60_000_000],
    [55_000_000, 95_000_000],
    [90_000_000, 150_000_000],
    [140_000_000, 200_000_000],
  ],
  USD: [
    [3_600, 5_000],
    [4_500, 7_000],
    [6_500, 11_000],
    [10_000, 17_000],
    [17_000, 26_000],
  ],
};

/** Every night of the stay, whatever its length (`noShowNights` larger than the stay). */
const allNights = stayLimits.maxNights;

function policyFor(random: Random): PolicyTerms {
  if (random.chance(0.15)) return { refundable: false, steps: [], noShowNights: allNights };
  const freeUntil = random.pick([1, 2, 2, 3, 3, 7]);
  const late = random.chance(0.55) ? { nights: 1 } : { percent: 50 };
  const steps =
    freeUntil === 7 && random.chance(0.5)
      ? [
          { daysBefore: 7, percent: 0 },
          { daysBefore: 2, nights: 1 },
          { daysBefore: 0, percent: 50 },
        ]
      : [
          { daysBefore: freeUntil, percent: 0 },
          { daysBefore: 0, ...late },
        ];
  return { refundable: true, steps, noShowNights: random.chance(0.6) ? 1 : allNights };
}

function mealsFor(random: Random, type: HotelType, halfBoardLikely: boolean): MealKey[] {
  if ((type === 2 || type === 4) && random.chance(0.5)) return [];
  if (halfBoardLikely ? random.chance(0.5) : random.chance(0.08)) return ['breakfast', 'dinner'];
  return random.chance(0.9) ? ['breakfast'] : [];
}

export function roomTypesFor(
  random: Random,
  hotel: { type: HotelType; stars: number; currency: 'IRR' | 'USD'; resort: boolean },
): GeneratedRoomType[] {
  const kinds = kindsFor(hotel.type, hotel.stars);
  const count = Math.min(kinds.length, random.int(2, 4));
  const [low, high] = doubleNight[hotel.currency][hotel.stars - 1] ?? [0, 0];
  const base = random.between(low, high);
  // Bigger hotels file more rooms; a small house has a handful of each kind.
  const size =
    hotel.type === 1 ? 6 + hotel.stars * 3 : hotel.type === 2 || hotel.type === 4 ? 8 : 5;
  const hotelPolicy = policyFor(random);
  const halfBoardLikely = hotel.resort || hotel.type === 6 || hotel.type === 7;
  const hotelMeals = mealsFor(random, hotel.type, halfBoardLikely);
  return kinds.slice(0, count).map((room) => ({
    name: room.name,
    bed:
      room.bed === 'double' && hotel.stars >= 4 ? (hotel.stars === 5 ? 'king' : 'queen') : room.bed,
    maxAdults: room.adults,
    maxChildren: room.children,
    // Most rooms of a hotel share its rate plan; now and then one is sold differently.
    meals: random.chance(0.15) ? mealsFor(random, hotel.type, halfBoardLikely) : hotelMeals,
    policy: random.chance(0.15) ? policyFor(random) : hotelPolicy,
    currency: hotel.currency,
    allotment: Math.min(20, Math.max(2, Math.round(size * room.share * random.between(0.7, 1.3)))),
    basePrice: Math.round(base * room.priceFactor),
  }));
}
