import type { Language } from '@parvaz/domain/languages';
import Stack from '@mui/material/Stack';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { format as formatGregorian, type Locale } from 'date-fns';
import { format as formatJalali } from 'date-fns-jalali';
import { enUS as jalaliEn } from 'date-fns-jalali/locale/en-US';
import { faIR as jalaliFa } from 'date-fns-jalali/locale/fa-IR';
import { ar as gregorianAr } from 'date-fns/locale/ar';
import { enGB as gregorianEn } from 'date-fns/locale/en-GB';
import { faIR as gregorianFa } from 'date-fns/locale/fa-IR';
import { tr as gregorianTr } from 'date-fns/locale/tr';
import { shortDatePattern } from '@parvaz/domain/format/dates';
import { toLocalDigits } from '@parvaz/domain/format/digits';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateOfIso, isoOfDate } from './search-params';
import { dateAdapterFor } from './local-digits-adapters';
import { pickerTexts } from './picker-texts';
import type { DateFieldName, DateFieldsProps, PickerStart } from './date-fields';

const gregorianLocales: Record<Language, Locale> = {
  fa: gregorianFa,
  ar: gregorianAr,
  en: gregorianEn,
  tr: gregorianTr,
};

/** Sunday…Saturday; date-fns-jalali's own short names carry digits ("۱ش"), STACK.md trap 8. */
const persianWeekdayInitials = ['ی', 'د', 'س', 'چ', 'پ', 'ج', 'ش'];

/** The Persian week starts on Saturday whatever the language (PRODUCT.md decision 2). */
const jalaliEnglish: Locale = { ...jalaliEn, options: { ...jalaliEn.options, weekStartsOn: 6 } };

/**
 * Departure and return dates in the active calendar, Jalali (Saturday-first) or Gregorian, on
 * MUI X's date pickers. They take the light fields' place once the page is awake
 * (`date-fields.tsx`), keeping the focus and opening the calendar a press asked for. Formats
 * are set explicitly (STACK.md trap 8).
 */
export default function DatePickers(props: DateFieldsProps & { start: PickerStart }) {
  const { calendar, language, start } = props;
  const [open, setOpen] = useState<DateFieldName | null>(start.open ?? null);
  const opening = (field: DateFieldName) => ({
    open: open === field,
    onOpen: () => setOpen(field),
    onClose: () => setOpen(null),
    autoFocus: start.focused?.field === field && start.focused.part === 'field' && !start.open,
  });
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (start.focused?.part !== 'button' || start.open) return;
    const index = start.focused.field === 'departure' ? 0 : 1;
    box.current?.querySelectorAll<HTMLElement>('.MuiInputAdornment-root button')[index]?.focus();
  }, [start]);
  const { t } = useTranslation();
  const texts = useMemo(() => pickerTexts(t), [t]);
  const jalali = calendar === 'jalali';
  const locale = jalali
    ? language === 'fa'
      ? jalaliFa
      : jalaliEnglish
    : gregorianLocales[language];
  const min = dateOfIso(props.minDate) ?? undefined;
  const max = dateOfIso(props.maxDate) ?? undefined;
  const departure = dateOfIso(props.departureDate);
  const back = dateOfIso(props.returnDate);
  const weekday = (date: Date) =>
    language === 'fa'
      ? (persianWeekdayInitials[date.getDay()] ?? '')
      : toLocalDigits(
          jalali
            ? formatJalali(date, 'EEEEEE', { locale })
            : formatGregorian(date, 'EEEEEE', { locale }),
          language,
        );
  const fieldFormat = shortDatePattern(calendar, language);
  const common = {
    format: fieldFormat,
    minDate: min,
    maxDate: max,
    dayOfWeekFormatter: weekday,
    slotProps: { textField: { fullWidth: true } },
  } as const;

  return (
    <LocalizationProvider
      dateAdapter={dateAdapterFor(calendar, language)}
      adapterLocale={locale}
      localeText={texts}
    >
      <Stack ref={box} direction="row" spacing={1} sx={{ width: '100%' }}>
        <DatePicker
          {...common}
          {...opening('departure')}
          label={props.departureLabel}
          value={departure}
          onChange={(value) => {
            if (!value || Number.isNaN(value.getTime())) return;
            const iso = isoOfDate(value);
            props.onChange(
              props.roundTrip && props.returnDate && props.returnDate < iso
                ? { departureDate: iso, returnDate: '' }
                : { departureDate: iso },
            );
          }}
          slotProps={{
            textField: {
              fullWidth: true,
              error: Boolean(props.departureError),
              helperText: props.departureError,
            },
          }}
        />
        {props.roundTrip && (
          <DatePicker
            {...common}
            {...opening('return')}
            label={props.returnLabel}
            value={back}
            minDate={departure ?? min}
            onChange={(value) => {
              if (!value || Number.isNaN(value.getTime())) return;
              props.onChange({ returnDate: isoOfDate(value) });
            }}
            slotProps={{
              textField: {
                fullWidth: true,
                error: Boolean(props.returnError),
                helperText: props.returnError,
              },
            }}
          />
        )}
      </Stack>
    </LocalizationProvider>
  );
}
