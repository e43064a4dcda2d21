import type { CalendarMode } from '../tenants/tenants';
import { toWeekday, type Weekday } from './plain-date';

/**
 * The Persian week starts on Saturday (PRODUCT.md decision 2). The Gregorian calendar takes the
 * ISO 8601 Monday, which is also what en-GB and tr-TR readers expect.
 */
const weekStarts: Record<CalendarMode, Weekday> = { jalali: 6, gregorian: 1 };

export function weekStartOf(calendar: CalendarMode): Weekday {
  return weekStarts[calendar];
}

/** The seven weekdays in the order a month grid shows its columns. */
export function weekdayOrder(calendar: CalendarMode): Weekday[] {
  const start = weekStarts[calendar];
  return Array.from({ length: 7 }, (_, i) => toWeekday((start + i) % 7));
}
