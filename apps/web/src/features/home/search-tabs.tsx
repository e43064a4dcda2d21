import FlightIcon from '@mui/icons-material/Flight';
import HotelIcon from '@mui/icons-material/Hotel';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPart } from '../../lib/lazy/lazy-part';
import type { HotelSearch } from '../hotels/hotel-search-params';

const HotelTab = lazyPart(() => import('./hotel-tab'));

/** Loads the hotel tab's code before it is clicked. */
export function preloadHotelTab(): void {
  void HotelTab.preload();
}

export type SearchTab = 'flights' | 'hotels';

/**
 * Flights or hotels: the home page's search box, the flight search first. The page holds the
 * open tab and the hotel search, so what it offers beside the box (the popular destinations)
 * fills the search that is open.
 */
export function SearchTabs({
  flights,
  tab,
  onTabChange,
  hotelSearch,
  onHotelSearchChange,
}: {
  flights: ReactNode;
  tab: SearchTab;
  onTabChange: (tab: SearchTab) => void;
  hotelSearch: HotelSearch;
  onHotelSearchChange: (search: HotelSearch) => void;
}) {
  const { t } = useTranslation();
  return (
    <Box>
      <Tabs
        value={tab}
        onChange={(_event, next: SearchTab) => onTabChange(next)}
        aria-label={t('home.searchTabs')}
        sx={{
          // The strip carries its own colour: it sits across the hero's lower edge, whose height
          // changes with the language and the width, so the white labels are never on the page's
          // light background (they were cut where they ran onto it at 390 px in fa and ar).
          display: 'inline-flex',
          maxWidth: '100%',
          mb: 1,
          px: 0.5,
          borderRadius: '12px 12px 0 0',
          bgcolor: 'secondary.dark',
          '& .MuiTab-root': {
            minHeight: 44,
            color: 'secondary.contrastText',
            opacity: 0.85,
            fontWeight: 700,
          },
          '& .MuiTab-root.Mui-selected': { color: 'secondary.contrastText', opacity: 1 },
          '& .MuiTabs-indicator': { height: 3, bgcolor: 'primary.main' },
        }}
      >
        <Tab
          value="flights"
          id="search-tab-flights"
          aria-controls="search-panel-flights"
          icon={<FlightIcon fontSize="small" />}
          iconPosition="start"
          label={t('home.tabFlights')}
        />
        <Tab
          value="hotels"
          id="search-tab-hotels"
          aria-controls="search-panel-hotels"
          icon={<HotelIcon fontSize="small" />}
          iconPosition="start"
          label={t('home.tabHotels')}
        />
      </Tabs>
      <Box
        role="tabpanel"
        id="search-panel-flights"
        aria-labelledby="search-tab-flights"
        hidden={tab !== 'flights'}
      >
        {flights}
      </Box>
      <Box
        role="tabpanel"
        id="search-panel-hotels"
        aria-labelledby="search-tab-hotels"
        hidden={tab !== 'hotels'}
      >
        {tab === 'hotels' && (
          <Suspense fallback={<Skeleton variant="rounded" height={120} sx={{ borderRadius: 3 }} />}>
            <HotelTab value={hotelSearch} onChange={onHotelSearchChange} />
          </Suspense>
        )}
      </Box>
    </Box>
  );
}
