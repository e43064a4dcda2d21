import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { normalizeDigits } from '@parvaz/domain/format/digits';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceField } from '../../components/choice-field';
import type { Choice } from '../forms/choice-match';
import { LightTextField } from '../../components/light-text-field';

/** The passenger fields' grid: one column on phones, two from `sm`. */
export function PassengerFieldGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
        alignItems: 'start',
      }}
    >
      {children}
    </Box>
  );
}

/**
 * A passenger text field (names, national ID, passport number): left to right, digits made
 * Latin, and upper case for the Latin-only fields.
 */
export function PassengerTextInput({
  id,
  inputRef,
  label,
  value,
  required,
  error,
  helperText,
  latin,
  digits,
  inputMode,
  onChange,
  onBlur,
}: {
  id: string;
  inputRef?: Ref<HTMLInputElement>;
  label: string;
  value: string;
  required: boolean;
  error: boolean;
  helperText: string | undefined;
  latin?: boolean;
  digits?: boolean;
  /** The keyboard a phone shows: a phone's or an e-mail's; digits' for `digits`. */
  inputMode?: 'tel' | 'email';
  onChange: (value: string) => void;
  onBlur?: () => void;
}) {
  return (
    <LightTextField
      id={id}
      inputRef={inputRef}
      size="small"
      label={label}
      value={value}
      required={required}
      error={error}
      helperText={helperText}
      onChange={(event) => {
        const raw = normalizeDigits(event.target.value);
        onChange(latin ? raw.toUpperCase() : raw);
      }}
      onBlur={onBlur}
      slotProps={{
        htmlInput: {
          dir: 'ltr',
          lang: latin ? 'en' : undefined,
          inputMode: inputMode ?? (digits ? 'numeric' : undefined),
          autoComplete: 'off',
          spellCheck: false,
        },
      }}
    />
  );
}

/** Male / female radios; `helpId` ties the error text to the group when given. */
export function PassengerGenderInput({
  labelId,
  inputId,
  inputRef,
  helpId,
  value,
  error,
  onChange,
}: {
  labelId: string;
  inputId: string;
  inputRef?: Ref<HTMLInputElement>;
  helpId?: string;
  value: string;
  error: string | undefined;
  onChange: (value: 'M' | 'F') => void;
}) {
  const { t } = useTranslation();
  return (
    <FormControl error={Boolean(error)}>
      <FormLabel id={labelId} sx={{ fontSize: 13 }}>
        {t('booking.gender')}
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        aria-describedby={helpId && error ? helpId : undefined}
        value={value}
        onChange={(event) => {
          const next = event.target.value;
          if (next === 'M' || next === 'F') onChange(next);
        }}
      >
        <FormControlLabel
          value="M"
          control={<Radio slotProps={{ input: { id: inputId, ref: inputRef } }} />}
          label={t('booking.male')}
        />
        <FormControlLabel value="F" control={<Radio />} label={t('booking.female')} />
      </RadioGroup>
      {error && <FormHelperText id={helpId}>{error}</FormHelperText>}
    </FormControl>
  );
}

/** The nationality, searchable by name in the reader's language or by its code. */
export function PassengerNationalityInput({
  id,
  label,
  inputRef,
  value,
  error,
  nationalities,
  onChange,
  onBlur,
}: {
  id: string;
  /** The nationality's label unless given (the same list serves the passenger's countries). */
  label?: string;
  inputRef?: Ref<HTMLInputElement>;
  value: string;
  error: string | undefined;
  nationalities: readonly Choice[];
  onChange: (value: string) => void;
  onBlur?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ChoiceField
      id={id}
      inputRef={inputRef}
      label={label ?? t('booking.nationality')}
      value={value}
      choices={nationalities}
      error={Boolean(error)}
      helperText={error}
      onChange={onChange}
      onBlur={onBlur}
    />
  );
}
