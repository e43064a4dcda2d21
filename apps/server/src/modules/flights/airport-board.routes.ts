import type { FastifyInstance } from 'fastify';
import {
  airportBoardRequestSchema,
  airportBoardResponseSchema,
  boardAirportsResponseSchema,
} from '@parvaz/domain/contracts/airport-board';
import { postRoute } from '../../platform/envelope';
import { shortLivedCache } from '../../platform/short-lived-cache';
import type { BoardRow } from './airport-board.repository';
import {
  airportBoard,
  airportCodesReader,
  boardAirports,
  boardRowsReader,
  type BoardDeps,
} from './airport-board.service';

const tags = ['flights'];
/** Which airports have flights changes with the schedule, not by the minute. */
const airportListCacheMs = 5 * 60_000;

/**
 * The airport flight-information board (`/flightInformations`). Walls and phones ask for it
 * every minute: a day's flights are read at most once per search-cache period per process
 * (SEARCH_CACHE_SECONDS), and their statuses worked out afresh from the clock on every call.
 */
export async function airportBoardRoutes(app: FastifyInstance): Promise<void> {
  const readRows = boardRowsReader(app.db);
  const readCodes = airportCodesReader(app.db);
  const cacheOn = app.searchCacheMs > 0;
  const rowsCache = shortLivedCache<readonly BoardRow[]>({
    ttlMs: app.searchCacheMs,
    maxEntries: 2_000,
    now: app.now,
  });
  const codesCache = shortLivedCache<string[]>({
    ttlMs: airportListCacheMs,
    maxEntries: 1,
    now: app.now,
  });
  const deps: BoardDeps = {
    db: app.db,
    now: app.now,
    rowsOf: cacheOn
      ? (airport, direction, date) =>
          rowsCache(`${airport.code}|${direction}|${date}`, () =>
            readRows(airport, direction, date),
          )
      : readRows,
    airportCodes: cacheOn ? () => codesCache('airports', readCodes) : readCodes,
  };

  postRoute(
    app,
    {
      path: 'flight/getAirportBoard',
      summary:
        "An airport's departures or arrivals of a local day with their live status, terminal, gate and belt",
      tags,
      body: airportBoardRequestSchema,
      response: airportBoardResponseSchema,
    },
    async (input, request) =>
      airportBoard(deps, input, { tenant: request.tenant.id, lang: request.lang }),
  );

  postRoute(
    app,
    {
      path: 'flight/getBoardAirports',
      summary: 'The airports that have flights, for the flight-information board',
      tags,
      response: boardAirportsResponseSchema,
    },
    async (_input, request) => boardAirports(deps, request.lang),
  );
}
