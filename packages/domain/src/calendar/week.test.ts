import { describe, expect, it } from 'vitest';
import { weekdayOrder, weekStartOf } from './week';

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
