import type { CalendarMode } from '../tenants/tenants';
import { toJalali } from './jalali';
import {
  addDays,
  formatIsoDate,
  gregorianWeekday,
  parseIsoDate,
  type CalendarDate,
  type Weekday,
} from './plain-date';

/** Spec section 9: 65 days starting 5 days back, the past ones shown but not selectable. */
export const datePickerLength = 65;
export const datePickerPastDays = 5;

export interface DatePickerDay {
  /** The Gregorian date, which is what every request carries whatever calendar is shown. */
  iso: string;
  disabled: boolean;
  isToday: boolean;
  /** Year, month and day in the calendar the list was built for. */
  label: CalendarDate;
  weekday: Weekday;
}

export function datePickerDays(today: string, calendar: CalendarMode): DatePickerDay[] {
  const start = addDays(parseIsoDate(today), -datePickerPastDays);
  return Array.from({ length: datePickerLength }, (_, index) => {
    const date = addDays(start, index);
    return {
      iso: formatIsoDate(date),
      disabled: index < datePickerPastDays,
      isToday: index === datePickerPastDays,
      label: calendar === 'jalali' ? toJalali(date) : date,
      weekday: gregorianWeekday(date),
    };
  });
}
