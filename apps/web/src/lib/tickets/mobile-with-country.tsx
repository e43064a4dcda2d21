import Box from '@mui/material/Box';
import type { Language } from '@parvaz/domain/languages';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DialCountryField, MobileNumberInput } from '../../components/phone-inputs';
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
          <DialCountryField
            id={idOf('country')}
            inputRef={field.ref}
            label={t('tickets.mobileCountry')}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            language={language}
          />
        )}
      />
      <Controller
        control={control}
        name="mobile"
        render={({ field, fieldState }) => (
          <MobileNumberInput
            id={idOf('mobile')}
            inputRef={field.ref}
            label={t('tickets.mobile')}
            value={field.value}
            country={country}
            error={Boolean(fieldState.error)}
            helperText={errorText(fieldState.error) ?? t('tickets.mobileHint')}
            onChange={field.onChange}
            onBlur={field.onBlur}
            language={language}
          />
        )}
      />
    </Box>
  );
}
