import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageContainer } from '../../components/page-container';

/** Passenger entry's title. */
export function BookingTitle() {
  const { t } = useTranslation();
  return (
    <Typography component="h1" sx={{ fontSize: { xs: 22, md: 28 }, fontWeight: 800 }}>
      {t('booking.title')}
    </Typography>
  );
}

function RefusalPage({ children }: { children: ReactNode }) {
  return (
    <PageContainer narrow>
      <BookingTitle />
      {children}
    </PageContainer>
  );
}

/** Passenger entry opened with no flight chosen: says so, with the way home. */
export function NoChoice() {
  const { t } = useTranslation();
  return (
    <RefusalPage>
      <Alert
        severity="info"
        sx={{ mt: 2 }}
        action={
          <Button component={RouterLink} to="/">
            {t('common.backHome')}
          </Button>
        }
      >
        {t('booking.noChoice')}
      </Alert>
    </RefusalPage>
  );
}

/** The hold was refused (the flight is gone, or the server failed): why, with the way back to the results. */
export function HoldRefused({
  message,
  status,
  backUrl,
}: {
  message: string;
  status: number;
  backUrl: string;
}) {
  const { t } = useTranslation();
  return (
    <RefusalPage>
      <Alert
        severity="warning"
        role="alert"
        sx={{ mt: 2 }}
        action={
          <Button component={RouterLink} to={backUrl} startIcon={<ArrowBackIcon />}>
            {t('booking.backToResults')}
          </Button>
        }
      >
        {message || t(status === 409 ? 'flightUnavailable' : 'serverError', { ns: 'messages' })}
      </Alert>
    </RefusalPage>
  );
}
