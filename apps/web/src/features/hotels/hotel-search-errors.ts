import { occupancyProblems, stayDateProblems } from '@parvaz/domain/hotels/stay';
import type { MessageKey } from '@parvaz/domain/messages';
import { namesStay, type HotelSearch } from './hotel-search-params';

export type StayField = 'city' | 'checkIn' | 'checkOut' | 'rooms';

/** The message beside each field of the hotel search box. */
export type StayErrors = Partial<Record<StayField, MessageKey>>;

/** The first rule each field of a stay breaks, by the domain's rules (the server's too). */
export function stayErrors(search: HotelSearch, today: string): StayErrors {
  const errors: StayErrors = {};
  if (!search.city) errors.city = 'hotelCityRequired';
  const problems = [
    ...stayDateProblems(search.checkIn, search.checkOut, today),
    ...occupancyProblems(search.rooms),
  ];
  for (const problem of problems) {
    errors[problem.path.split('.')[0] as StayField] ??= problem.key;
  }
  return errors;
}

/** What the stay an address names breaks, to show beside its fields: bare `/hotels` asks nothing yet. */
export function addressStayErrors(
  params: URLSearchParams,
  search: HotelSearch,
  today: string,
): StayErrors {
  return namesStay(params) ? stayErrors(search, today) : {};
}
