import Typography from '@mui/material/Typography';
import { afterWaking } from '../../lib/lazy/after-waking';
import { useEffect, useState } from 'react';
import { localDateIn } from '@parvaz/domain/calendar/zoned';
import { hotelCityByCode } from '@parvaz/domain/hotels/hotel-cities';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageContainer } from '../../components/page-container';
import { pageMovedTo, type PagePrefetch } from '../../lib/pages/page-module';
import { withTypedCities } from '../flights/typed-city';
import { HotelResults } from './hotel-results';
import { HotelSearchBox, preloadHotelSearchParts } from './hotel-search-box';
import { addressStayErrors, type StayErrors } from './hotel-search-errors';
import {
  hotelsUrl,
  isCompleteHotelSearch,
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
export const prefetchHotels: PagePrefetch = async ({ queryClient, url, language }) => {
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
  const filters = readHotelFilters(url.searchParams);
  return Promise.all([
    cities,
    queryClient.prefetchQuery(hotelSearchQuery(search, filters, language)),
  ]);
};

/**
 * `/hotels` without a whole, valid search: the search box, with what the address named and
 * what that breaks beside its fields (a search sent before its page woke lands here).
 */
function SearchFirst({ initial, errors }: { initial: HotelSearch; errors: StayErrors }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(initial);
  return (
    <PageContainer>
      <Typography component="h1" sx={{ fontSize: { xs: 22, md: 28 }, fontWeight: 800 }}>
        {t('hotels.noSearchTitle')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('hotels.noSearchHint')}</Typography>
      <HotelSearchBox value={draft} onChange={setDraft} initialErrors={errors} />
    </PageContainer>
  );
}

/** `/hotels`: the search in the address, its hotels with filters, sort, paging and a map. */
export function HotelsPage() {
  const [params] = useSearchParams();
  const search = readHotelSearch(params);
  const stay = staySearchParams(search).toString();
  useEffect(() => afterWaking(preloadHotelSearchParts), []);
  const errors = errorsOf(params, search);
  if (!isCompleteHotelSearch(search) || Object.keys(errors).length > 0)
    return <SearchFirst key={stay} initial={search} errors={errors} />;
  // A new stay starts afresh (its own expiry, its own edit box); filters only move the list.
  return <HotelResults key={stay} params={params} />;
}
