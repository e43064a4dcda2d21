import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageContainer } from '../../components/page-container';
import type { PagePrefetch } from '../../lib/pages/page-module';
import { HotelResults } from './hotel-results';
import { HotelSearchBox, preloadHotelSearchParts } from './hotel-search-box';
import {
  isCompleteHotelSearch,
  readHotelFilters,
  readHotelSearch,
  staySearchParams,
  type HotelSearch,
} from './hotel-search-params';
import { hotelCitiesQuery, hotelSearchQuery } from './hotels-api';

/** The hotels of the search in the address (filters, sort and page too) and the hotel cities. */
export const prefetchHotels: PagePrefetch = ({ queryClient, url, language }) => {
  const search = readHotelSearch(url.searchParams);
  const cities = queryClient.prefetchQuery(hotelCitiesQuery(language));
  if (!isCompleteHotelSearch(search)) return cities;
  const filters = readHotelFilters(url.searchParams);
  return Promise.all([
    cities,
    queryClient.prefetchQuery(hotelSearchQuery(search, filters, language)),
  ]);
};

/** `/hotels` without a whole search: the search box, with what the address named. */
function SearchFirst({ initial }: { initial: HotelSearch }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(initial);
  return (
    <PageContainer>
      <Typography component="h1" sx={{ fontSize: { xs: 22, md: 28 }, fontWeight: 800 }}>
        {t('hotels.noSearchTitle')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('hotels.noSearchHint')}</Typography>
      <HotelSearchBox value={draft} onChange={setDraft} />
    </PageContainer>
  );
}

/** `/hotels`: the search in the address, its hotels with filters, sort, paging and a map. */
export function HotelsPage() {
  const [params] = useSearchParams();
  const search = readHotelSearch(params);
  const stay = staySearchParams(search).toString();
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
    idle(preloadHotelSearchParts);
  }, []);
  if (!isCompleteHotelSearch(search)) return <SearchFirst key={stay} initial={search} />;
  // A new stay starts afresh (its own expiry, its own edit box); filters only move the list.
  return <HotelResults key={stay} params={params} />;
}
