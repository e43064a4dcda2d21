import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { Currency } from '@parvaz/domain/format/money';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../lib/money/use-money';
import type { PriceChange } from './reserve-attempt';

/** The stay's price moved since it was shown: the old and new totals, and the guest's choice. */
export function PriceChangedDialog({
  change,
  currency,
  busy,
  onAccept,
  onDecline,
}: {
  change: PriceChange | null;
  currency: Currency;
  busy: boolean;
  onAccept: () => void;
  onDecline: () => void;
}) {
  const { t } = useTranslation();
  const display = useMoney();
  const titleId = useId();
  const money = (amount: number) => display.show({ amount, currency });
  return (
    <Dialog open={change !== null} onClose={onDecline} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('hotelStays.priceChangedTitle')}</DialogTitle>
      {change && (
        <DialogContent>
          <DialogContentText>{t('hotelStays.priceChangedText')}</DialogContentText>
          <DialogContentText sx={{ mt: 1.5 }} data-testid="price-before">
            {t('hotelStays.priceBefore', { amount: money(change.before) })}
          </DialogContentText>
          <DialogContentText sx={{ fontWeight: 800 }} data-testid="price-after">
            {t('hotelStays.priceAfter', { amount: money(change.after) })}
          </DialogContentText>
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={onDecline}>{t('hotelStays.priceDecline')}</Button>
        <Button variant="contained" onClick={onAccept} disabled={busy}>
          {t('hotelStays.priceAccept')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
