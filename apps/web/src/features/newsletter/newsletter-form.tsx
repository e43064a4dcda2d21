import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import Box from '@mui/material/Box';
import { isolateLtr } from '@parvaz/domain/format/bidi';
import { styled } from '@mui/material/styles';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { registerNewsletterEmail } from './newsletter-api';

// Plain elements: the footer is on every page, and MUI's TextField would bring its whole input
// machinery into every page's first load.
const EmailInput = styled('input')({
  font: 'inherit',
  fontSize: 15,
  color: '#1A1A1A',
  backgroundColor: '#FFFFFF',
  border: '1px solid #FFFFFF',
  borderRadius: 8,
  padding: '9px 12px',
  minHeight: 44,
  minWidth: 0,
  flex: 1,
  '&[aria-invalid="true"]': { borderColor: '#FFB4B4', boxShadow: '0 0 0 2px #FFB4B4' },
  '&:focus-visible': { outline: '3px solid #8CC8FF', outlineOffset: 2 },
});

const SubscribeButton = styled('button')(({ theme }) => ({
  font: 'inherit',
  fontSize: 15,
  fontWeight: 700,
  color: '#FFFFFF',
  backgroundColor: theme.palette.primary.dark,
  border: 0,
  borderRadius: 8,
  padding: '9px 18px',
  minHeight: 44,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  '&:hover': { filter: 'brightness(1.1)' },
  '&:disabled': { cursor: 'progress', opacity: 0.75 },
  '&:focus-visible': { outline: '3px solid #8CC8FF', outlineOffset: 2 },
}));

type Outcome =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent'; email: string }
  | { kind: 'refused'; message: string };

/**
 * The footer's newsletter sign-up: an address, then "check your inbox" once the server has
 * sent the confirmation link (double opt-in), or the server's reason, read out where it shows.
 */
export function NewsletterForm() {
  const { t } = useTranslation();
  const titleId = useId();
  const inputId = useId();
  const messageId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (outcome.kind === 'sending') return;
    setOutcome({ kind: 'sending' });
    try {
      const result = await registerNewsletterEmail(email);
      if (result.ok) {
        setOutcome({ kind: 'sent', email: email.trim() });
        setEmail('');
        return;
      }
      setOutcome({
        kind: 'refused',
        message: result.error.fields.email || result.error.message || t('newsletter.failed'),
      });
    } catch {
      setOutcome({ kind: 'refused', message: t('newsletter.failed') });
    }
    input.current?.focus();
  }

  const refused = outcome.kind === 'refused';
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mt: 3, maxWidth: 440 }}>
      <Box component="h2" id={titleId} sx={{ fontSize: 16, fontWeight: 700, mt: 0, mb: 0.5 }}>
        {t('newsletter.title')}
      </Box>
      <Box component="p" sx={{ m: 0, mb: 1.5, opacity: 0.9, fontSize: 14 }}>
        {t('newsletter.hint')}
      </Box>
      <Box component="form" noValidate onSubmit={submit} aria-labelledby={titleId}>
        <Box component="label" htmlFor={inputId} sx={{ display: 'block', fontSize: 13, mb: 0.5 }}>
          {t('newsletter.email')}
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <EmailInput
            ref={input}
            id={inputId}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            dir="ltr"
            value={email}
            aria-invalid={refused}
            aria-describedby={messageId}
            onChange={(event) => setEmail(event.target.value)}
          />
          <SubscribeButton type="submit" disabled={outcome.kind === 'sending'}>
            {t(outcome.kind === 'sending' ? 'newsletter.sending' : 'newsletter.subscribe')}
          </SubscribeButton>
        </Box>
        <Box
          id={messageId}
          role="status"
          data-testid="newsletter-outcome"
          sx={{
            mt: 1,
            minHeight: '1.5em',
            fontSize: 14,
            display: 'flex',
            gap: 0.75,
            alignItems: 'flex-start',
            color: refused ? '#FFC2C2' : '#B9F0DD',
          }}
        >
          {outcome.kind === 'sent' && (
            <>
              <MarkEmailReadIcon fontSize="small" aria-hidden />
              <span>{t('newsletter.checkInbox', { email: isolateLtr(outcome.email) })}</span>
            </>
          )}
          {refused && <span>{outcome.message}</span>}
        </Box>
      </Box>
    </Box>
  );
}
