import InputAdornment from '@mui/material/InputAdornment';
import { normalizeDigits, toLocalDigits } from '@parvaz/domain/format/digits';
import type { Language } from '@parvaz/domain/languages';
import { useMemo, type Ref } from 'react';
import { ChoiceField } from './choice-field';
import { useDialCountries } from '../lib/reference/countries-query';
import { LightTextField } from './light-text-field';

interface FieldProps {
  id: string;
  inputRef: Ref<HTMLInputElement>;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  size?: 'small' | 'medium';
}

/** The country whose numbering plan a mobile is read in, searchable, shown with its dialling code. */
export function DialCountryField({ language, ...field }: FieldProps & { language: Language }) {
  const countries = useDialCountries(language);
  const choices = useMemo(
    () => countries.map((c) => ({ value: c.code, label: `${c.name} (${c.dialCode})` })),
    [countries],
  );
  return (
    <ChoiceField
      id={field.id}
      inputRef={field.inputRef}
      size={field.size}
      label={field.label}
      value={field.value}
      choices={choices}
      onChange={field.onChange}
      onBlur={field.onBlur}
    />
  );
}

/**
 * A mobile number typed in any digits (kept in Western digits), left to right, with the chosen
 * country's dialling code before it.
 */
export function MobileNumberInput({
  language,
  country,
  error,
  helperText,
  ...field
}: FieldProps & {
  language: Language;
  /** The country chosen beside it (ISO alpha-2). */
  country: string;
  error: boolean;
  helperText: string | undefined;
}) {
  const countries = useDialCountries(language);
  const dialCode = countries.find((c) => c.code === country)?.dialCode ?? '';
  return (
    <LightTextField
      id={field.id}
      inputRef={field.inputRef}
      size={field.size}
      required
      label={field.label}
      value={field.value}
      error={error}
      helperText={helperText}
      onChange={(event) => field.onChange(normalizeDigits(event.target.value))}
      onBlur={field.onBlur}
      slotProps={{
        htmlInput: { dir: 'ltr', inputMode: 'tel', autoComplete: 'tel-national' },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <bdi dir="ltr">{toLocalDigits(dialCode, language)}</bdi>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
