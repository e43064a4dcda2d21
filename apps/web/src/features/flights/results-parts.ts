import { drawnAfterAPress, lazyPart } from '../../lib/lazy/lazy-part';
import { addressErrors } from './search-errors';
import { isCompleteSearch, readSearch } from './search-params';

/** Whether an address of /flights asks for its search first: incomplete, or naming a wrong one. */
export function asksForSearch(params: URLSearchParams): boolean {
  const search = readSearch(params);
  return (
    !isCompleteSearch(search) || Object.keys(addressErrors(params, search, new Date())).length > 0
  );
}

// The search box is drawn first only for an address that asks for a search; the results draw it
// at the press of "Modify search", and the price alert's dialog at its own press.
export const SearchFirst = lazyPart(
  () => import('./search-first').then((module) => ({ default: module.SearchFirst })),
  ({ search }) => asksForSearch(new URLSearchParams(search)),
);
export const SearchBox = lazyPart(
  () => import('./search-box').then((module) => ({ default: module.SearchBox })),
  drawnAfterAPress,
);
export const PriceAlertDialog = lazyPart(
  () => import('./price-alert-dialog').then((module) => ({ default: module.PriceAlertDialog })),
  drawnAfterAPress,
);
