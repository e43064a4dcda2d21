import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { JobPosition } from '@parvaz/domain/contracts/careers';
import { useQuery } from '@tanstack/react-query';
import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActiveLanguage } from '../../lib/settings/use-active-settings';
import { ContentHtml } from '../../components/content-html';
import { Disclosure } from '../../components/disclosure';
import { jobsQuery } from './careers-api';

// React's own lazy, not lazyPart: the form is never in the server's HTML, so its code (its rules,
// the numbering plans of phone numbers, the captcha) loads when a visitor asks to apply, or
// points at the button, and not before the page wakes up.
const loadApplyForm = () =>
  import('./apply-form').then((module) => ({ default: module.ApplyForm }));
const ApplyForm = lazy(loadApplyForm);

/** One position: its title, place and terms; opened, its description and the application. */
function PositionItem({ position }: { position: JobPosition }) {
  const { t } = useTranslation();
  const [applying, setApplying] = useState(false);
  return (
    <Disclosure
      sx={{ borderRadius: 2 }}
      summary={
        <Box sx={{ display: 'grid', gap: 0.75 }}>
          <Typography component="h3" sx={{ fontSize: 18, fontWeight: 800 }}>
            {position.title}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Chip size="small" variant="outlined" label={position.location} />
            <Chip size="small" label={t(`careers.employment.${position.employment}`)} />
          </Box>
        </Box>
      }
    >
      <Box sx={{ display: 'grid', gap: 2 }}>
        <ContentHtml html={position.description} />
        {applying ? (
          <Suspense fallback={<Skeleton variant="rounded" height={560} />}>
            <ApplyForm position={position} />
          </Suspense>
        ) : (
          <Button
            variant="contained"
            sx={{ justifySelf: 'start' }}
            onPointerEnter={() => void loadApplyForm()}
            onFocus={() => void loadApplyForm()}
            onClick={() => setApplying(true)}
            aria-label={t('careers.applyFor', { position: position.title })}
          >
            {t('careers.apply')}
          </Button>
        )}
      </Box>
    </Disclosure>
  );
}

/** /recruitment's open positions under the page's text, each with its application form. */
export default function JobPositions() {
  const { t } = useTranslation();
  const language = useActiveLanguage();
  const jobs = useQuery(jobsQuery(language));
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 4, display: 'grid', gap: 1.5 }}>
      <Typography
        id={headingId}
        component="h2"
        sx={{ fontSize: { xs: 22, md: 26 }, fontWeight: 800 }}
      >
        {t('careers.openPositions')}
      </Typography>
      {jobs.isError && <Alert severity="error">{t('content.loadFailed')}</Alert>}
      {jobs.data?.length === 0 && (
        <Typography sx={{ color: 'text.secondary' }}>{t('careers.none')}</Typography>
      )}
      {jobs.data?.map((position) => (
        <PositionItem key={position.id} position={position} />
      ))}
    </Box>
  );
}
