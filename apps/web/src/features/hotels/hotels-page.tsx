import { afterWaking } from '../../lib/lazy/after-waking';
import { convertInto } from '../../lib/money/convert-into';
import { exchangeRatesQuery } from '../../lib/money/exchange-rates-api';
import { moneyDisplay } from '../../lib/money/use-money';
import { Suspense, useEffect } from 'react';
import { lazyPart } from '../../lib/lazy/lazy-part';
import { localDateIn } from '@parvaz/domain/calendar/zoned';
import { hotelCityByCode } from '@parvaz/domain/hotels/hotel-cities';
import { useSearchParams } from 'react-router';
import { pageMovedTo, type PagePrefetch } from '../../lib/pages/page-module';
import { withTypedCities } from '../flights/typed-city';
import { HotelResults } from './hotel-results';
import { addressStayErrors } from './hotel-search-errors';
import {
  hotelsUrl,
  isCompleteHotelSearch,
  filtersIn,
  readHotelFilters,
  readHotelSearch,
  staySearchParams,
  typedHotelCityField,
  type HotelSearch,
} from './hotel-search-params';
import { asCityOptions, hotelCitiesQuery, hotelSearchQuery } from './hotels-api';

/** What the stay in an address breaks, by today in its city, as the server judges it. */
const errorsOf = (params: URLSearchParams, search: HotelSearch) =>
  addressStayErrors(
    params,
    search,
    localDateIn(new Date(), hotelCityByCode(search.city)?.timeZone ?? 'Asia/Tehran'),
  );

/** The hotels of the search in the address (filters, sort and page too) and the hotel cities. */
export const prefetchHotels: PagePrefetch = async ({ queryClient, url, language, currency }) => {
  const search = readHotelSearch(url.searchParams);
  const cities = queryClient.prefetchQuery(hotelCitiesQuery(language));
  // The search box sent before its page woke: its city by the text typed, moved to its code.
  if (url.searchParams.has(typedHotelCityField.city)) {
    await cities;
    const known = asCityOptions(queryClient.getQueryData(hotelCitiesQuery(language).queryKey));
    const typed = withTypedCities(url.searchParams, known, typedHotelCityField);
    if (typed) return pageMovedTo(hotelsUrl(readHotelSearch(typed)));
  }
  if (!isCompleteHotelSearch(search) || Object.keys(errorsOf(url.searchParams, search)).length > 0)
    return cities;
  const read = readHotelFilters(url.searchParams);
  // A range chosen in another currency is read in this one, by the rates the page shows with.
  const rates =
    read.priceCurrency && read.priceCurrency !== currency
      ? await queryClient.ensureQueryData(exchangeRatesQuery())
      : undefined;
  const filters = filtersIn(read, currency, convertInto(moneyDisplay(currency, language, rates)));
  return Promise.all([
    cities,
    queryClient.prefetchQuery(hotelSearchQuery(search, filters, language, currency)),
  ]);
};

/** Whether an address of /hotels asks for its stay first: incomplete, or naming a wrong one. */
function asksForStay(params: URLSearchParams): boolean {
  const search = readHotelSearch(params);
  return !isCompleteHotelSearch(search) || Object.keys(errorsOf(params, search)).length > 0;
}

// The search box is drawn first only for an address that asks for a stay (the results draw it at
// the press of "Modify search").
const SearchFirst = lazyPart(
  () => import('./hotel-search-first').then((module) => ({ default: module.SearchFirst })),
  ({ search }) => asksForStay(new URLSearchParams(search)),
);

/** `/hotels`: the search in the address, its hotels with filters, sort, paging and a map. */
export function HotelsPage() {
  const [params] = useSearchParams();
  const search = readHotelSearch(params);
  const stay = staySearchParams(search).toString();
  useEffect(
    () =>
      afterWaking(
        () => void import('./hotel-search-box').then((box) => box.preloadHotelSearchParts()),
      ),
    [],
  );
  if (asksForStay(params))
    return (
      <Suspense fallback={null}>
        <SearchFirst key={stay} initial={search} errors={errorsOf(params, search)} />
      </Suspense>
    );
  // A new stay starts afresh (its own expiry, its own edit box); filters only move the list.
  return <HotelResults key={stay} params={params} />;
}
