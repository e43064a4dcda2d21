import { datePickerLength, datePickerPastDays } from '@parvaz/domain/calendar/date-list';
import { todayAt } from '@parvaz/domain/reference/cities';
import { queryOptions } from '@tanstack/react-query';
import { shiftIso, type FlightSearch } from './search-params';

/** The days of the cheapest-fare strip: a few before today at the origin, 65 in all. */
export function dayStripRange(today: string): { stripFrom: string; stripTo: string } {
  const stripFrom = shiftIso(today, -datePickerPastDays);
  return { stripFrom, stripTo: shiftIso(stripFrom, datePickerLength - 1) };
}

/**
 * Today at the search's origin (its main airport's zone). The server's answer travels in the
 * page, so the browser hydrates with the same day and without the first use of a time-zone
 * formatter (slow on a phone); once that answer is stale the browser works the day out itself.
 */
export function originTodayQuery(search: FlightSearch) {
  const origin = search.origin || 'THRC';
  return queryOptions({
    queryKey: ['today', origin],
    queryFn: () => todayAt(origin, new Date()),
  });
}
