import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The case's page, with its reference filled in. */
export const casePath = (reference: string) => `/case?reference=${encodeURIComponent(reference)}`;

/**
 * A sent case: its reference large and plain (left to right, digits as the SMS has them), what
 * to keep it for, a link to follow it up and a way to write another. Focus moves here so that a
 * screen reader reads it out.
 */
export function CaseSent({ reference, onAnother }: { reference: string; onAnother: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <Paper
      ref={box}
      tabIndex={-1}
      role="status"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{
        p: { xs: 2.5, md: 3 },
        borderRadius: 2,
        borderColor: 'success.main',
        outline: 'none',
        display: 'grid',
        gap: 1.5,
        justifyItems: 'start',
      }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <CheckCircleOutlineIcon color="success" aria-hidden />
        <Typography id={titleId} component="h3" sx={{ fontWeight: 800, fontSize: 20 }}>
          {t('cases.sent.title')}
        </Typography>
      </Box>
      <Typography sx={{ color: 'text.secondary' }}>{t('cases.sent.referenceLabel')}</Typography>
      <Typography
        dir="ltr"
        data-testid="case-reference"
        sx={{
          fontSize: { xs: 30, md: 36 },
          fontWeight: 800,
          letterSpacing: 3,
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
          bgcolor: 'action.hover',
          borderRadius: 1.5,
          px: 2,
          py: 0.5,
          userSelect: 'all',
        }}
      >
        {reference}
      </Typography>
      <Typography>{t('cases.sent.note')}</Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button component={Link} to={casePath(reference)} variant="contained">
          {t('cases.sent.follow')}
        </Button>
        <Button onClick={onAnother}>{t('cases.sent.another')}</Button>
      </Box>
    </Paper>
  );
}
