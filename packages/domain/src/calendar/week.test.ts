import { describe, expect, it } from 'vitest';
import { toWeekday } from './plain-date';
import { weekdayName, weekdayOrder, weekStartOf } from './week';

describe('week start', () => {
  it('starts the Jalali week on Saturday and the Gregorian week on Monday', () => {
    expect(weekStartOf('jalali')).toBe(6);
    expect(weekStartOf('gregorian')).toBe(1);
  });

  it('orders the seven weekdays from the week start', () => {
    expect(weekdayOrder('jalali')).toEqual([6, 0, 1, 2, 3, 4, 5]);
    expect(weekdayOrder('gregorian')).toEqual([1, 2, 3, 4, 5, 6, 0]);
  });
});

describe('weekdayName', () => {
  it('names each weekday as Intl does, in every language', () => {
    for (const language of ['fa', 'ar', 'en', 'tr'] as const) {
      const intl = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' });
      for (let day = 0; day < 7; day += 1) {
        // 2026-11-22 is a Sunday.
        const expected = intl.format(new Date(Date.UTC(2026, 10, 22 + day)));
        expect(weekdayName(toWeekday(day), language), `${language} ${day}`).toBe(expected);
      }
    }
  });
});
