import { hotelCityByCode, type HotelCity } from '@parvaz/domain/hotels/hotel-cities';
import type { HotelType, StarGrade } from '@parvaz/domain/hotels/catalog';
import type { LocalizedName } from '../../schema/reference';
import { abroadPlaces } from './places-abroad';
import { iranPlaces } from './places-iran';

/** A city's demo hotels and streets as the data tables write them. */
export interface CityPlaces {
  code: string;
  /** The telephone area code after the country code (51 for Mashhad, 212 for Istanbul). */
  areaCode: string;
  /** `<type><stars>|fa|ar|en|tr`, one line per hotel. */
  hotels: readonly string[];
  /** `fa|ar|en|tr`, the streets its hotels stand on. */
  streets: readonly string[];
}

export interface PlannedHotel {
  city: HotelCity;
  areaCode: string;
  /** Its place in the city's list: part of its random stream's key, so adding a hotel at the
   * end of a list changes no other hotel. */
  index: number;
  type: HotelType;
  stars: StarGrade;
  /** The hotel's own name, without its type's word. */
  properName: LocalizedName;
  streets: readonly LocalizedName[];
}

function fourLanguages(text: string): LocalizedName {
  const [fa, ar, en, tr, ...rest] = text.split('|');
  if (!fa || !ar || !en || !tr || rest.length > 0) throw new Error(`Not fa|ar|en|tr: ${text}`);
  return { fa, ar, en, tr };
}

function isHotelType(value: number): value is HotelType {
  return Number.isInteger(value) && value >= 1 && value <= 7;
}

function isStarGrade(value: number): value is StarGrade {
  return Number.isInteger(value) && value >= 1 && value <= 5;
}

function planCity(places: CityPlaces): PlannedHotel[] {
  const city = hotelCityByCode(places.code);
  if (!city) throw new Error(`Not a hotel city: ${places.code}`);
  const streets = places.streets.map(fourLanguages);
  return places.hotels.map((line, index) => {
    const type = Number(line[0]);
    const stars = Number(line[1]);
    if (line[2] !== '|' || !isHotelType(type) || !isStarGrade(stars))
      throw new Error(`Not <type><stars>|…: ${line}`);
    return {
      city,
      areaCode: places.areaCode,
      index,
      type,
      stars,
      properName: fourLanguages(line.slice(3)),
      streets,
    };
  });
}

/** Every demo hotel to build, city by city in the tables' order. */
export const plannedHotels: readonly PlannedHotel[] = [...iranPlaces, ...abroadPlaces].flatMap(
  planCity,
);
