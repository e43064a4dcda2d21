import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { normalizeDigits } from '@parvaz/domain/format/digits';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../lib/forms/form-text-field';
import { showRefusal } from '../../lib/forms/server-field-errors';
import { useFormSubmit } from '../../lib/forms/use-form-submit';
import { notify } from '../../lib/notify/notifier';
import { useTenant } from '../../lib/tenant/app-config-context';
import { requestPriceAlert } from './flights-api';
import {
  priceAlertFields,
  priceAlertResolver,
  type AlertedRoute,
  type PriceAlertForm as PriceAlertValues,
} from './price-alert-rules';

/**
 * The price alert's form (loaded with the dialog, not with the results): a mobile or an e-mail,
 * and an optional target price, checked by the server's own rules.
 */
export default function PriceAlertForm({
  onClose,
  routeLabel,
  ...route
}: AlertedRoute & { onClose: () => void; routeLabel: string }) {
  const { t } = useTranslation();
  const baseId = useId();
  const nationality = useTenant().defaultNationality;
  const { origin, destination, departureDate } = route;
  const resolver = useMemo(
    () => priceAlertResolver(nationality, { origin, destination, departureDate }),
    [nationality, origin, destination, departureDate],
  );
  const form = useForm<PriceAlertValues>({
    defaultValues: { mobile: '', email: '', targetPrice: '' },
    resolver,
  });
  const submit = useFormSubmit(form, async (values) => {
    const result = await requestPriceAlert({ ...values, origin, destination, departureDate });
    if (result.ok) {
      notify('success', t('alert.saved'));
      onClose();
      return;
    }
    // A refusal no field carries is told in a toast, as before the form had its own rules.
    const general = showRefusal(form, result.error, priceAlertFields);
    if (general) notify('error', general);
  });

  return (
    <form onSubmit={submit.onSubmit} noValidate>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <Typography sx={{ color: 'text.secondary', fontSize: 14 }}>
          {t('alert.intro', { route: routeLabel })}
        </Typography>
        <FormTextField
          control={form.control}
          name="mobile"
          id={`${baseId}-mobile`}
          label={t('alert.mobile')}
          type="tel"
          autoComplete="tel"
          normalize={normalizeDigits}
          slotProps={{ htmlInput: { dir: 'ltr' } }}
        />
        <FormTextField
          control={form.control}
          name="email"
          id={`${baseId}-email`}
          label={t('alert.email')}
          type="email"
          autoComplete="email"
          slotProps={{ htmlInput: { dir: 'ltr' } }}
        />
        <FormTextField
          control={form.control}
          name="targetPrice"
          id={`${baseId}-targetPrice`}
          label={t('alert.targetPrice')}
          hint={t('alert.targetPriceHint')}
          normalize={(typed) => normalizeDigits(typed).replace(/\D/g, '')}
          slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'numeric' } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('alert.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={submit.busy}>
          {t('alert.submit')}
        </Button>
      </DialogActions>
    </form>
  );
}
