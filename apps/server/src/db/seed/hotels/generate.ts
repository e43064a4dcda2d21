import type { FacilityKey, HotelType } from '@parvaz/domain/hotels/catalog';
import type { HotelImage } from '../../schema/hotels';
import type { LocalizedName } from '../../schema/reference';
import { randomFor, type Random } from '../inventory/random';
import { facilitiesFor } from './facilities';
import { imagesFor } from './images';
import type { NightsHotel } from './nights';
import { plannedHotels, type PlannedHotel } from './places';
import { reviewsFor, type GeneratedReview } from './reviews';
import { roomTypesFor, type GeneratedRoomType } from './rooms';
import { addressOf, descriptionOf, hotelName, type Closing } from './wording';

// The demo hotels, built from the data tables (places-*.ts) with a random stream per hotel, so
// every machine and every run makes the same hotels; only review dates follow `now`.

export interface GeneratedHotel extends NightsHotel {
  name: LocalizedName;
  address: LocalizedName;
  description: LocalizedName;
  type: HotelType;
  stars: number;
  lat: number;
  lng: number;
  timeZone: string;
  checkInTime: string;
  checkOutTime: string;
  phone: string;
  facilities: FacilityKey[];
  images: HotelImage[];
  roomTypes: GeneratedRoomType[];
  reviews: GeneratedReview[];
}

/** Cities by the sea, where hotels lean to pools, half board and a summer (or winter) season. */
const resortCities = new Set(['KIH', 'AYT', 'ADB', 'MCT', 'SLL']);

/**
 * Bearings (degrees from north, clockwise) in which land lies around a coastal city's centre,
 * so that no demo hotel stands in the sea; cities inland take any bearing.
 */
const landBearings: Readonly<Record<string, readonly [number, number]>> = {
  ISTC: [240, 340],
  AYT: [280, 440],
  ADB: [60, 200],
  MCT: [110, 250],
  SLL: [290, 430],
  OHS: [190, 300],
};

const earthRadiusKm = 6371;

/** How far a hotel stands from its city's centre, by type: old houses in the old town, motels
 * and lodges at its edge. */
function distanceKm(random: Random, type: HotelType, cityCode: string): number {
  if (cityCode === 'KIH') return random.between(0.3, 2.5);
  if (type === 6) return random.between(0.2, 1.5);
  if (type === 5 || type === 7) return random.between(2.5, 3.8);
  return random.between(0.3, 3.5);
}

function position(random: Random, planned: PlannedHotel): { lat: number; lng: number } {
  const [from, to] = landBearings[planned.city.code] ?? [0, 360];
  const bearing = (random.between(from, to) * Math.PI) / 180;
  const km = distanceKm(random, planned.type, planned.city.code);
  const { lat, lng } = planned.city.center;
  const degrees = (km / earthRadiusKm) * (180 / Math.PI);
  const north = degrees * Math.cos(bearing);
  const east = degrees * Math.sin(bearing);
  return {
    lat: Number((lat + north).toFixed(5)),
    lng: Number((lng + east / Math.cos((lat * Math.PI) / 180)).toFixed(5)),
  };
}

const digits = (random: Random, count: number) =>
  Array.from({ length: count }, () => random.int(0, 9)).join('');

/** A landline in the country's format: +98 51 3xxx xxxx, +90 212 xxx xx xx, +968 24xx xxxx. */
function phoneFor(random: Random, planned: PlannedHotel): string {
  switch (planned.city.countryCode) {
    case 'IR':
      return `+98 ${planned.areaCode} 3${digits(random, 3)} ${digits(random, 4)}`;
    case 'TR':
      return `+90 ${planned.areaCode} ${random.int(2, 6)}${digits(random, 2)} ${digits(random, 2)} ${digits(random, 2)}`;
    case 'OM':
      return `+968 ${planned.areaCode}${digits(random, 2)} ${digits(random, 4)}`;
  }
}

/** The hotel's standing with guests (0–10), which its reviews scatter around. */
function qualityOf(random: Random, type: HotelType, stars: number): number {
  const roll = random.next();
  if (roll < 0.05) return random.between(2.8, 4);
  if (roll < 0.15) return random.between(4.5, 6);
  const character = type === 6 || type === 7 ? 0.6 : 0;
  return Math.min(9.6, 5.6 + stars * 0.6 + character + random.between(-0.8, 0.8));
}

function reviewCount(random: Random, type: HotelType, stars: number): number {
  if (random.chance(0.06)) return 0;
  const most = type === 1 ? 16 + stars * 5 : 18;
  return random.int(3, Math.min(40, most));
}

function closingFor(random: Random, facilities: readonly FacilityKey[]): Closing | null {
  const fits: Closing[] = ['help'];
  if (facilities.includes('pool')) fits.push('pool');
  if (facilities.includes('restaurant')) fits.push('restaurant');
  if (facilities.includes('parking')) fits.push('parking');
  return random.chance(0.75) ? random.pick(fits) : null;
}

function generateHotel(planned: PlannedHotel, now: Date): GeneratedHotel {
  const key = `${planned.city.code}-${planned.index + 1}`;
  const random = randomFor('hotel', key);
  const country = planned.city.countryCode;
  const resort = resortCities.has(planned.city.code);
  const name = hotelName(planned.type, planned.properName);
  const street = random.pick(planned.streets);
  const facilities = facilitiesFor(random, {
    type: planned.type,
    stars: planned.stars,
    country,
    resort,
  });
  const almostFull = random.chance(0.1);
  const quality = qualityOf(random, planned.type, planned.stars);
  return {
    key,
    cityCode: planned.city.code,
    country,
    name,
    address: addressOf(street, random.int(3, 240), planned.city.name),
    description: descriptionOf(
      planned.type,
      { name, city: planned.city.name, street, stars: planned.stars },
      planned.city.code,
      closingFor(random, facilities),
    ),
    type: planned.type,
    stars: planned.stars,
    ...position(random, planned),
    timeZone: planned.city.timeZone,
    checkInTime: random.chance(country === 'TR' ? 0.7 : 0.25) ? '15:00' : '14:00',
    checkOutTime: random.chance(country === 'IR' ? 0.8 : 0.5) ? '12:00' : '11:00',
    phone: phoneFor(random, planned),
    facilities,
    images: imagesFor(random, { type: planned.type, name, facilities }),
    roomTypes: roomTypesFor(random, {
      type: planned.type,
      stars: planned.stars,
      currency: country === 'IR' ? 'IRR' : 'USD',
      resort,
    }),
    demand: almostFull ? 0.95 : random.between(0.15, 0.55),
    almostFull,
    // Pilgrims in Mashhad and holiday-makers in Kish fill many hotels on the coming weekend.
    sellsOutOnWeekend:
      (planned.city.code === 'MHD' || planned.city.code === 'KIH') && planned.index % 3 === 0,
    reviews: reviewsFor(
      random,
      {
        country,
        stars: planned.stars,
        quality,
        count: reviewCount(random, planned.type, planned.stars),
      },
      now,
    ),
  };
}

export function generateHotels(now: Date): GeneratedHotel[] {
  return plannedHotels.map((planned) => generateHotel(planned, now));
}
