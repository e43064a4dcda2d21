import { Suspense, useEffect, useState } from 'react';
import { lazyPart } from '../../lib/lazy/lazy-part';
import Skeleton from '@mui/material/Skeleton';
import Box from '@mui/material/Box';
import { PageContainer } from '../../components/page-container';
import type { FlightSearch } from '../flights/search-params';
import { HomeHero } from './home-hero';
import { MarketingBlocks } from './marketing-blocks';
import { QuickCities } from './quick-cities';
import { preloadPassengerCounter } from './passenger-field';
import { emptySearch, preloadSearchParts, SearchBox } from './search-box';
import { preloadHotelTab, SearchTabs } from './search-tabs';
import type { PagePrefetch } from '../../lib/pages/page-module';
import { citiesQuery, lowFaresQuery } from '../flights/cities-api';

const CheapestRoutes = lazyPart(() => import('./cheapest-routes'));

/** The cities of the search box and the cheapest-route shortcuts. */
export const prefetchHome: PagePrefetch = ({ queryClient, language }) =>
  Promise.all([
    queryClient.prefetchQuery(citiesQuery(language)),
    queryClient.prefetchQuery(lowFaresQuery(language)),
  ]);

/** The home page: the flight search box, the cheapest-route shortcuts and the product's promises. */
export function HomePage() {
  const [search, setSearch] = useState<FlightSearch>(emptySearch);

  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
    idle(() => {
      preloadSearchParts();
      preloadPassengerCounter();
      preloadHotelTab();
    });
  }, []);

  return (
    <>
      <HomeHero />
      <PageContainer>
        <Box sx={{ mt: { xs: -6, md: -10 }, position: 'relative', zIndex: 1 }}>
          <SearchTabs flights={<SearchBox value={search} onChange={setSearch} />} />
        </Box>
        <QuickCities
          onPick={(code) => setSearch((current) => ({ ...current, destination: code }))}
        />
        <Suspense fallback={<Skeleton variant="rounded" height={280} sx={{ mt: 6 }} />}>
          <CheapestRoutes />
        </Suspense>
        <MarketingBlocks />
      </PageContainer>
    </>
  );
}
