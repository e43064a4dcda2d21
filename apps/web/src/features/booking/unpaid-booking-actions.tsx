import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { BookingResult } from '@parvaz/domain/contracts/booking';
import type { Language } from '@parvaz/domain/languages';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { bookAgainLinks } from './book-again-links';
import { Countdown } from './countdown';
import { useHasPassed } from './use-now';
import { usePayAgain } from './use-pay-again';

/**
 * What a traveller whose payment did not go through can do: while the booking's hold lasts, pay
 * again on the same booking (same PNR and seats) with the time left shown; once it has run out,
 * say so and offer the same flights again.
 */
export function UnpaidBookingActions({
  view,
  receipt,
  fetchedAt,
  language,
}: {
  view: BookingResult;
  receipt: string;
  /** When the answer arrived on this device's clock: the countdown's start. */
  fetchedAt: number;
  language: Language;
}) {
  const { t } = useTranslation();
  const deadline = fetchedAt + view.payableForMs;
  const passed = useHasPassed(view.payableForMs > 0 ? deadline : null);
  const { busy, refusal, over, payAgain } = usePayAgain(receipt);

  if (view.payableForMs > 0 && !passed && !over)
    return (
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="pay-again-title"
        data-testid="pay-again"
        sx={{ p: { xs: 2, md: 2.5 }, borderRadius: 2, mb: 2, borderColor: 'primary.main' }}
      >
        <Typography id="pay-again-title" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
          {t('booking.payAgainTitle')}
        </Typography>
        <Typography sx={{ mb: 1.5 }}>{t('booking.payAgainText')}</Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
          <Countdown deadline={deadline} stopped={false} language={language} />
          <Button variant="contained" onClick={payAgain} disabled={busy}>
            {busy ? t('booking.paying') : t('booking.payAgain')}
          </Button>
        </Box>
        {refusal && (
          <Alert severity="error" role="alert" sx={{ mt: 1.5 }}>
            {refusal}
          </Alert>
        )}
      </Paper>
    );

  const links = bookAgainLinks(view.bookAgain);
  return (
    <Alert severity="warning" role="alert" data-testid="hold-over" sx={{ mb: 2 }}>
      <AlertTitle component="h2" sx={{ fontWeight: 700, fontSize: 16 }}>
        {t('booking.payTimeOverTitle')}
      </AlertTitle>
      <Typography sx={{ fontSize: 14, mb: 1.5 }}>{t('booking.payTimeOverText')}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button variant="contained" component={RouterLink} to={links.booking}>
          {t('booking.bookAgain')}
        </Button>
        <Button variant="outlined" component={RouterLink} to={links.results}>
          {t('booking.otherFlights')}
        </Button>
      </Box>
    </Alert>
  );
}
