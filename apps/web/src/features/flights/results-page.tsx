import TuneIcon from '@mui/icons-material/Tune';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { FlightResult } from '@parvaz/domain/contracts/flight-search';
import { todayAt } from '@parvaz/domain/reference/cities';
import { toLocalDigits } from '@parvaz/domain/format/digits';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageContainer } from '../../components/page-container';
import { afterWaking } from '../../lib/lazy/after-waking';
import { useActiveCalendar, useActiveLanguage } from '../../lib/settings/use-active-settings';
import { dayStripRange, originTodayQuery } from './day-strip-range';
import { citiesQuery } from './cities-api';
import { DayStrip } from './day-strip';
import { EmptyResults } from './empty-results';
import { FiltersSheet } from '../../components/filters-sheet-part';
import { usePopup } from '../../lib/lazy/use-popup';
import { FlightCard } from './flight-card';
import {
  applyFilters,
  noFilters,
  sortFlights,
  type FlightFilters,
  type SortKey,
} from './flight-filters';
import { FiltersPanel, SortControl } from './filters-panel';
import { cheapestQuery, flightsQuery, SearchExpiredError } from './flights-api';
import { countSearch } from './search-counter';
import { addressErrors } from './search-errors';
import { ResultsHeading } from './results-heading';
import { useDisplayCurrency } from '../../lib/money/use-money';
import { asksForSearch, PriceAlertDialog, SearchBox, SearchFirst } from './results-parts';
import {
  flightsUrl,
  isCompleteSearch,
  readChoice,
  readSearch,
  searchParamsOf,
  type FlightSearch,
} from './search-params';

function CardSkeletons() {
  return (
    <Box sx={{ display: 'grid', gap: 2 }} aria-hidden>
      {Array.from({ length: 4 }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={150} sx={{ borderRadius: 2 }} />
      ))}
    </Box>
  );
}

/** `/flights`: the search in the URL, its results with the day strip, filters and sort. */
export function ResultsPage() {
  const [params] = useSearchParams();
  const search = readSearch(params);
  const complete = isCompleteSearch(search);
  const searchOnly = searchParamsOf(search).toString();
  const leg = readChoice(params).departureRef;
  // Spec section 4: searches are counted in local storage (reset every 70 s).
  useEffect(() => {
    if (complete) countSearch();
  }, [searchOnly, complete]);
  if (asksForSearch(params))
    return (
      <Suspense fallback={null}>
        <SearchFirst
          key={searchOnly}
          initial={search}
          errors={addressErrors(params, search, new Date())}
        />
      </Suspense>
    );
  // A new search, or the switch to the return leg, starts with fresh filters.
  return <Results key={`${searchOnly}|${leg}`} params={params} />;
}

function Results({ params }: { params: URLSearchParams }) {
  const { t } = useTranslation();
  const language = useActiveLanguage();
  const calendar = useActiveCalendar();
  const navigate = useNavigate();
  const search = useMemo(() => readSearch(params), [params]);
  const choice = readChoice(params);
  const [filters, setFilters] = useState<FlightFilters>(noFilters);
  const [sort, setSort] = useState<SortKey>('earliest');
  const sheet = usePopup();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<FlightSearch>(search);
  const alert = usePopup();
  const [expired, setExpired] = useState(false);

  const currency = useDisplayCurrency();
  const flights = useQuery(flightsQuery(search, language, currency));
  const cities = useQuery(citiesQuery(language));
  const cityName = (code: string) => cities.data?.find((city) => city.code === code)?.name ?? code;

  useEffect(
    () =>
      afterWaking(() => {
        void SearchBox.preload();
        void FiltersSheet.preload();
      }),
    [],
  );

  // A round trip picks the outbound first, then the return.
  const phase: 'departure' | 'return' =
    search.roundTrip && choice.departureRef ? 'return' : 'departure';
  const phaseDate = phase === 'return' ? search.returnDate : search.departureDate;
  const legOrigin = phase === 'return' ? search.destination : search.origin;
  const legDestination = phase === 'return' ? search.origin : search.destination;

  const originToday = useQuery(originTodayQuery(search));
  const today = originToday.data ?? todayAt(search.origin || 'THRC', new Date());
  const { stripFrom, stripTo } = dayStripRange(today);
  const cheapest = useQuery({
    ...cheapestQuery(search.origin, search.destination, stripFrom, stripTo, currency),
    enabled: Boolean(search.origin && search.destination),
  });

  // A round trip's return is chosen from the top of its list, as its outbound was (the list is
  // drawn anew for each leg).
  useEffect(() => {
    if (phase === 'return') window.scrollTo({ top: 0 });
  }, [phase]);

  // The answer is valid until expiresAt; after that the user is asked to update the search.
  useEffect(() => {
    if (!flights.data) return;
    const remaining = Math.max(0, Date.parse(flights.data.expiresAt) - Date.now());
    const timer = window.setTimeout(() => setExpired(true), Math.min(remaining, 2 ** 31 - 1));
    return () => window.clearTimeout(timer);
  }, [flights.data]);

  const legFlights = (phase === 'return' ? flights.data?.return : flights.data?.departure) ?? [];
  const visible = sortFlights(applyFilters(legFlights, filters), sort);
  const chosenOutbound = flights.data?.departure.find(
    (flight) => flight.ref === choice.departureRef,
  );
  const isExpired = expired || flights.error instanceof SearchExpiredError;

  const go = (next: FlightSearch, extra: Parameters<typeof searchParamsOf>[1] = {}) =>
    void navigate(flightsUrl(next, extra));

  const pickDay = (iso: string) => {
    if (phase === 'return') {
      go(
        { ...search, returnDate: iso },
        { departureRef: choice.departureRef, agencyId: choice.agencyId },
      );
    } else {
      const returnDate = search.roundTrip && search.returnDate < iso ? iso : search.returnDate;
      go({ ...search, departureDate: iso, returnDate });
    }
  };

  /** Where a flight's Select leads: the return's results (a round trip's outbound) or passenger entry. */
  const selectHref = (flight: FlightResult, agencyId: number): string => {
    if (search.roundTrip && phase === 'departure')
      return flightsUrl(search, { departureRef: flight.ref, agencyId: String(agencyId) });
    const booking = searchParamsOf(
      search,
      phase === 'return'
        ? {
            departureRef: choice.departureRef,
            agencyId: choice.agencyId,
            returnRef: flight.ref,
            returnAgencyId: String(agencyId),
          }
        : { departureRef: flight.ref, agencyId: String(agencyId) },
    );
    return `/booking?${booking.toString()}`;
  };

  const update = () => {
    setExpired(false);
    void flights.refetch();
  };

  const routeLabel = t('home.routeName', {
    origin: cityName(legOrigin),
    destination: cityName(legDestination),
  });
  const count = toLocalDigits(String(visible.length), language);
  const selectLabel =
    search.roundTrip && phase === 'departure' ? t('results.selectOutbound') : t('results.select');

  const filtersPanel = (
    <FiltersPanel
      flights={legFlights}
      filters={filters}
      onChange={setFilters}
      language={language}
    />
  );

  return (
    <PageContainer>
      <ResultsHeading
        title={phase === 'return' ? t('results.returnTitle', { route: routeLabel }) : routeLabel}
        dayIso={phaseDate}
        passengers={search.adult + search.child + search.infant}
        editing={editing}
        onEdit={() => setEditing((value) => !value)}
        onPriceAlert={alert.show}
      />
      {editing && (
        <Box sx={{ mb: 3 }}>
          <Suspense fallback={null}>
            <SearchBox value={draft} onChange={setDraft} onSearched={() => setEditing(false)} />
          </Suspense>
        </Box>
      )}
      {phase === 'return' && chosenOutbound && (
        <Alert
          severity="success"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => go(search)}>
              {t('results.change')}
            </Button>
          }
        >
          {t('results.outboundChosen', {
            flight: `${chosenOutbound.airline.name} ${chosenOutbound.flightNumber}`,
            time: toLocalDigits(chosenOutbound.departureTime.slice(11, 16), language),
          })}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: 1, borderRadius: 2, mb: 3 }}>
        <DayStrip
          today={today}
          minDate={phase === 'return' ? search.departureDate : undefined}
          selected={phaseDate}
          prices={phase === 'return' ? cheapest.data?.arrival : cheapest.data?.departure}
          loading={cheapest.isPending && cheapest.fetchStatus !== 'idle'}
          calendar={calendar}
          language={language}
          onPick={pickDay}
        />
      </Paper>
      {isExpired ? (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" variant="outlined" size="small" onClick={update}>
              {t('results.updateSearch')}
            </Button>
          }
        >
          {t('messages:searchExpired')}
        </Alert>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '280px minmax(0,1fr)' },
            alignItems: 'start',
          }}
        >
          {/* Wide screens: filters beside the list; phones open them in a sheet (CSS decides,
              so the server's page and the browser's agree). */}
          <Paper
            variant="outlined"
            component="aside"
            sx={{
              p: 2,
              borderRadius: 2,
              position: 'sticky',
              top: 16,
              display: { xs: 'none', md: 'block' },
            }}
          >
            <Typography component="h2" sx={{ fontWeight: 700, mb: 2 }}>
              {t('results.filters')}
            </Typography>
            {flights.isPending ? <Skeleton variant="rounded" height={300} /> : filtersPanel}
          </Paper>
          <Box>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
              <Typography
                role="status"
                aria-live="polite"
                sx={{ flex: 1, fontWeight: 600 }}
                data-testid="result-count"
              >
                {flights.isPending ? t('results.searching') : t('results.count', { n: count })}
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
                <SortControl sort={sort} onSort={setSort} />
              </Box>
            </Box>
            {flights.isPending && <CardSkeletons />}
            {flights.isError && !isExpired && (
              <Alert
                severity="error"
                action={
                  <Button color="inherit" onClick={update}>
                    {t('startup.retry')}
                  </Button>
                }
              >
                {t('results.failed')}
              </Alert>
            )}
            {flights.data && visible.length === 0 && (
              <EmptyResults
                noFlights={legFlights.length === 0}
                day={phaseDate}
                today={today}
                onPickDay={pickDay}
                onClearFilters={() => setFilters(noFilters)}
              />
            )}
            <Box
              component="ul"
              aria-label={t('results.list')}
              sx={{
                listStyle: 'none',
                p: 0,
                m: 0,
                display: 'grid',
                gap: 2,
                gridTemplateColumns: 'minmax(0, 1fr)',
              }}
            >
              {visible.map((flight) => (
                <li key={flight.ref}>
                  <FlightCard
                    flight={flight}
                    language={language}
                    selectLabel={selectLabel}
                    selectHref={selectHref}
                    onAlert={alert.show}
                  />
                </li>
              ))}
            </Box>
          </Box>
        </Box>
      )}
      {sheet.drawn && (
        <Suspense fallback={null}>
          <FiltersSheet
            open={sheet.open}
            onClose={sheet.hide}
            sortControl={<SortControl sort={sort} onSort={setSort} />}
            doneLabel={t('results.showFlights', { n: count })}
          >
            {filtersPanel}
          </FiltersSheet>
        </Suspense>
      )}
      {alert.drawn && (
        <Suspense fallback={null}>
          <PriceAlertDialog
            open={alert.open}
            onClose={alert.hide}
            origin={legOrigin}
            destination={legDestination}
            departureDate={phaseDate}
            routeLabel={routeLabel}
          />
        </Suspense>
      )}
    </PageContainer>
  );
}
