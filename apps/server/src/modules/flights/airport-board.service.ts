import { addDays, formatIsoDate, parseIsoDate } from '@parvaz/domain/calendar/plain-date';
import { instantAt, localDateIn, zonedIso } from '@parvaz/domain/calendar/zoned';
import {
  boardHomeAirports,
  type AirportBoard,
  type AirportBoardRequest,
  type BoardAirport,
  type BoardItem,
} from '@parvaz/domain/contracts/airport-board';
import { boardBelt, boardGate, boardTerminal } from '@parvaz/domain/flights/board-places';
import { boardMoment, type BoardDirection } from '@parvaz/domain/flights/board-status';
import { foldSearchText } from '@parvaz/domain/format/search-text';
import { languages, type Language } from '@parvaz/domain/languages';
import { airportByCode, type Airport } from '@parvaz/domain/reference/airports';
import { cities, cityByCode } from '@parvaz/domain/reference/cities';
import { collatorFor } from '@parvaz/domain/reference/localized';
import type { TenantId } from '@parvaz/domain/tenants/tenants';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/app-error';
import {
  arrivalsOf,
  departureAirports,
  departuresOf,
  type BoardRow,
} from './airport-board.repository';

export interface BoardDeps {
  db: Database;
  now: () => Date;
  /** A day's flights of an airport, read or taken from a short-lived cache (`boardRowsReader`). */
  rowsOf: BoardRowsReader;
  /** The airports flights leave from, read or cached. */
  airportCodes: () => Promise<string[]>;
}

export type BoardRowsReader = (
  airport: Airport,
  direction: BoardDirection,
  date: string,
) => Promise<readonly BoardRow[]>;

const originCities = cities.map((city) => city.code);

/** Reads an airport's departures or arrivals of its local `date` from the database. */
export function boardRowsReader(db: Database): BoardRowsReader {
  return (airport, direction, date) => {
    if (direction === 'departures') return departuresOf(db, airport, date);
    const day = parseIsoDate(date);
    const next = formatIsoDate(addDays(day, 1));
    return arrivalsOf(
      db,
      airport,
      {
        from: instantAt(date, '00:00', airport.timeZone),
        to: instantAt(next, '00:00', airport.timeZone),
        // A flight lands on the day it left, the day after (overnight) or, flying west past
        // midnight, the day before.
        departedBetween: [formatIsoDate(addDays(day, -1)), next],
      },
      originCities,
    );
  };
}

export function airportCodesReader(db: Database): () => Promise<string[]> {
  return () => departureAirports(db);
}

function boardAirport(airport: Airport, lang: Language): BoardAirport {
  return {
    code: airport.code,
    name: airport.name[lang],
    city: cityByCode(airport.cityCode)?.name[lang] ?? airport.cityCode,
    timeZone: airport.timeZone,
  };
}

/** `flight/getBoardAirports`: the airports with flights, by city name in the caller's language. */
export async function boardAirports(deps: BoardDeps, lang: Language) {
  const known = (await deps.airportCodes()).flatMap((code) => {
    const airport = airportByCode(code);
    return airport ? [boardAirport(airport, lang)] : [];
  });
  const collator = collatorFor(lang);
  return {
    items: known.sort(
      (a, b) => collator.compare(a.city, b.city) || collator.compare(a.name, b.name),
    ),
  };
}

/** The text `q` is looked for in: the flight number, the other end's city in every language and its codes. */
function searchableText(row: BoardRow, direction: BoardDirection): string {
  const cityCode = direction === 'departures' ? row.destinationCity : row.originCity;
  const airportCode = direction === 'departures' ? row.destinationAirport : row.originAirport;
  const city = cityByCode(cityCode);
  const airport = airportByCode(airportCode);
  return [
    `${row.airlineCode}${row.flightNumber}`,
    cityCode,
    airportCode,
    ...languages.flatMap((l) => [city?.name[l] ?? '', airport?.name[l] ?? '']),
  ]
    .map(foldSearchText)
    .join('|');
}

function boardItem(
  row: BoardRow,
  airport: Airport,
  direction: BoardDirection,
  lang: Language,
  now: Date,
): BoardItem {
  const departing = direction === 'departures';
  const moment = boardMoment(
    {
      status: row.status,
      scheduledDeparture: row.departureAt,
      scheduledArrival: row.arrivalAt,
      estimatedDeparture: row.estimatedDepartureAt,
      estimatedArrival: row.estimatedArrivalAt,
    },
    direction,
    now,
  );
  const local = (instant: Date) => zonedIso(instant, airport.timeZone);
  const key = {
    airport: airport.code,
    flightNumber: `${row.airlineCode}${row.flightNumber}`,
    date: row.departureDate,
  };
  const cityCode = departing ? row.destinationCity : row.originCity;
  const open = moment.status !== 'Cancelled';
  return {
    flightNumber: key.flightNumber,
    airline: { code: row.airlineCode, name: row.airlineName[lang], logo: row.airlineLogo },
    city: cityByCode(cityCode)?.name[lang] ?? cityCode,
    cityCode,
    cityAirport: departing ? row.destinationAirport : row.originAirport,
    scheduled: local(departing ? row.departureAt : row.arrivalAt),
    ...(moment.estimated ? { estimated: local(moment.estimated) } : {}),
    ...(moment.actual ? { actual: local(moment.actual) } : {}),
    terminal: boardTerminal(key, departing ? row.originTerminal : row.destinationTerminal),
    ...(departing && open ? { gate: boardGate(key) } : {}),
    ...(!departing && open ? { belt: boardBelt(key) } : {}),
    status: moment.status,
  };
}

/**
 * `flight/getAirportBoard`: an airport's (the brand's home airport by default) departures or
 * arrivals of one of its local days (today there by default), each with the status the clock and operations' record give it now, times
 * in the airport's zone; `q` keeps the flights whose number or city holds it.
 */
export async function airportBoard(
  deps: BoardDeps,
  input: AirportBoardRequest,
  caller: { tenant: TenantId; lang: Language },
): Promise<AirportBoard> {
  const { lang } = caller;
  const airport = airportByCode(input.airport || boardHomeAirports[caller.tenant]);
  if (!airport)
    throw new AppError('VALIDATION', 'unknownAirport', { fields: { airport: 'unknownAirport' } });
  const now = deps.now();
  const date = input.date || localDateIn(now, airport.timeZone);
  const rows = await deps.rowsOf(airport, input.direction, date);
  const needle = foldSearchText(input.q);
  const matching = needle
    ? rows.filter((row) => searchableText(row, input.direction).includes(needle))
    : rows;
  return {
    airport: boardAirport(airport, lang),
    direction: input.direction,
    date,
    serverTime: zonedIso(now, airport.timeZone),
    items: matching.map((row) => boardItem(row, airport, input.direction, lang, now)),
  };
}
