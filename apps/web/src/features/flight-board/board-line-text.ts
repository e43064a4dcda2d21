import type { AirportBoard, BoardItem } from '@parvaz/domain/contracts/airport-board';
import type { BoardDirection } from '@parvaz/domain/flights/board-status';
import type { Language } from '@parvaz/domain/languages';
import type { TFunction } from 'i18next';
import { formatLocalClock } from '../../lib/format/date-time';

/**
 * What a board line says beside its scheduled time: when it actually left or landed if not on
 * schedule, else its new time when it runs late; '' for a flight on time. Times are the
 * airport's own clock.
 */
export function boardLineUpdate(
  item: BoardItem,
  direction: BoardDirection,
  t: TFunction,
  language: Language,
): string {
  if (item.actual && item.actual !== item.scheduled) {
    const time = formatLocalClock(item.actual, language);
    return t(direction === 'departures' ? 'board.departedAt' : 'board.landedAt', { time });
  }
  if (item.estimated)
    return t('board.expectedAt', { time: formatLocalClock(item.estimated, language) });
  return '';
}

/** The gate of a departure or the belt of an arrival, '' when there is none (cancelled). */
export function boardLinePlace(item: BoardItem): string {
  return item.gate ?? item.belt ?? '';
}

/** How long a flight stays on today's board after it has gone, before it folds away. */
export const boardKeepsGoneMs = 60 * 60_000;

/**
 * The lines of today's board that are over — left, landed or cancelled more than an hour before
 * the board's time — which fold away so the board opens on what is coming. A search, or a
 * board of another day, folds nothing.
 */
export function foldedLines(board: AirportBoard, searching: boolean): ReadonlySet<BoardItem> {
  if (searching || board.date !== board.serverTime.slice(0, 10)) return new Set();
  const before = Date.parse(board.serverTime) - boardKeepsGoneMs;
  return new Set(
    board.items.filter((item) =>
      (item.status === 'Departed' && board.direction === 'departures') ||
      item.status === 'Landed' ||
      item.status === 'Cancelled'
        ? Date.parse(item.actual ?? item.scheduled) < before
        : false,
    ),
  );
}
