import { pageMovedTo, type PagePrefetch } from '../../lib/pages/page-module';
import { citiesQuery } from './cities-api';
import { dayStripRange, originTodayQuery } from './day-strip-range';
import { cheapestQuery, flightsQuery } from './flights-api';
import { addressErrors } from './search-errors';
import { flightsUrl, isCompleteSearch, readSearch, typedCityFields } from './search-params';
import { withTypedCities } from './typed-city';

/** The flights of the search in the address, the city names and the cheapest-fare strip. */
export const prefetchResults: PagePrefetch = async ({ queryClient, url, language, currency }) => {
  const search = readSearch(url.searchParams);
  // The search box sent before its page woke: its cities by the text typed, moved to their codes.
  if (Object.values(typedCityFields).some((field) => url.searchParams.has(field))) {
    await queryClient.prefetchQuery(citiesQuery(language));
    const cities = queryClient.getQueryData(citiesQuery(language).queryKey) ?? [];
    const typed = withTypedCities(url.searchParams, cities, typedCityFields);
    if (typed) return pageMovedTo(flightsUrl(readSearch(typed)));
  }
  // No whole, valid search in the address: the page is the search box, which needs the cities only.
  if (
    !isCompleteSearch(search) ||
    Object.keys(addressErrors(url.searchParams, search, new Date())).length > 0
  )
    return queryClient.prefetchQuery(citiesQuery(language));
  const { stripFrom, stripTo } = dayStripRange(
    await queryClient.fetchQuery(originTodayQuery(search)),
  );
  return Promise.all([
    queryClient.prefetchQuery(flightsQuery(search, language, currency)),
    queryClient.prefetchQuery(citiesQuery(language)),
    search.origin && search.destination
      ? queryClient.prefetchQuery(
          cheapestQuery(search.origin, search.destination, stripFrom, stripTo, currency),
        )
      : null,
  ]);
};
