import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DateField } from '@mui/x-date-pickers/DateField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { shortDatePattern } from '@parvaz/domain/format/dates';
import type { Language } from '@parvaz/domain/languages';
import type { CalendarMode } from '@parvaz/domain/tenants/tenants';
import { enUS as jalaliEn } from 'date-fns-jalali/locale/en-US';
import { faIR as jalaliFa } from 'date-fns-jalali/locale/fa-IR';
import { ar } from 'date-fns/locale/ar';
import { tr } from 'date-fns/locale/tr';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { textOf } from '../../test/rendered-text';
import { dateAdapterFor } from './local-digits-adapters';

const day = new Date(2026, 10, 24, 12);
const westernDigit = /[0-9]/;

function render(calendar: CalendarMode, language: Language, locale: typeof jalaliFa) {
  const Adapter = dateAdapterFor(calendar, language);
  return textOf(
    renderToString(
      <LocalizationProvider dateAdapter={Adapter} adapterLocale={locale}>
        <DateField value={day} format={shortDatePattern(calendar, language)} />
        <DateCalendar value={day} />
      </LocalizationProvider>,
    ),
  );
}

describe('the date picker’s adapter', () => {
  it('writes the field, the month heading and the day cells in Persian digits', () => {
    const text = render('jalali', 'fa', jalaliFa);
    expect(text).not.toMatch(westernDigit);
    expect(text).toContain('۱۴۰۵');
    expect(text).toContain('۰۹');
  });

  it('writes them in Arabic-Indic digits for Arabic, Gregorian or Jalali', () => {
    for (const [calendar, locale] of [
      ['gregorian', ar],
      ['jalali', jalaliEn],
    ] as const) {
      const text = render(calendar, 'ar', locale);
      expect(text, calendar).not.toMatch(westernDigit);
      expect(text, calendar).toMatch(/[٠-٩]/);
    }
  });

  it('leaves Turkish and English with Western digits, and the Turkish field reads 24.11.2026', () => {
    expect(dateAdapterFor('gregorian', 'tr')).toBe(dateAdapterFor('gregorian', 'en'));
    const text = render('gregorian', 'tr', tr);
    expect(text).toContain('2026');
    expect(shortDatePattern('gregorian', 'tr')).toBe('dd.MM.yyyy');
  });

  it('reads typed Persian, Arabic and Western digits alike', () => {
    const Adapter = dateAdapterFor('gregorian', 'fa');
    const adapter = new Adapter({});
    for (const typed of ['2026/11/24', '۲۰۲۶/۱۱/۲۴', '٢٠٢٦/١١/٢٤']) {
      expect(adapter.parse(typed, 'yyyy/MM/dd')?.getDate(), typed).toBe(24);
    }
  });
});
