import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { AdapterDateFnsJalali } from '@mui/x-date-pickers/AdapterDateFnsJalali';
import type { FieldFormatTokenMap } from '@mui/x-date-pickers/models';
import { normalizeDigits, toLocalDigits } from '@parvaz/domain/format/digits';
import type { Language } from '@parvaz/domain/languages';
import type { CalendarMode } from '@parvaz/domain/tenants/tenants';

type Adapter = typeof AdapterDateFns | typeof AdapterDateFnsJalali;

interface Formatting {
  formatByString: (value: Date, format: string) => string;
  formatNumber: (text: string) => string;
  parse: (value: string, format: string) => Date | null;
  formatTokenMap: FieldFormatTokenMap;
}

/**
 * Makes an adapter write every number it formats (day cells, the month and year heading, the
 * year list, the field's sections) in the reader's digits. The picker learns its digits by
 * formatting 0–9 through the adapter, so its field then shows them too and still takes the
 * Western digits a keyboard may type; anything parsed is read back to Western digits first.
 * The adapters define these methods as instance fields, so they are wrapped once made.
 */
function localise(adapter: Formatting, language: Language): void {
  const { formatByString, formatNumber, parse } = adapter;
  adapter.formatByString = (value, format) =>
    toLocalDigits(formatByString(value, format), language);
  adapter.formatNumber = (text) => toLocalDigits(formatNumber(text), language);
  adapter.parse = (value, format) => parse(normalizeDigits(value), format);
  // The field asks whether "yyyy" pads by looking for a leading '0' in year 1, which local digits
  // never show; with its length given it pads the year itself (otherwise MUI X error 156).
  adapter.formatTokenMap = {
    ...adapter.formatTokenMap,
    yyyy: { sectionType: 'year', contentType: 'digit', maxLength: 4 },
  };
}

type JalaliOptions = ConstructorParameters<typeof AdapterDateFnsJalali>[0];
type GregorianOptions = ConstructorParameters<typeof AdapterDateFns>[0];

function localDigitsAdapter(calendar: CalendarMode, language: Language): Adapter {
  if (calendar === 'jalali') {
    return class LocalDigitsJalali extends AdapterDateFnsJalali {
      constructor(options?: JalaliOptions) {
        super(options);
        localise(this, language);
      }
    };
  }
  return class LocalDigitsGregorian extends AdapterDateFns {
    constructor(options?: GregorianOptions) {
      super(options);
      localise(this, language);
    }
  };
}

const made = new Map<string, Adapter>();

/** One adapter class per calendar and language, kept: the picker compares it across renders. */
export function dateAdapterFor(calendar: CalendarMode, language: Language): Adapter {
  const Base = calendar === 'jalali' ? AdapterDateFnsJalali : AdapterDateFns;
  if (language !== 'fa' && language !== 'ar') return Base;
  const key = `${calendar}|${language}`;
  let adapter = made.get(key);
  if (!adapter) {
    adapter = localDigitsAdapter(calendar, language);
    made.set(key, adapter);
  }
  return adapter;
}
