import type { HomeHotel, HomeHotelChoice } from '@parvaz/domain/contracts/home-page';
import { hotelCityByCode } from '@parvaz/domain/hotels/hotel-cities';
import type { Language } from '@parvaz/domain/languages';
import type { Database } from '../../db/client';
import { activeHotelNames, activeHotelsByIds } from './hotels.repository';
import { popularityOf, ratingOf } from './hotel-views';

// Hotels as other pages show them in a card (the home page's popular hotels) or offer them in a
// picker (the console), in one language.

const cityName = (code: string, lang: Language) => hotelCityByCode(code)?.name[lang] ?? code;

/** The active hotels of those ids as cards, in the order asked; ids of no active hotel are left out. */
export async function hotelCards(
  db: Database,
  ids: readonly number[],
  lang: Language,
): Promise<HomeHotel[]> {
  const rows = await activeHotelsByIds(db, ids);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const image = row.images[0];
    return [
      {
        id: row.id,
        name: row.name[lang],
        city: cityName(row.cityCode, lang),
        stars: row.stars,
        image: image?.src ?? '',
        imageAlt: image?.alt[lang] ?? '',
        rating: ratingOf(row),
        popularity: popularityOf(row),
      },
    ];
  });
}

/** Every active hotel, named in the language, for a picker. */
export async function hotelChoices(db: Database, lang: Language): Promise<HomeHotelChoice[]> {
  const rows = await activeHotelNames(db);
  return rows.map((row) => ({
    id: row.id,
    name: row.name[lang],
    city: cityName(row.cityCode, lang),
    stars: row.stars,
  }));
}
