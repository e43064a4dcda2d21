import {
  choiceInForce,
  offeredPaymentChoices,
  paymentChoices,
} from '@parvaz/domain/payments/payment-sources';
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
import Typography from '@mui/material/Typography';
import type { Currency } from '@parvaz/domain/format/money';
import type { Language } from '@parvaz/domain/languages';
import { useEffect, useId, type ReactNode } from 'react';
import { Controller, useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useMoney } from '../../lib/money/use-money';
import { ContactFields } from '../booking/contact-fields';
import { fieldId } from '../booking/field-errors';
import { useFieldErrorText } from '../../lib/forms/form-error-text';
import type { ReserveForm, ReservedRoom } from './reserve-rules';

type FormControlOf = Control<ReserveForm, readonly ReservedRoom[]>;

/** Contact, discount code, payment, agreement and Pay: the end of the reserve form. */
export function ReserveFinish({
  control,
  language,
  discountField,
  total,
  currency,
  wallet,
  busy,
  message,
}: {
  control: FormControlOf;
  language: Language;
  discountField: ReactNode;
  /** What is paid: the rooms' price less the discount. */
  total: number;
  currency: Currency;
  /** The signed-in customer's credit; null offers the bank only. */
  wallet: { amount: number; currency: Currency } | null;
  busy: boolean;
  message: string | null;
}) {
  const { t } = useTranslation();
  const display = useMoney();
  const errorText = useFieldErrorText();
  const paymentId = useId();
  const agreementHelpId = useId();
  const walletCovers = wallet !== null && wallet.currency === currency && wallet.amount >= total;
  const walletPart =
    wallet !== null && wallet.currency === currency && wallet.amount > 0 && !walletCovers
      ? wallet.amount
      : null;
  const sameCurrencyWallet = wallet !== null && wallet.currency === currency ? wallet.amount : null;
  const { field: paymentField } = useController({ control, name: 'payment' });
  // A choice remembered from an earlier visit that is not offered now is never sent unseen.
  const payment = choiceInForce(
    paymentField.value,
    offeredPaymentChoices(total, sameCurrencyWallet),
  );
  const { onChange: choosePayment, value: chosenPayment } = paymentField;
  useEffect(() => {
    if (payment !== chosenPayment) choosePayment(payment);
  }, [payment, chosenPayment, choosePayment]);
  // Paid from the wallet first, the card pays the rest: the button names what the bank will ask.
  const cardPart = walletPart !== null && payment === 'wallet+gateway' ? total - walletPart : null;
  return (
    <>
      <ContactFields control={control} language={language} hint={t('hotelStays.contactHint')} />
      <Paper
        variant="outlined"
        sx={{ p: { xs: 2, md: 2.5 }, borderRadius: 2, display: 'grid', gap: 2 }}
      >
        {discountField}
        <Controller
          control={control}
          name="payment"
          render={({ field }) => (
            <FormControl>
              <FormLabel id={paymentId}>{t('hotelStays.paymentTitle')}</FormLabel>
              <RadioGroup
                row
                aria-labelledby={paymentId}
                value={payment}
                onChange={(event) =>
                  field.onChange(paymentChoices.find((c) => c === event.target.value) ?? 'gateway')
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
                {walletPart !== null && (
                  // The wallet's balance first, the rest by card: how much from each (decision 021).
                  <FormControlLabel
                    value="wallet+gateway"
                    control={<Radio />}
                    label={t('hotelStays.payWalletAndCard', {
                      wallet: display.format({ amount: walletPart, currency }),
                      card: display.format({ amount: total - walletPart, currency }),
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
            {cardPart !== null
              ? t('hotelStays.payCardPart', {
                  amount: display.show({ amount: cardPart, currency }),
                })
              : t('hotelStays.pay', { amount: display.show({ amount: total, currency }) })}
          </Button>
          <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
            {t('hotelStays.holdNote')}
          </Typography>
        </Box>
      </Paper>
    </>
  );
}
