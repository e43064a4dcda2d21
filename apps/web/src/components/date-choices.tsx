import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import { toLocalDigits } from '@parvaz/domain/format/digits';
import type { Language } from '@parvaz/domain/languages';
import { useId, useLayoutEffect, useMemo, useRef, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { monthNames, type DateInput } from '../lib/dates/date-parts';
import type { Choice } from '../lib/forms/choice-match';
import { ChoiceField } from './choice-field';

/**
 * A date as three choices (day, month, year) in the active calendar: quick with a keyboard
 * (type the number, in any digits) and on phones, and no calendar to page through for a birth
 * date forty years back.
 */
export function DateChoices({
  id,
  inputRef,
  legend,
  value,
  years,
  language,
  error,
  onChange,
}: {
  /** Id of the first field (the day). */
  id: string;
  /** Ref of the first field, for the form to focus it. */
  inputRef?: Ref<HTMLInputElement>;
  legend: string;
  value: DateInput;
  years: readonly number[];
  language: Language;
  error?: string;
  onChange: (next: DateInput) => void;
}) {
  const { t } = useTranslation();
  // Two parts can change in one go (both chosen as the lists wake): each builds on the other's.
  const latest = useRef(value);
  useLayoutEffect(() => {
    latest.current = value;
  }, [value]);
  const change = (name: 'day' | 'month' | 'year', next: string) => {
    latest.current = { ...latest.current, [name]: next };
    onChange(latest.current);
  };
  const helpId = useId();
  const legendId = useId();
  const { days, monthChoices, yearChoices } = useMemo(() => {
    const n = (v: number) => toLocalDigits(String(v), language);
    const numbered = (v: number) => ({ value: String(v), label: n(v) });
    return {
      days: Array.from({ length: 31 }, (_, i) => numbered(i + 1)),
      monthChoices: monthNames(value.calendar, language).map((name, i) => ({
        value: String(i + 1),
        label: `${n(i + 1)} - ${name}`,
      })),
      yearChoices: years.map(numbered),
    };
  }, [language, value.calendar, years]);
  const part = (name: 'day' | 'month' | 'year', label: string, choices: Choice[]) => (
    <Box sx={{ flex: name === 'month' ? 1.4 : 1, minWidth: 0 }}>
      <ChoiceField
        id={name === 'day' ? id : `${id}-${name}`}
        inputRef={name === 'day' ? inputRef : undefined}
        label={label}
        value={value[name]}
        choices={choices}
        error={Boolean(error)}
        describedBy={error ? helpId : undefined}
        onChange={(next) => change(name, next)}
      />
    </Box>
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
        {part('day', t('booking.day'), days)}
        {part('month', t('booking.month'), monthChoices)}
        {part('year', t('booking.year'), yearChoices)}
      </Box>
      {error && (
        <FormHelperText id={helpId} error>
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}
