import type { Language } from '@parvaz/domain/languages';
import type { Random } from '../inventory/random';
import { reviewerNames, reviewTexts, type Mood } from './review-words';

// A demo hotel's approved reviews: scores spread around the hotel's own quality, the words
// matching the scores, the reviewer's language weighted by who visits that country.

export interface GeneratedReview {
  authorName: string;
  lang: Language;
  valueForPrice: number;
  cleanliness: number;
  staff: number;
  facilities: number;
  text: string;
  createdAt: Date;
}

/** Who visits, by the hotel's country: cumulative shares of fa, ar, en, tr. */
const visitors: Readonly<Record<'IR' | 'TR' | 'OM', readonly [Language, number][]>> = {
  IR: [
    ['fa', 0.8],
    ['ar', 0.9],
    ['en', 0.96],
    ['tr', 1],
  ],
  TR: [
    ['tr', 0.6],
    ['fa', 0.78],
    ['en', 0.9],
    ['ar', 1],
  ],
  OM: [
    ['ar', 0.62],
    ['en', 0.84],
    ['fa', 0.96],
    ['tr', 1],
  ],
};

const day = 86_400_000;
/** Reviews go back about 18 months. */
const oldestDays = 540;

const score = (value: number) => Math.min(10, Math.max(0, Math.round(value)));

function moodOf(average: number): Mood {
  if (average >= 7.5) return 'pleased';
  if (average >= 5) return 'mixed';
  return 'disappointed';
}

export function reviewsFor(
  random: Random,
  hotel: { country: 'IR' | 'TR' | 'OM'; stars: number; quality: number; count: number },
  now: Date,
): GeneratedReview[] {
  // Dear hotels are judged harder on price, and more stars bring more to praise.
  const offsets = {
    valueForPrice: -0.35 * (hotel.stars - 3),
    cleanliness: 0.2,
    staff: 0.4,
    facilities: 0.3 * (hotel.stars - 3),
  };
  const reviews = Array.from({ length: hotel.count }, () => {
    const draw = random.next();
    const lang = visitors[hotel.country].find(([, upTo]) => draw < upTo)?.[0] ?? 'en';
    const mood = hotel.quality + random.between(-1.2, 1.2);
    const [valueForPrice, cleanliness, staff, facilities] = (
      ['valueForPrice', 'cleanliness', 'staff', 'facilities'] as const
    ).map((criterion) => score(mood + offsets[criterion] + random.between(-0.9, 0.9)));
    const scores = {
      valueForPrice: valueForPrice ?? 0,
      cleanliness: cleanliness ?? 0,
      staff: staff ?? 0,
      facilities: facilities ?? 0,
    };
    const average =
      (scores.valueForPrice + scores.cleanliness + scores.staff + scores.facilities) / 4;
    const names = reviewerNames[lang];
    return {
      authorName: `${random.pick(names.first)} ${random.pick(names.last)}`,
      lang,
      ...scores,
      text: random.pick(reviewTexts[lang][moodOf(average)]),
      createdAt: new Date(
        now.getTime() - random.int(1, oldestDays) * day - random.int(0, day / 1000) * 1000,
      ),
    };
  });
  return reviews.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}
