import type { FacilityKey, HotelType } from '@parvaz/domain/hotels/catalog';
import type { HotelImage } from '../../schema/hotels';
import type { LocalizedName } from '../../schema/reference';
import type { Random } from '../inventory/random';

// A demo hotel's photos: 3–5 of the 24 drawings in the web app's /hotels/ folder (see
// draw-images.ts), the first showing the kind of place it is, each described in four languages.

export const imageKinds = {
  facade: 8,
  room: 6,
  pool: 4,
  courtyard: 3,
  nature: 3,
} as const;
export type ImageKind = keyof typeof imageKinds;

/** Where the web app serves a drawing from. */
export function imagePath(kind: ImageKind, variant: number): string {
  return `/hotels/${kind}-${variant}.svg`;
}

const alts: Readonly<Record<ImageKind, (name: LocalizedName) => LocalizedName>> = {
  facade: (n) => ({
    fa: `نمای ساختمان ${n.fa}`,
    ar: `واجهة ${n.ar}`,
    en: `The front of ${n.en}`,
    tr: `${n.tr}: dış cephe`,
  }),
  room: (n) => ({
    fa: `یکی از اتاق‌های ${n.fa}`,
    ar: `إحدى غرف ${n.ar}`,
    en: `A room at ${n.en}`,
    tr: `${n.tr}: bir oda`,
  }),
  pool: (n) => ({
    fa: `استخر ${n.fa}`,
    ar: `مسبح ${n.ar}`,
    en: `The pool at ${n.en}`,
    tr: `${n.tr}: yüzme havuzu`,
  }),
  courtyard: (n) => ({
    fa: `حیاط و حوض ${n.fa}`,
    ar: `فناء ${n.ar} وبركته`,
    en: `The courtyard of ${n.en}`,
    tr: `${n.tr}: avlu ve havuz`,
  }),
  nature: (n) => ({
    fa: `چشم‌انداز اطراف ${n.fa}`,
    ar: `المناظر حول ${n.ar}`,
    en: `The landscape around ${n.en}`,
    tr: `${n.tr}: çevredeki manzara`,
  }),
};

function variant(random: Random, kind: ImageKind): number {
  return random.int(1, imageKinds[kind]);
}

export function imagesFor(
  random: Random,
  hotel: { type: HotelType; name: LocalizedName; facilities: readonly FacilityKey[] },
): HotelImage[] {
  const first: ImageKind = hotel.type === 6 ? 'courtyard' : hotel.type === 7 ? 'nature' : 'facade';
  const [roomA = 1, roomB = 2] = random.sample([1, 2, 3, 4, 5, 6], 2);
  const shots: [ImageKind, number][] = [
    [first, variant(random, first)],
    ['room', roomA],
  ];
  if (hotel.facilities.includes('pool')) shots.push(['pool', variant(random, 'pool')]);
  if (shots.length < 3 || random.chance(0.5)) shots.push(['room', roomB]);
  // A courtyard house or a lodge shows its street front too, now and then.
  if (first !== 'facade' && shots.length < 5 && random.chance(0.5))
    shots.push(['facade', variant(random, 'facade')]);
  return shots.map(([kind, n]) => ({ src: imagePath(kind, n), alt: alts[kind](hotel.name) }));
}
