import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { toLocalDigits } from '@parvaz/domain/format/digits';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActiveLanguage } from '../../lib/settings/use-active-settings';
import { resendCode, type CodeSent } from './auth-api';
import { formatSeconds, useSecondsLeft } from '../../lib/dates/use-seconds-left';

interface CodeTimersProps {
  sent: CodeSent;
  purpose: 'register' | 'reset';
  /** The server said the code ran out before the clock here did. */
  expiredByServer: boolean;
  onResent: (sent: CodeSent) => void;
  onError: (message: string) => void;
}

/**
 * How long the code stays valid ("code expired" when it ran out), and "send again" with a
 * visible countdown from the server's resendInSeconds.
 */
export function CodeTimers({ sent, purpose, expiredByServer, onResent, onError }: CodeTimersProps) {
  const { t } = useTranslation();
  const language = useActiveLanguage();
  const [busy, setBusy] = useState(false);
  const resendLeft = useSecondsLeft(sent.resendAt, sent.resendInSeconds);
  const validLeft = useSecondsLeft(sent.expiresAt, sent.expiresInSeconds);
  const expired = expiredByServer || validLeft === 0;
  const time = (seconds: number) => toLocalDigits(formatSeconds(seconds), language);

  const resend = async () => {
    setBusy(true);
    try {
      const result = await resendCode(sent.mobile, purpose);
      if (result.ok) onResent(result.data);
      else onError(result.error.message);
    } catch {
      // No answer or a server fault: the client has already said so in a toast.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      {expired ? (
        <Alert severity="warning">{t('codeExpired', { ns: 'messages' })}</Alert>
      ) : (
        <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>
          {t('auth.codeValidFor', { time: time(validLeft) })}
        </Typography>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Button
          variant="text"
          onClick={() => void resend()}
          disabled={resendLeft > 0 || busy}
          sx={{ px: 1 }}
        >
          {t('auth.resend')}
        </Button>
        {resendLeft > 0 && (
          <Typography component="span" sx={{ fontSize: 14, color: 'text.secondary' }}>
            {t('auth.resendIn', { time: time(resendLeft) })}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
