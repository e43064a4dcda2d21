import { searchProblems } from '@parvaz/domain/flights/search-rules';
import type { MessageKey } from '@parvaz/domain/messages';
import { validatePassengerCounts } from '@parvaz/domain/passengers/counts';
import { namesSearch, type FlightSearch } from './search-params';

export type SearchField = 'origin' | 'destination' | 'departureDate' | 'returnDate' | 'passengers';

/** The message beside each field of the search box. */
export type SearchErrors = Partial<Record<SearchField, MessageKey>>;

/** The first rule each field of a search breaks, by the domain's rules (the server's too). */
export function searchErrors(search: FlightSearch, now: Date): SearchErrors {
  const errors: SearchErrors = {};
  for (const problem of searchProblems(search, now)) {
    errors[problem.path as SearchField] ??= problem.key;
  }
  const passengers = validatePassengerCounts(search);
  if (passengers) errors.passengers = passengers;
  return errors;
}

/** What the search an address names breaks, to show beside its fields: bare `/flights` asks nothing yet. */
export function addressErrors(
  params: URLSearchParams,
  search: FlightSearch,
  now: Date,
): SearchErrors {
  return namesSearch(params) ? searchErrors(search, now) : {};
}
