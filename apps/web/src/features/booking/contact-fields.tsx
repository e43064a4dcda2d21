import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { normalizeDigits, toLocalDigits } from '@parvaz/domain/format/digits';
import type { Language } from '@parvaz/domain/languages';
import { listCountries } from '@parvaz/domain/reference/countries';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingDraft } from './booking-draft';
import { fieldId } from './field-errors';

/** The booking's contact: mobile with its country's dialling code, and an optional e-mail. */
export function ContactFields({
  contact,
  language,
  errorText,
  onChange,
}: {
  contact: BookingDraft['contact'];
  language: Language;
  errorText: (path: string) => string | undefined;
  onChange: (patch: Partial<BookingDraft['contact']>) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const countries = useMemo(
    () => listCountries(language).filter((c) => c.dialCode !== ''),
    [language],
  );
  const dialCode = countries.find((c) => c.code === contact.country)?.dialCode ?? '';
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ p: { xs: 2, md: 2.5 }, borderRadius: 2 }}
    >
      <Typography id={titleId} component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
        {t('booking.contactTitle')}
      </Typography>
      <Typography sx={{ fontSize: 13, color: 'text.secondary', mb: 2 }}>
        {t('booking.contactHint')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' },
          alignItems: 'start',
        }}
      >
        <TextField
          id={fieldId('contact.country')}
          select
          size="small"
          label={t('booking.mobileCountry')}
          value={contact.country}
          onChange={(event) => onChange({ country: event.target.value })}
          slotProps={{
            select: { native: true },
            inputLabel: { shrink: true },
          }}
        >
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {`${c.name} (${c.dialCode})`}
            </option>
          ))}
        </TextField>
        <TextField
          id={fieldId('contact.mobile')}
          size="small"
          required
          label={t('booking.mobile')}
          value={contact.mobile}
          error={Boolean(errorText('contact.mobile'))}
          helperText={errorText('contact.mobile')}
          onChange={(event) => onChange({ mobile: normalizeDigits(event.target.value) })}
          slotProps={{
            htmlInput: {
              dir: 'ltr',
              inputMode: 'tel',
              autoComplete: 'tel-national',
            },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <bdi dir="ltr">{toLocalDigits(dialCode, language)}</bdi>
                </InputAdornment>
              ),
            },
          }}
        />
        <TextField
          id={fieldId('contact.email')}
          size="small"
          type="email"
          label={t('booking.emailOptional')}
          value={contact.email}
          error={Boolean(errorText('contact.email'))}
          helperText={errorText('contact.email')}
          onChange={(event) => onChange({ email: event.target.value })}
          slotProps={{
            htmlInput: { dir: 'ltr', autoComplete: 'email' },
          }}
        />
      </Box>
    </Paper>
  );
}
