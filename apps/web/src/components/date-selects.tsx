import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import { toLocalDigits } from '@parvaz/domain/format/digits';
import type { Language } from '@parvaz/domain/languages';
import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { monthNames, type DateInput } from '../lib/dates/date-parts';

/**
 * A date as three native selects (day, month, year) in the active calendar: quick with a
 * keyboard (type the number) and on phones, and no picker to open.
 */
export function DateSelects({
  id,
  inputRef,
  legend,
  value,
  years,
  language,
  error,
  onChange,
}: {
  /** Id of the first select. */
  id: string;
  /** Ref of the first select, for the form to focus it. */
  inputRef?: Ref<HTMLSelectElement>;
  legend: string;
  value: DateInput;
  years: readonly number[];
  language: Language;
  error?: string;
  onChange: (next: DateInput) => void;
}) {
  const { t } = useTranslation();
  const helpId = useId();
  const legendId = useId();
  const months = monthNames(value.calendar, language);
  const n = (v: number) => toLocalDigits(String(v), language);
  const select = (
    part: 'day' | 'month' | 'year',
    label: string,
    options: Array<{ value: string; label: string }>,
  ) => (
    <TextField
      id={part === 'day' ? id : `${id}-${part}`}
      inputRef={part === 'day' ? inputRef : undefined}
      select
      size="small"
      label={label}
      value={value[part]}
      error={Boolean(error)}
      onChange={(event) => onChange({ ...value, [part]: event.target.value })}
      slotProps={{
        select: { native: true },
        inputLabel: { shrink: true },
        htmlInput: {
          'aria-describedby': error ? helpId : undefined,
          'aria-invalid': Boolean(error),
        },
      }}
      sx={{ flex: part === 'month' ? 1.4 : 1, minWidth: 0 }}
    >
      <option value="">—</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </TextField>
  );
  return (
    <Box
      component="fieldset"
      aria-labelledby={legendId}
      sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}
    >
      <Box
        component="legend"
        id={legendId}
        sx={{ fontSize: 13, color: error ? 'error.main' : 'text.secondary', mb: 1, p: 0 }}
      >
        {legend}
      </Box>
      <Box sx={{ display: 'flex', gap: 1 }}>
        {select(
          'day',
          t('booking.day'),
          Array.from({ length: 31 }, (_, i) => ({ value: String(i + 1), label: n(i + 1) })),
        )}
        {select(
          'month',
          t('booking.month'),
          months.map((name, i) => ({ value: String(i + 1), label: `${n(i + 1)} - ${name}` })),
        )}
        {select(
          'year',
          t('booking.year'),
          years.map((y) => ({ value: String(y), label: n(y) })),
        )}
      </Box>
      {error && (
        <FormHelperText id={helpId} error>
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}
