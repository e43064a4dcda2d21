import {
  addDays,
  formatIsoDate,
  isIsoDate,
  parseIsoDate,
} from '@parvaz/domain/calendar/plain-date';
import { boardDirections, type BoardDirection } from '@parvaz/domain/flights/board-status';

/** The board the address asks for; '' leaves the choice to the server (home airport, its today). */
export interface BoardParams {
  airport: string;
  direction: BoardDirection;
  date: string;
  q: string;
}

/** Longest search the board sends (the API's limit). */
export const boardQueryMaxLength = 60;

function isDirection(value: string | null): value is BoardDirection {
  return (boardDirections as readonly (string | null)[]).includes(value);
}

/** The board of an address, with whatever it names wrongly left to the defaults. */
export function readBoardParams(params: URLSearchParams): BoardParams {
  const airport = (params.get('airport') ?? '').trim().toUpperCase();
  const direction = params.get('direction');
  const date = (params.get('date') ?? '').trim();
  return {
    airport: /^[A-Z]{3}$/.test(airport) ? airport : '',
    direction: isDirection(direction) ? direction : 'departures',
    date: isIsoDate(date) ? date : '',
    q: (params.get('q') ?? '').trim().slice(0, boardQueryMaxLength),
  };
}

/** The address of a board, naming only what differs from the defaults. */
export function boardSearchParams(board: BoardParams): URLSearchParams {
  const params = new URLSearchParams();
  if (board.airport) params.set('airport', board.airport);
  if (board.direction !== 'departures') params.set('direction', board.direction);
  if (board.date) params.set('date', board.date);
  if (board.q.trim()) params.set('q', board.q.trim());
  return params;
}

/** Days a board can show around the airport's today: yesterday to six days ahead. */
export const boardDayOffsets = [-1, 0, 1, 2, 3, 4, 5, 6] as const;

/** The days the chooser offers, from the airport's today (`YYYY-MM-DD`). */
export function boardDays(today: string): { date: string; offset: number }[] {
  const first = parseIsoDate(today);
  return boardDayOffsets.map((offset) => ({ date: formatIsoDate(addDays(first, offset)), offset }));
}

/** The day after a board's day (`YYYY-MM-DD`). */
export function nextDay(date: string): string {
  return formatIsoDate(addDays(parseIsoDate(date), 1));
}
