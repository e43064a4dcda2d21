import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { HotelRefundQuote } from '@parvaz/domain/contracts/hotel-stays';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLocalDateTime } from '../../lib/format/date-time';
import { useMoney } from '../../lib/money/use-money';
import { useActiveCalendar, useActiveLanguage } from '../../lib/settings/use-active-settings';
import { cancelStay, getRefundQuote, myHotelsKey, type StayKey } from './hotel-stays-api';

/**
 * Cancel: asks the server what cancelling costs now (penalty, refund, until when), then asks
 * the guest to confirm; after cancelling the voucher reads again with its new status and refund.
 */
export function VoucherCancel({ stay }: { stay: StayKey }) {
  const { t } = useTranslation();
  const language = useActiveLanguage();
  const calendar = useActiveCalendar();
  const display = useMoney();
  const queryClient = useQueryClient();
  const titleId = useId();
  const [quote, setQuote] = useState<HotelRefundQuote | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const open = async () => {
    setBusy(true);
    setError(null);
    try {
      const result = await getRefundQuote(stay);
      if (result.ok) setQuote(result.data);
      else setError(result.error.message);
    } catch {
      // Already toasted.
    } finally {
      setBusy(false);
    }
  };

  const confirm = async () => {
    setBusy(true);
    try {
      const result = await cancelStay(stay);
      setQuote(null);
      if (!result.ok) setError(result.error.message);
      await queryClient.invalidateQueries({ queryKey: ['hotel', 'voucher', stay.trackingCode] });
      void queryClient.invalidateQueries({ queryKey: myHotelsKey });
    } catch {
      // Already toasted.
    } finally {
      setBusy(false);
    }
  };

  const money = (amount: number) =>
    quote ? display.show({ amount, currency: quote.currency }) : '';
  return (
    <>
      <Button color="error" variant="outlined" disabled={busy} onClick={() => void open()}>
        {t('hotelStays.cancel')}
      </Button>
      {error && (
        <Alert severity="error" role="alert" sx={{ flexBasis: '100%' }}>
          {error}
        </Alert>
      )}
      <Dialog open={quote !== null} onClose={() => setQuote(null)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{t('hotelStays.cancelTitle')}</DialogTitle>
        {quote && (
          <DialogContent>
            <DialogContentText data-testid="refund-penalty">
              {t('hotelStays.cancelPenalty', { amount: money(quote.penalty) })}
            </DialogContentText>
            <DialogContentText data-testid="refund-amount" sx={{ fontWeight: 800 }}>
              {t('hotelStays.cancelRefund', { amount: money(quote.refund) })}
            </DialogContentText>
            <DialogContentText sx={{ mt: 1 }}>
              {t('hotelStays.cancelDeadline', {
                time: formatLocalDateTime(quote.deadline, calendar, language),
              })}
            </DialogContentText>
          </DialogContent>
        )}
        <DialogActions>
          <Button onClick={() => setQuote(null)}>{t('hotelStays.cancelKeep')}</Button>
          <Button color="error" variant="contained" disabled={busy} onClick={() => void confirm()}>
            {t('hotelStays.cancelConfirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
