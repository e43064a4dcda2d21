import type { AirportBoard, BoardAirports } from '@parvaz/domain/contracts/airport-board';
import type { Language } from '@parvaz/domain/languages';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiCall, unwrap } from '../../lib/api/api-client';
import { parseLazily } from '../../lib/api/parse-lazily';
import type { BoardParams } from './board-params';

/** How often an open board asks again (issue 19: every 60 s, without reloading the page). */
export const boardRefreshMs = 60_000;

const contracts = () => import('@parvaz/domain/contracts/airport-board');

/**
 * The board of an airport and day, asked again every minute while the page is open; the
 * refreshes keep the page's progress bar and error toasts away (a wall screen is not watched),
 * and a failed one leaves the last board on screen with the time it was true.
 */
export function airportBoardQuery(board: BoardParams, language: Language) {
  return queryOptions({
    queryKey: ['flight', 'board', board.airport, board.direction, board.date, board.q, language],
    queryFn: async ({ signal }): Promise<AirportBoard> =>
      unwrap(
        await apiCall(
          'flight/getAirportBoard',
          { airport: board.airport, direction: board.direction, date: board.date, q: board.q },
          {
            signal,
            language,
            background: true,
            quiet: true,
            parse: parseLazily(() => contracts().then((c) => c.airportBoardResponseSchema)),
          },
        ),
      ),
    refetchInterval: boardRefreshMs,
    staleTime: boardRefreshMs / 2,
    retry: false,
    // Another tab, day or search keeps the current board on screen until its answer is in.
    placeholderData: keepPreviousData,
  });
}

/** The airports that have flights, for the chooser. */
export function boardAirportsQuery(language: Language) {
  return queryOptions({
    queryKey: ['flight', 'boardAirports', language],
    queryFn: async ({ signal }): Promise<BoardAirports> =>
      unwrap(
        await apiCall(
          'flight/getBoardAirports',
          {},
          {
            signal,
            language,
            background: true,
            parse: parseLazily(() => contracts().then((c) => c.boardAirportsResponseSchema)),
          },
        ),
      ),
    staleTime: 10 * 60_000,
  });
}
