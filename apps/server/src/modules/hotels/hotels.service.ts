import type { HotelCities } from '@parvaz/domain/contracts/hotels';
import { hotelCities } from '@parvaz/domain/hotels/hotel-cities';
import type { Language } from '@parvaz/domain/languages';
import { countryName } from '@parvaz/domain/reference/countries';
import type { Database } from '../../db/client';
import { activeHotelsPerCity } from './hotels.repository';

/**
 * `hotel/getHotelCities`: the cities hotels are sold in, most searched first, named in the
 * language, with how many active hotels each has (a city with none is listed with 0, so the
 * picker can say so rather than leave it out).
 */
export async function hotelCitiesIn(db: Database, lang: Language): Promise<HotelCities> {
  const counts = new Map((await activeHotelsPerCity(db)).map((row) => [row.cityCode, row.hotels]));
  return hotelCities.map((city) => ({
    code: city.code,
    name: city.name[lang],
    country: countryName(city.countryCode, lang) ?? city.countryCode,
    countryCode: city.countryCode,
    timeZone: city.timeZone,
    hotels: counts.get(city.code) ?? 0,
  }));
}
