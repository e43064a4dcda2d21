import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Language } from '@parvaz/domain/languages';
import { useId } from 'react';
import { Controller, useWatch, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DialCountryField, MobileNumberInput } from '../../components/phone-inputs';
import { fieldId } from './field-errors';
import { useFieldErrorText } from '../../lib/forms/form-error-text';
import { LightTextField } from '../../components/light-text-field';

/** What a form with a contact holds: a flight booking's and a hotel reservation's. */
export interface ContactValues extends FieldValues {
  contact: { country: string; mobile: string; email: string };
}

/**
 * A booking's contact: mobile with its country's dialling code, and an optional e-mail; `hint`
 * says what the contact is used for (the tickets, the voucher).
 */
export function ContactFields<F extends ContactValues, C>({
  control,
  language,
  hint,
}: {
  control: Control<F, C>;
  language: Language;
  hint: string;
}) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const titleId = useId();
  const name = (field: 'country' | 'mobile' | 'email') => `contact.${field}` as Path<F>;
  const country = useWatch({ control, name: name('country') }) as string;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ p: { xs: 2, md: 2.5 }, borderRadius: 2 }}
    >
      <Typography id={titleId} component="h2" sx={{ fontWeight: 700, mb: 0.5 }}>
        {t('booking.contactTitle')}
      </Typography>
      <Typography sx={{ fontSize: 13, color: 'text.secondary', mb: 2 }}>{hint}</Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' },
          alignItems: 'start',
        }}
      >
        <Controller
          control={control}
          name={name('country')}
          // The mobile is checked against the country's numbering plan.
          rules={{ deps: name('mobile') }}
          render={({ field }) => (
            <DialCountryField
              id={fieldId('contact.country')}
              inputRef={field.ref}
              size="small"
              label={t('booking.mobileCountry')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              language={language}
            />
          )}
        />
        <Controller
          control={control}
          name={name('mobile')}
          render={({ field, fieldState }) => (
            <MobileNumberInput
              id={fieldId('contact.mobile')}
              inputRef={field.ref}
              size="small"
              label={t('booking.mobile')}
              value={field.value}
              country={country}
              error={Boolean(fieldState.error)}
              helperText={errorText(fieldState.error)}
              onChange={field.onChange}
              onBlur={field.onBlur}
              language={language}
            />
          )}
        />
        <Controller
          control={control}
          name={name('email')}
          render={({ field, fieldState }) => (
            <LightTextField
              id={fieldId('contact.email')}
              inputRef={field.ref}
              size="small"
              type="email"
              label={t('booking.emailOptional')}
              value={field.value}
              error={Boolean(fieldState.error)}
              helperText={errorText(fieldState.error)}
              onChange={field.onChange}
              onBlur={field.onBlur}
              slotProps={{
                htmlInput: { dir: 'ltr', autoComplete: 'email' },
              }}
            />
          )}
        />
      </Box>
    </Paper>
  );
}
