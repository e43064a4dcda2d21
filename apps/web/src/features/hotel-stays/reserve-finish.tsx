import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Currency } from '@parvaz/domain/format/money';
import type { Language } from '@parvaz/domain/languages';
import { useId } from 'react';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DialCountryField, MobileNumberInput } from '../../components/phone-inputs';
import { useMoney } from '../../lib/money/use-money';
import { fieldId, useFormErrorText } from '../booking/field-errors';
import type { ReserveForm, ReservedRoom } from './reserve-rules';

type FormControlOf = Control<ReserveForm, readonly ReservedRoom[]>;

/** Contact, agreement, payment and Pay: the end of the reserve form. */
export function ReserveFinish({
  control,
  language,
  total,
  currency,
  wallet,
  busy,
  message,
}: {
  control: FormControlOf;
  language: Language;
  total: number;
  currency: Currency;
  /** The signed-in customer's credit; null offers the bank only. */
  wallet: { amount: number; currency: Currency } | null;
  busy: boolean;
  message: string | null;
}) {
  const { t } = useTranslation();
  const display = useMoney();
  const errorText = useFormErrorText();
  const contactId = useId();
  const paymentId = useId();
  const agreementHelpId = useId();
  const country = useWatch({ control, name: 'contact.country' });
  const walletCovers = wallet !== null && wallet.currency === currency && wallet.amount >= total;
  return (
    <>
      <Paper
        component="section"
        variant="outlined"
        aria-labelledby={contactId}
        sx={{ p: { xs: 2, md: 2.5 }, borderRadius: 2 }}
      >
        <Typography id={contactId} component="h2" sx={{ fontWeight: 700, mb: 0.5 }}>
          {t('booking.contactTitle')}
        </Typography>
        <Typography sx={{ fontSize: 13, color: 'text.secondary', mb: 2 }}>
          {t('hotelStays.contactHint')}
        </Typography>
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
            name="contact.country"
            rules={{ deps: 'contact.mobile' }}
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
            name="contact.mobile"
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
            name="contact.email"
            render={({ field, fieldState }) => (
              <TextField
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
                slotProps={{ htmlInput: { dir: 'ltr', autoComplete: 'email' } }}
              />
            )}
          />
        </Box>
      </Paper>
      <Paper
        variant="outlined"
        sx={{ p: { xs: 2, md: 2.5 }, borderRadius: 2, display: 'grid', gap: 2 }}
      >
        <Controller
          control={control}
          name="payment"
          render={({ field }) => (
            <FormControl>
              <FormLabel id={paymentId}>{t('hotelStays.paymentTitle')}</FormLabel>
              <RadioGroup
                row
                aria-labelledby={paymentId}
                value={field.value}
                onChange={(event) =>
                  field.onChange(event.target.value === 'wallet' ? 'wallet' : 'gateway')
                }
              >
                <FormControlLabel
                  value="gateway"
                  control={<Radio />}
                  label={t('hotelStays.payBank')}
                />
                {wallet && (
                  <FormControlLabel
                    value="wallet"
                    control={<Radio />}
                    disabled={!walletCovers}
                    label={t('hotelStays.payWallet', {
                      amount: display.format({ amount: wallet.amount, currency: wallet.currency }),
                    })}
                  />
                )}
              </RadioGroup>
            </FormControl>
          )}
        />
        <Controller
          control={control}
          name="agreement"
          render={({ field, fieldState }) => (
            <FormControl error={Boolean(fieldState.error)}>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={field.value}
                    onChange={(event) => field.onChange(event.target.checked)}
                    slotProps={{
                      input: {
                        id: fieldId('agreement'),
                        'aria-describedby': fieldState.error ? agreementHelpId : undefined,
                      },
                    }}
                  />
                }
                label={
                  <span>
                    {t('hotelStays.agreement')}{' '}
                    <Link
                      component={RouterLink}
                      to="/hotelPrivacy"
                      target="_blank"
                      underline="always"
                    >
                      {t('hotelStays.agreementLink')}
                    </Link>
                  </span>
                }
              />
              {fieldState.error && (
                <FormHelperText id={agreementHelpId}>{errorText(fieldState.error)}</FormHelperText>
              )}
            </FormControl>
          )}
        />
        {message && (
          <Alert severity="error" role="alert">
            {message}
          </Alert>
        )}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={busy}
            sx={{ minWidth: 200 }}
          >
            {t('hotelStays.pay', { amount: display.format({ amount: total, currency }) })}
          </Button>
          <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
            {t('hotelStays.holdNote')}
          </Typography>
        </Box>
      </Paper>
    </>
  );
}
