import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { majorToMinor, topupLimits } from '@parvaz/domain/contracts/profile';
import { normalizeDigits } from '@parvaz/domain/format/digits';
import { formatMoney, currencyExponent } from '@parvaz/domain/format/money';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { notify } from '../../lib/notify/notifier';
import { useActiveLanguage } from '../../lib/settings/use-active-settings';
import { creditQuery } from '../../lib/wallet/credit-api';
import type { PagePrefetch } from '../../lib/pages/page-module';
import { bankPageUrl } from './bank-page-url';
import { banksQuery, increaseCredit } from './profile-api';
import { EmptyState, FormCard, isMissingEndpoint, ProfileSection } from './profile-parts';

/** The balance and the banks, drawn by the server with the page. */
export const prefetchCredit: PagePrefetch = ({ queryClient }) =>
  Promise.all([queryClient.prefetchQuery(creditQuery()), queryClient.prefetchQuery(banksQuery())]);

export function CreditPage() {
  const { t } = useTranslation();
  const language = useActiveLanguage();
  const bankLabel = useId();
  const [params, setParams] = useSearchParams();
  const credit = useQuery(creditQuery());
  const banks = useQuery(banksQuery());
  const [amount, setAmount] = useState('');
  const [pickedBank, setBankId] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; bankId?: string }>({});
  const [busy, setBusy] = useState(false);

  const bankId = pickedBank || (banks.data?.[0]?.id ?? '');
  const payment = params.get('payment');
  useEffect(() => {
    if (payment !== 'ok' && payment !== 'failed') return;
    notify(
      payment === 'ok' ? 'success' : 'error',
      t(payment === 'ok' ? 'profile.topupDone' : 'profile.topupFailed'),
    );
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('payment');
        return next;
      },
      { replace: true },
    );
  }, [payment, setParams, t]);

  if (credit.isError && isMissingEndpoint(credit.error))
    return (
      <ProfileSection title={t('page.profileCredit')}>
        <EmptyState text={t('profile.notAvailable')} />
      </ProfileSection>
    );

  const currency = credit.data?.currency;
  const limits = currency ? topupLimits[currency] : null;
  const money = (major: number) =>
    currency
      ? formatMoney({ amount: major * 10 ** currencyExponent(currency), currency }, language)
      : '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!currency || !limits) return;
    const found: typeof errors = {};
    const minor = majorToMinor(amount, currency);
    const factor = 10 ** currencyExponent(currency);
    if (!amount.trim()) found.amount = t('required', { ns: 'messages' });
    else if (minor === null) found.amount = t('invalidValue', { ns: 'messages' });
    else if (minor < limits.min * factor)
      found.amount = t('profile.amountMin', { amount: money(limits.min) });
    else if (minor > limits.max * factor)
      found.amount = t('profile.amountMax', { amount: money(limits.max) });
    if (!bankId) found.bankId = t('required', { ns: 'messages' });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const result = await increaseCredit(normalizeDigits(amount).replace(/[,\s٬']/g, ''), bankId);
    if (result.ok) {
      window.location.assign(bankPageUrl(result.data.paymentUrl, language));
      return;
    }
    setBusy(false);
    setErrors({
      amount: result.error.fields.amount ?? result.error.message,
      bankId: result.error.fields.bankId,
    });
  };

  return (
    <ProfileSection title={t('page.profileCredit')}>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, borderRadius: 2, mb: 3 }}>
        <Typography sx={{ color: 'text.secondary' }}>{t('profile.balance')}</Typography>
        <Typography
          component="p"
          data-testid="credit-balance"
          sx={{ fontSize: { xs: 26, md: 32 }, fontWeight: 700, color: 'primary.dark' }}
        >
          {credit.data ? formatMoney(credit.data, language) : '…'}
        </Typography>
      </Paper>
      <FormCard onSubmit={submit}>
        <Typography component="h2" sx={{ fontWeight: 700, mb: 2 }}>
          {t('profile.topup')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, maxWidth: 520 }}>
          <TextField
            id="topup-amount"
            label={
              currency
                ? t('profile.amountIn', { currency: t(`profile.currency.${currency}`) })
                : t('profile.amount')
            }
            value={amount}
            required
            error={Boolean(errors.amount)}
            helperText={
              errors.amount ??
              (limits
                ? t('profile.amountRange', { min: money(limits.min), max: money(limits.max) })
                : undefined)
            }
            onChange={(e) => setAmount(normalizeDigits(e.target.value))}
            slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'decimal', autoComplete: 'off' } }}
          />
          <FormControl error={Boolean(errors.bankId)}>
            <FormLabel id={bankLabel}>{t('profile.bank')}</FormLabel>
            <RadioGroup
              aria-labelledby={bankLabel}
              value={bankId}
              onChange={(e) => setBankId(e.target.value)}
            >
              {banks.data?.map((bank) => (
                <FormControlLabel
                  key={bank.id}
                  value={bank.id}
                  control={<Radio />}
                  label={
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                      {bank.logo && <img src={bank.logo} alt="" width={28} height={28} />}
                      {bank.name}
                    </Box>
                  }
                />
              ))}
            </RadioGroup>
            {errors.bankId && <FormHelperText>{errors.bankId}</FormHelperText>}
          </FormControl>
          <Button
            type="submit"
            variant="contained"
            disabled={busy || !credit.data}
            sx={{ justifySelf: 'start' }}
          >
            {t('profile.pay')}
          </Button>
        </Box>
      </FormCard>
    </ProfileSection>
  );
}
