import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { normalizeDigits, toLocalDigits } from '@parvaz/domain/format/digits';
import type { Language } from '@parvaz/domain/languages';
import { listCountries } from '@parvaz/domain/reference/countries';
import { useMemo } from 'react';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '../forms/form-error-text';
import type { LookupForm } from './lookup-form';

/**
 * The contact mobile the booking was made with, as the booking's contact fields take it: the
 * country whose dialling code it is read in, then the number in any digits.
 */
export function MobileWithCountry({
  control,
  language,
  idOf,
}: {
  control: Control<LookupForm>;
  language: Language;
  idOf: (field: keyof LookupForm) => string;
}) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const country = useWatch({ control, name: 'country' });
  const countries = useMemo(
    () => listCountries(language).filter((c) => c.dialCode !== ''),
    [language],
  );
  const dialCode = countries.find((c) => c.code === country)?.dialCode ?? '';
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 2fr) minmax(0, 3fr)' },
        alignItems: 'start',
      }}
    >
      <Controller
        control={control}
        name="country"
        // The mobile is read in the country's numbering plan.
        rules={{ deps: 'mobile' }}
        render={({ field }) => (
          <TextField
            id={idOf('country')}
            inputRef={field.ref}
            select
            label={t('tickets.mobileCountry')}
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
        )}
      />
      <Controller
        control={control}
        name="mobile"
        render={({ field, fieldState }) => (
          <TextField
            id={idOf('mobile')}
            inputRef={field.ref}
            required
            label={t('tickets.mobile')}
            value={field.value}
            error={Boolean(fieldState.error)}
            helperText={errorText(fieldState.error) ?? t('tickets.mobileHint')}
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
        )}
      />
    </Box>
  );
}
