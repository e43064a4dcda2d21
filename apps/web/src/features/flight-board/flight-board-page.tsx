import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageContainer } from '../../components/page-container';
import { ApiClientFailure } from '../../lib/api/api-client';
import { formatLocalClock } from '../../lib/format/date-time';
import { PageHead } from '../../lib/pages/page-head';
import type { PagePrefetch } from '../../lib/pages/page-module';
import { useActiveLanguage } from '../../lib/settings/use-active-settings';
import { useTenant } from '../../lib/tenant/app-config-context';
import { airportBoardQuery, boardAirportsQuery } from './board-api';
import { BoardControls } from './board-controls';
import { boardSearchParams, nextDay, readBoardParams, type BoardParams } from './board-params';
import { BoardView } from './board-view';

/** The board the address names and the airports for the chooser: the server renders both. */
export const prefetchFlightBoard: PagePrefetch = ({ queryClient, url, language }) => {
  const params = readBoardParams(url.searchParams);
  return Promise.all([
    queryClient.prefetchQuery(airportBoardQuery(params, language)),
    queryClient.prefetchQuery(boardAirportsQuery(language)),
  ]);
};

/**
 * /flightInformations: an airport's departures and arrivals of a day, with their status, times
 * in the airport's zone, asked again every minute without reloading; readable on a phone
 * (cards) and on a wall (full screen, large type).
 */
export function FlightBoardPage() {
  const { t } = useTranslation();
  const language = useActiveLanguage();
  const tenant = useTenant();
  const [search, setSearch] = useSearchParams();
  // One object while the address stays: the search field's pause is not restarted by a refresh.
  const params = useMemo(() => readBoardParams(search), [search]);
  const board = useQuery(airportBoardQuery(params, language));
  const airports = useQuery(boardAirportsQuery(language));
  const change = useCallback(
    (next: BoardParams) =>
      setSearch(boardSearchParams(next), { replace: true, preventScrollReset: true }),
    [setSearch],
  );
  const refused = board.error instanceof ApiClientFailure ? board.error.result.error.message : null;

  return (
    <PageContainer>
      <PageHead
        title={t('page.flightInformations')}
        description={t('board.description', { brand: tenant.name[language] })}
        path="/flightInformations"
      />
      <Typography component="h1" sx={{ fontSize: { xs: 22, md: 28 }, fontWeight: 800, mb: 0.5 }}>
        {t('page.flightInformations')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>{t('board.intro')}</Typography>
      {board.data && (
        <BoardControls
          params={params}
          airport={board.data.airport}
          airports={airports.data?.items ?? []}
          today={board.data.serverTime.slice(0, 10)}
          onChange={change}
        />
      )}
      {board.isError && (
        <Alert severity={board.data ? 'warning' : 'error'} sx={{ mb: 2 }}>
          {board.data
            ? t('board.refreshFailed', {
                time: formatLocalClock(board.data.serverTime, language),
              })
            : (refused ?? t('board.loadFailed'))}
          {!board.data && params.airport && (
            <>
              {' '}
              <Box component={Link} to="/flightInformations" sx={routerLinkStyle}>
                {t('board.showHome')}
              </Box>
            </>
          )}
        </Alert>
      )}
      {board.data && (
        <BoardView
          board={board.data}
          params={params}
          busy={board.isPlaceholderData}
          onNextDay={() => change({ ...params, date: nextDay(board.data.date) })}
        />
      )}
    </PageContainer>
  );
}

const routerLinkStyle = {
  color: 'inherit',
  textDecoration: 'underline',
  textUnderlineOffset: 3,
} as const;
