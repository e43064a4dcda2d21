import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { HotelVoucher } from '@parvaz/domain/contracts/hotel-stays';
import type { Language } from '@parvaz/domain/languages';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { hotelUrl } from '../hotels/hotel-search-params';
import type { StayKey } from './hotel-stays-api';
import { StayHoldActions } from './stay-hold-actions';
import { useStayHold } from './use-stay-hold';

/** The same hotel for the same stay and party: where to start again once the hold is over. */
export function sameStayUrl(voucher: HotelVoucher): string {
  return hotelUrl(voucher.hotel.id, {
    city: '',
    checkIn: voucher.checkIn,
    checkOut: voucher.checkOut,
    rooms: voucher.rooms.map(({ adults, children, childAges }) => ({
      adults,
      children,
      childAges,
    })),
  });
}

/**
 * On the voucher of a stay that is not paid (the bank's return after a cancel or a declined
 * card): while its rooms are held, the time left and Pay again; once the hold is over, says so
 * and leads back to the hotel for the same stay.
 */
export function StayPayAgain({
  voucher,
  stay,
  fetchedAt,
  language,
}: {
  voucher: HotelVoucher;
  stay: StayKey;
  /** When the voucher arrived on this device's clock: the countdown's start. */
  fetchedAt: number;
  language: Language;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const hold = useStayHold(stay, voucher.payableForMs, fetchedAt);

  if (voucher.status === 'NotVerified' && hold.payable)
    return (
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby={titleId}
        data-testid="stay-pay-again"
        sx={{ p: { xs: 2, md: 2.5 }, borderRadius: 2, borderColor: 'primary.main' }}
      >
        <Typography id={titleId} component="h2" sx={{ fontWeight: 700, mb: 1 }}>
          {t('hotelStays.payAgainTitle')}
        </Typography>
        <Typography sx={{ mb: 1.5 }}>{t('hotelStays.payAgainText')}</Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
          <StayHoldActions hold={hold} language={language} />
        </Box>
        {hold.refusal && (
          <Alert severity="error" role="alert" sx={{ mt: 1.5 }}>
            {hold.refusal}
          </Alert>
        )}
      </Paper>
    );

  return (
    <Alert severity="warning" role="alert" data-testid="stay-hold-over">
      <AlertTitle component="h2" sx={{ fontWeight: 700, fontSize: 16 }}>
        {t('hotelStays.payTimeOverTitle')}
      </AlertTitle>
      <Typography sx={{ fontSize: 14, mb: 1.5 }}>{t('hotelStays.payTimeOverText')}</Typography>
      <Button variant="contained" component={RouterLink} to={sameStayUrl(voucher)}>
        {t('hotelStays.reserveAgain')}
      </Button>
    </Alert>
  );
}
