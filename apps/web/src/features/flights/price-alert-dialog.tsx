import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { normalizeDigits } from '@parvaz/domain/format/digits';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../lib/notify/notifier';
import { requestPriceAlert } from './flights-api';

/** "Tell me when the fare drops": a mobile or an e-mail, and an optional target price. */
export function PriceAlertDialog({
  open,
  onClose,
  origin,
  destination,
  departureDate,
  routeLabel,
}: {
  open: boolean;
  onClose: () => void;
  origin: string;
  destination: string;
  departureDate: string;
  routeLabel: string;
}) {
  const { t } = useTranslation();
  const [mobile, setMobile] = useState('');
  const [email, setEmail] = useState('');
  const [targetPrice, setTargetPrice] = useState('');
  const [missing, setMissing] = useState(false);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!mobile.trim() && !email.trim()) {
      setMissing(true);
      return;
    }
    setSending(true);
    try {
      const ok = await requestPriceAlert({
        mobile,
        email,
        targetPrice,
        origin,
        destination,
        departureDate,
      });
      if (ok) {
        notify('success', t('alert.saved'));
        onClose();
      }
    } catch {
      // the client has toasted the failure
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="price-alert-title"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="price-alert-title">{t('alert.title')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <Typography sx={{ color: 'text.secondary', fontSize: 14 }}>
            {t('alert.intro', { route: routeLabel })}
          </Typography>
          <TextField
            label={t('alert.mobile')}
            value={mobile}
            type="tel"
            autoComplete="tel"
            error={missing}
            helperText={missing ? t('messages:contactRequired') : undefined}
            onChange={(event) => {
              setMobile(normalizeDigits(event.target.value));
              setMissing(false);
            }}
            slotProps={{ htmlInput: { dir: 'ltr' } }}
          />
          <TextField
            label={t('alert.email')}
            value={email}
            type="email"
            autoComplete="email"
            onChange={(event) => {
              setEmail(event.target.value);
              setMissing(false);
            }}
            slotProps={{ htmlInput: { dir: 'ltr' } }}
          />
          <TextField
            label={t('alert.targetPrice')}
            value={targetPrice}
            inputMode="numeric"
            onChange={(event) =>
              setTargetPrice(normalizeDigits(event.target.value).replace(/\D/g, ''))
            }
            helperText={t('alert.targetPriceHint')}
            slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'numeric' } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('alert.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={sending}>
            {t('alert.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
