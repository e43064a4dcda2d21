import EditIcon from '@mui/icons-material/Edit';
import TuneIcon from '@mui/icons-material/Tune';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { toLocalDigits } from '@parvaz/domain/format/digits';
import { daysBetween, parseIsoDate } from '@parvaz/domain/calendar/plain-date';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { drawnAfterAPress, lazyPart } from '../../lib/lazy/lazy-part';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageContainer } from '../../components/page-container';
import { useCounted } from '../../lib/format/counted';
import { formatShortDate } from '../../lib/format/short-date';
import { convertInto } from '../../lib/money/convert-into';
import { useMoney } from '../../lib/money/use-money';
import { useActiveCalendar, useActiveLanguage } from '../../lib/settings/use-active-settings';
import { HotelCard } from './hotel-card';
import { HotelFiltersPanel, HotelSortControl } from './hotel-filters-panel';
import { FiltersSheet } from '../../components/filters-sheet-part';
import { usePopup } from '../../lib/lazy/use-popup';
import { afterWaking } from '../../lib/lazy/after-waking';
import { useStayWords } from './stay-words';
import {
  guestCount,
  hotelsUrl,
  hotelUrl,
  noHotelFilters,
  filtersIn,
  readHotelFilters,
  readHotelSearch,
  type HotelFilters,
} from './hotel-search-params';
import { HotelsMap } from './hotels-map';
import {
  HotelSearchExpiredError,
  HotelSearchRejectedError,
  hotelCitiesQuery,
  hotelPageSize,
  hotelSearchQuery,
} from './hotels-api';
import { visuallyHiddenStyle } from '../../components/visually-hidden';

// Drawn at the press of "Modify search" (or when the server turns the stay down).
const HotelSearchBox = lazyPart(
  () => import('./hotel-search-box').then((module) => ({ default: module.HotelSearchBox })),
  drawnAfterAPress,
);

function CardSkeletons() {
  return (
    <Box sx={{ display: 'grid', gap: 2 }} aria-hidden data-testid="hotel-skeletons">
      {Array.from({ length: 4 }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={190} sx={{ borderRadius: 2 }} />
      ))}
    </Box>
  );
}

/** The list of a complete search: its header, filters (a sheet on phones), map, cards, pages. */
export function HotelResults({ params }: { params: URLSearchParams }) {
  const { t } = useTranslation();
  const language = useActiveLanguage();
  const calendar = useActiveCalendar();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const display = useMoney();
  const counted = useCounted();
  const words = useStayWords();
  const search = useMemo(() => readHotelSearch(params), [params]);
  // A price range kept from before a currency switch is read in the currency shown now.
  const filters = useMemo(
    () => filtersIn(readHotelFilters(params), display.currency, convertInto(display)),
    [params, display],
  );
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(search);
  const sheet = usePopup();
  useEffect(
    () =>
      afterWaking(() => {
        void HotelSearchBox.preload();
        void FiltersSheet.preload();
      }),
    [],
  );
  const [expired, setExpired] = useState(false);

  const hotels = useQuery(hotelSearchQuery(search, filters, language, display.currency));
  const cities = useQuery(hotelCitiesQuery(language));
  const cityName = cities.data?.find((city) => city.code === search.city)?.name ?? search.city;
  // Counted, not listed: a stay of the address may span years before the server refuses it.
  const nights = Math.max(
    0,
    daysBetween(parseIsoDate(search.checkIn), parseIsoDate(search.checkOut)),
  );

  // The answer holds until expiresAt; then the list is replaced by the product's message.
  useEffect(() => {
    if (!hotels.data) return;
    const remaining = Math.max(0, Date.parse(hotels.data.expiresAt) - Date.now());
    const timer = window.setTimeout(() => setExpired(true), Math.min(remaining, 2 ** 31 - 1));
    return () => window.clearTimeout(timer);
  }, [hotels.data]);

  const isExpired = expired || hotels.error instanceof HotelSearchExpiredError;
  const rejected = hotels.error instanceof HotelSearchRejectedError ? hotels.error : null;
  const data = hotels.data;
  const go = (next: HotelFilters) => void navigate(hotelsUrl(search, next));
  const searchAgain = () => {
    setExpired(false);
    void queryClient.resetQueries({ queryKey: ['hotel', 'search'] });
  };

  const count = data?.total ?? 0;
  const pages = data ? Math.ceil(data.total / hotelPageSize) : 0;
  const digits = (n: number) => toLocalDigits(String(n), language);
  const filtersPanel = data ? (
    <HotelFiltersPanel facets={data.facets} filters={filters} onChange={go} />
  ) : (
    <Skeleton variant="rounded" height={300} />
  );
  const mapHotels = (data?.items ?? []).map((hotel) => ({
    id: hotel.id,
    name: hotel.name,
    lat: hotel.location.lat,
    lng: hotel.location.lng,
    price: display.show({ amount: hotel.price.perNight, currency: hotel.price.currency }),
    href: hotelUrl(hotel.id, search),
  }));
  const center = mapHotels.length
    ? {
        lat: mapHotels.reduce((sum, hotel) => sum + hotel.lat, 0) / mapHotels.length,
        lng: mapHotels.reduce((sum, hotel) => sum + hotel.lng, 0) / mapHotels.length,
      }
    : { lat: 0, lng: 0 };

  return (
    <PageContainer>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
        <Box sx={{ flex: 1, minWidth: 240 }}>
          <Typography component="h1" sx={{ fontSize: { xs: 22, md: 28 }, fontWeight: 800 }}>
            {t('hotels.title', { city: cityName })}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>
            {t('hotels.stayLine', {
              checkIn: formatShortDate(search.checkIn, calendar, language),
              checkOut: formatShortDate(search.checkOut, calendar, language),
              nights: words.nights(nights),
              rooms: words.rooms(search.rooms.length),
              guests: words.guests(guestCount(search.rooms)),
            })}
          </Typography>
        </Box>
        <Button
          variant="outlined"
          startIcon={<EditIcon />}
          onClick={() => setEditing((value) => !value)}
          aria-expanded={editing}
        >
          {t('results.modify')}
        </Button>
      </Box>
      {(editing || rejected) && (
        <Box sx={{ mb: 3 }}>
          <Suspense fallback={null}>
            <HotelSearchBox
              value={draft}
              onChange={setDraft}
              onSearched={() => setEditing(false)}
              elevation={2}
            />
          </Suspense>
        </Box>
      )}
      {isExpired ? (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" variant="outlined" size="small" onClick={searchAgain}>
              {t('hotels.searchAgain')}
            </Button>
          }
        >
          {t('messages:searchExpired')}
        </Alert>
      ) : rejected ? (
        <Alert severity="error">{rejected.messages.join(' ') || t('results.failed')}</Alert>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '280px minmax(0,1fr)' },
            alignItems: 'start',
          }}
        >
          <Paper
            variant="outlined"
            component="aside"
            sx={{ p: 2, borderRadius: 2, display: { xs: 'none', md: 'block' } }}
          >
            <Typography component="h2" sx={{ fontWeight: 700, mb: 2 }}>
              {t('results.filters')}
            </Typography>
            {filtersPanel}
          </Paper>
          <Box sx={{ minWidth: 0 }}>
            {/* The list's own heading: on phones the filters' heading is in the sheet, not here. */}
            <Typography component="h2" sx={visuallyHiddenStyle}>
              {t('hotels.resultsHeading')}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
              <Typography
                role="status"
                aria-live="polite"
                sx={{ flex: 1, fontWeight: 600, minWidth: 120 }}
                data-testid="result-count"
              >
                {hotels.isPending ? t('hotels.searching') : counted('hotels.count', count)}
              </Typography>
              <Button
                variant="outlined"
                startIcon={<TuneIcon />}
                onClick={sheet.show}
                sx={{ display: { xs: 'inline-flex', md: 'none' } }}
              >
                {t('results.filtersAndSort')}
              </Button>
              <Box sx={{ display: { xs: 'none', md: 'block' } }}>
                <HotelSortControl
                  sort={filters.sort}
                  onSort={(sort) => go({ ...filters, sort, page: 1 })}
                />
              </Box>
            </Box>
            <HotelsMap hotels={mapHotels} center={center} />
            {hotels.isPending && <CardSkeletons />}
            {hotels.isError && !isExpired && !rejected && (
              <Alert
                severity="error"
                action={
                  <Button color="inherit" onClick={() => void hotels.refetch()}>
                    {t('startup.retry')}
                  </Button>
                }
              >
                {t('results.failed')}
              </Alert>
            )}
            {data && data.items.length === 0 && (
              <Paper variant="outlined" sx={{ p: 3, borderRadius: 2, textAlign: 'center' }}>
                <Typography component="h2" sx={{ fontWeight: 700, mb: 1 }}>
                  {t('hotels.emptyTitle')}
                </Typography>
                <Typography sx={{ color: 'text.secondary', mb: 2 }}>
                  {t('hotels.emptyText')}
                </Typography>
                <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center', flexWrap: 'wrap' }}>
                  <Button
                    variant="outlined"
                    onClick={() => go({ ...noHotelFilters, sort: filters.sort })}
                  >
                    {t('results.clearFilters')}
                  </Button>
                  <Button variant="outlined" onClick={() => setEditing(true)}>
                    {t('results.modify')}
                  </Button>
                </Box>
              </Paper>
            )}
            <Box
              component="ul"
              aria-label={t('hotels.list')}
              aria-busy={hotels.isPlaceholderData}
              sx={{
                listStyle: 'none',
                p: 0,
                m: 0,
                display: 'grid',
                gap: 2,
                opacity: hotels.isPlaceholderData ? 0.6 : 1,
                transition: 'opacity 150ms',
              }}
            >
              {data?.items.map((hotel) => (
                <li key={hotel.id}>
                  <HotelCard
                    hotel={hotel}
                    href={hotelUrl(hotel.id, search)}
                    nights={nights}
                    language={language}
                    calendar={calendar}
                  />
                </li>
              ))}
            </Box>
            {pages > 1 && (
              <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
                <Pagination
                  count={pages}
                  page={Math.min(filters.page, pages)}
                  color="primary"
                  getItemAriaLabel={(type, page) =>
                    type === 'page'
                      ? t('hotels.pageN', { n: digits(page ?? 1) })
                      : t(`hotels.page.${type}`)
                  }
                  renderItem={(item) => (
                    <PaginationItem
                      {...item}
                      page={item.page === null ? null : digits(item.page)}
                    />
                  )}
                  onChange={(_event, page) => {
                    go({ ...filters, page });
                    window.scrollTo({ top: 0 });
                  }}
                />
              </Box>
            )}
          </Box>
        </Box>
      )}
      {sheet.drawn && (
        <Suspense fallback={null}>
          <FiltersSheet
            open={sheet.open}
            onClose={sheet.hide}
            sortControl={
              <HotelSortControl
                sort={filters.sort}
                onSort={(sort) => go({ ...filters, sort, page: 1 })}
              />
            }
            doneLabel={counted('hotels.showHotels', count)}
          >
            {filtersPanel}
          </FiltersSheet>
        </Suspense>
      )}
    </PageContainer>
  );
}
