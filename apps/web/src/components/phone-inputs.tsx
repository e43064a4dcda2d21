import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { normalizeDigits, toLocalDigits } from '@parvaz/domain/format/digits';
import type { Language } from '@parvaz/domain/languages';
import { listCountries } from '@parvaz/domain/reference/countries';
import { useMemo, type Ref } from 'react';

interface FieldProps {
  id: string;
  inputRef: Ref<HTMLInputElement>;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  size?: 'small' | 'medium';
}

/** Countries that have a dialling code, named in the reader's language. */
function useDialCountries(language: Language) {
  return useMemo(() => listCountries(language).filter((c) => c.dialCode !== ''), [language]);
}

/** The country whose numbering plan a mobile is read in, shown with its dialling code. */
export function DialCountrySelect({ language, ...field }: FieldProps & { language: Language }) {
  const countries = useDialCountries(language);
  return (
    <TextField
      id={field.id}
      inputRef={field.inputRef}
      select
      size={field.size}
      label={field.label}
      value={field.value}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {countries.map((c) => (
        <option key={c.code} value={c.code}>
          {`${c.name} (${c.dialCode})`}
        </option>
      ))}
    </TextField>
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
    <TextField
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
