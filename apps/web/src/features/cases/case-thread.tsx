import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { CaseView } from '@parvaz/domain/contracts/cases';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageBubble, StatusChip, useDateTime } from '../profile/support-parts';

/** Text people wrote: each paragraph in its own direction, long words wrapped. */
const writtenText = { unicodeBidi: 'plaintext', overflowWrap: 'anywhere' } as const;

/**
 * A visitor's case as they see it: its kind, reference, status and dates, then their messages
 * and the desk's answers in order (files by name: they are opened at the desk).
 */
export function CaseThread({ view, onBack }: { view: CaseView; onBack: () => void }) {
  const { t } = useTranslation();
  const when = useDateTime();
  const titleId = useId();
  const box = useRef<HTMLElement>(null);
  useEffect(() => box.current?.focus(), []);
  const answered = view.messages.some((m) => m.authorType === 'Supporter');
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Paper
        ref={box}
        component="section"
        tabIndex={-1}
        aria-labelledby={titleId}
        variant="outlined"
        sx={{ p: { xs: 2, md: 3 }, borderRadius: 2, outline: 'none' }}
      >
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Chip size="small" variant="outlined" label={t(`cases.kind.${view.kind}`)} />
          <StatusChip status={view.status} />
          {view.confidential && (
            <Chip size="small" color="secondary" label={t('cases.lookup.confidential')} />
          )}
        </Box>
        <Typography
          id={titleId}
          component="h2"
          sx={{ ...writtenText, textAlign: 'left', fontWeight: 800, fontSize: 20 }}
        >
          {view.title}
        </Typography>
        <Typography sx={{ color: 'text.secondary', fontSize: 14, mt: 0.5 }}>
          {t('cases.lookup.reference')}: <bdi dir="ltr">{view.reference}</bdi> ·{' '}
          {t('cases.lookup.sentOn', { date: when(view.createdAt) })}
        </Typography>
        <Box
          component="ol"
          sx={{ listStyle: 'none', p: 0, m: 0, mt: 2.5, display: 'grid', gap: 1.5 }}
        >
          {view.messages.map((message, i) => (
            <MessageBubble
              key={i}
              mine={message.authorType === 'Customer'}
              author={t(`cases.lookup.author.${message.authorType}`)}
              sentAt={when(message.createdAt)}
              text={message.text}
              fileLabels={message.files.map((file) => file.name)}
            />
          ))}
        </Box>
        {!answered && (
          <Alert severity="info" sx={{ mt: 2 }}>
            {t('cases.lookup.noAnswer')}
          </Alert>
        )}
      </Paper>
      <Button
        onClick={onBack}
        startIcon={
          <ArrowBackIcon
            sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }}
          />
        }
        sx={{ justifySelf: 'start' }}
      >
        {t('cases.lookup.another')}
      </Button>
    </Box>
  );
}
