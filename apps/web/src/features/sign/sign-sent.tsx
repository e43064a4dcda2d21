import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import type { SignRequestSent } from '@parvaz/domain/contracts/sign-requests';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** The request is in: its reference, what happens next, and where to follow it. */
export function SignSent({ sent, corrected }: { sent: SignRequestSent; corrected: boolean }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      severity="success"
      data-testid="sign-sent"
      sx={{ borderRadius: 2, outline: 'none' }}
    >
      <AlertTitle component="h2" sx={{ fontWeight: 700, fontSize: 20 }}>
        {corrected ? t('sign.resentTitle') : t('sign.sentTitle')}
      </AlertTitle>
      <Typography sx={{ mb: 1 }}>
        {t('sign.referenceIs')}{' '}
        <Typography component="strong" dir="ltr" sx={{ fontWeight: 800, letterSpacing: 1 }}>
          {sent.reference}
        </Typography>
      </Typography>
      <Typography>{t('sign.sentNext')}</Typography>
    </Alert>
  );
}
