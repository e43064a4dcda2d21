import { Suspense, useEffect, useState } from 'react';
import { afterWaking } from '../../lib/lazy/after-waking';
import { useQuery } from '@tanstack/react-query';
import { lazyPart } from '../../lib/lazy/lazy-part';
import Skeleton from '@mui/material/Skeleton';
import Box from '@mui/material/Box';
import { PageContainer } from '../../components/page-container';
import { useActiveLanguage } from '../../lib/settings/use-active-settings';
import type { FlightSearch } from '../flights/search-params';
import { HomeHero } from './home-hero';
import { homePageQuery } from './home-api';
import { HomeSlider } from './home-slider';
import { MarketingBlocks } from './marketing-blocks';
import { PaymentNotice } from './payment-notice';
import { PopularHotels } from './popular-hotels';
import { QuickCities } from './quick-cities';
import { RecentPosts } from './recent-posts';
import { preloadPassengerCounter } from '../flights/passenger-field';
import { emptySearch, preloadSearchParts, SearchBox } from '../flights/search-box';
import { preloadHotelTab, SearchTabs, type SearchTab } from './search-tabs';
import { emptyHotelSearch, type HotelSearch } from '../hotels/hotel-search-params';
import type { PagePrefetch } from '../../lib/pages/page-module';
import { citiesQuery } from '../flights/cities-api';

const CheapestRoutes = lazyPart(() => import('./cheapest-routes'));

/** The cities of the search box and the home page's blocks, for the server's render. */
export const prefetchHome: PagePrefetch = ({ queryClient, language }) =>
  Promise.all([
    queryClient.prefetchQuery(citiesQuery(language)),
    queryClient.prefetchQuery(homePageQuery(language)),
  ]);

/**
 * The home page: the flight search box, then the brand's blocks as the operator edits them: the
 * slider, the cheapest-route shortcuts, the product's promises, popular hotels and recent posts.
 */
export function HomePage() {
  const [search, setSearch] = useState<FlightSearch>(emptySearch);
  const [tab, setTab] = useState<SearchTab>('flights');
  const [hotelSearch, setHotelSearch] = useState<HotelSearch>(emptyHotelSearch);
  const language = useActiveLanguage();
  const home = useQuery(homePageQuery(language)).data;

  useEffect(
    () =>
      afterWaking(() => {
        preloadSearchParts();
        preloadPassengerCounter();
        preloadHotelTab();
      }),
    [],
  );

  return (
    <>
      <HomeHero />
      <PageContainer>
        <Box sx={{ mt: { xs: -6, md: -10 }, position: 'relative', zIndex: 1 }}>
          <SearchTabs
            flights={<SearchBox value={search} onChange={setSearch} />}
            tab={tab}
            onTabChange={setTab}
            hotelSearch={hotelSearch}
            onHotelSearchChange={setHotelSearch}
          />
        </Box>
        <PaymentNotice />
        <QuickCities
          forHotels={tab === 'hotels'}
          onPick={(code) =>
            // A destination fills the search that is open: the flight's or the hotel's city.
            tab === 'hotels'
              ? setHotelSearch((current) => ({ ...current, city: code }))
              : setSearch((current) => ({ ...current, destination: code }))
          }
        />
        {home && <HomeSlider slides={home.slides} />}
        <Suspense fallback={<Skeleton variant="rounded" height={280} sx={{ mt: 6 }} />}>
          <CheapestRoutes />
        </Suspense>
        {home && home.claims.length > 0 && <MarketingBlocks claims={home.claims} />}
        {home && <PopularHotels hotels={home.hotels} />}
        {home && <RecentPosts posts={home.posts} />}
      </PageContainer>
    </>
  );
}
