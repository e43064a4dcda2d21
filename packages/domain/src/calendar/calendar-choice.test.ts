import { describe, expect, it } from 'vitest';
import { tenants } from '../tenants/tenants';
import { activeCalendar, documentCalendar, isCalendarMode } from './calendar-choice';

describe('activeCalendar', () => {
  it('follows the language until the user chooses', () => {
    expect(activeCalendar('fa', null)).toBe('jalali');
    expect(activeCalendar('tr', undefined)).toBe('gregorian');
    expect(activeCalendar('fa', 'gregorian')).toBe('gregorian');
    expect(activeCalendar('en', 'jalali')).toBe('jalali');
  });

  it("gives each tenant's visitor the tenant's calendar by default", () => {
    for (const tenant of Object.values(tenants)) {
      expect(activeCalendar(tenant.locale, null), tenant.id).toBe(tenant.calendar);
    }
  });
});

describe('isCalendarMode', () => {
  it('takes the two calendars and nothing else (a cookie may say anything)', () => {
    expect(isCalendarMode('jalali')).toBe(true);
    expect(isCalendarMode('gregorian')).toBe(true);
    for (const value of ['lunar', 'Jalali', '', null, undefined, 1])
      expect(isCalendarMode(value)).toBe(false);
  });
});

describe('the calendar of a message or a PDF', () => {
  it('is Jalali for a Jalali brand or a Persian reader, else Gregorian', () => {
    expect(documentCalendar('jalali', 'en')).toBe('jalali');
    expect(documentCalendar('gregorian', 'fa')).toBe('jalali');
    expect(documentCalendar('gregorian', 'tr')).toBe('gregorian');
  });
});
