import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { AdminJobPosition } from '@parvaz/domain/contracts/careers';
import { toLocalDigits } from '@parvaz/domain/format/digits';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActiveLanguage } from '../../lib/settings/use-active-settings';
import { EmptyState, ProfileSection } from '../profile/profile-parts';
import { ConsoleTabs } from './console-tabs';
import { ContentLanguageTabs, useContentLanguage } from './content-language';
import { JobApplications } from './job-applications';
import { JobPositionDialog } from './job-position-dialog';
import { OperatorOnly } from './operator-only';
import { jobPositionsQuery } from './recruitment-api';

type Editing = { item: AdminJobPosition | null } | null;

/** The positions of one language, in the site's order: opened, closed, added and changed. */
function Positions() {
  const { t } = useTranslation();
  const language = useActiveLanguage();
  const [lang, setLang] = useContentLanguage();
  const result = useQuery(jobPositionsQuery(lang));
  const [editing, setEditing] = useState<Editing>(null);
  const items = result.data?.items ?? [];
  const nextPosition = items.reduce((max, item) => Math.max(max, item.position + 1), 0);
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="recruitment-positions"
      sx={{ p: 2, borderRadius: 2 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography
          id="recruitment-positions"
          component="h2"
          sx={{ fontWeight: 800, fontSize: 20, flex: 1 }}
        >
          {t('admin.recruitment.positions')}
        </Typography>
        <Button variant="contained" size="small" onClick={() => setEditing({ item: null })}>
          {t('admin.recruitment.add')}
        </Button>
      </Box>
      <ContentLanguageTabs value={lang} onChange={setLang} />
      {result.isPending && <Typography>{t('profile.loading')}</Typography>}
      {result.isError && <EmptyState text={t('admin.loadFailed')} />}
      {result.data && items.length === 0 && (
        <EmptyState text={t('admin.recruitment.noPositions')} />
      )}
      <Box
        component="ol"
        sx={{
          m: 0,
          p: 0,
          listStyle: 'none',
          display: 'grid',
          gap: 1,
          gridTemplateColumns: 'minmax(0, 1fr)',
        }}
      >
        {items.map((item) => (
          <Box
            component="li"
            key={item.id}
            lang={lang}
            sx={{
              display: 'flex',
              gap: 1,
              alignItems: 'center',
              flexWrap: 'wrap',
              py: 0.5,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
              <Typography sx={{ fontWeight: 700 }}>{item.title}</Typography>
              <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>
                {item.location} · {t(`careers.employment.${item.employment}`)} ·{' '}
                {t('admin.recruitment.applications', {
                  count: item.applications,
                  n: toLocalDigits(String(item.applications), language),
                })}
              </Typography>
            </Box>
            <Chip
              size="small"
              color={item.open ? 'success' : 'default'}
              label={item.open ? t('admin.recruitment.isOpen') : t('admin.recruitment.isClosed')}
            />
            <Button
              size="small"
              variant="outlined"
              aria-label={t('admin.recruitment.editNamed', { title: item.title })}
              onClick={() => setEditing({ item })}
            >
              {t('admin.pages.edit')}
            </Button>
          </Box>
        ))}
      </Box>
      {editing && (
        <JobPositionDialog
          lang={lang}
          item={editing.item}
          nextPosition={nextPosition}
          onClose={() => setEditing(null)}
        />
      )}
    </Paper>
  );
}

function RecruitmentConsole() {
  const { t } = useTranslation();
  const all = useQuery(jobPositionsQuery());
  return (
    <ProfileSection title={t('page.admin')}>
      <ConsoleTabs current="/admin/recruitment" />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        <Positions />
        <Paper
          component="section"
          variant="outlined"
          aria-labelledby="recruitment-applications"
          sx={{ p: 2, borderRadius: 2 }}
        >
          <Typography
            id="recruitment-applications"
            component="h2"
            sx={{ fontWeight: 800, fontSize: 20, mb: 2 }}
          >
            {t('admin.recruitment.applicationsTitle')}
          </Typography>
          <JobApplications positions={all.data?.items ?? []} />
        </Paper>
      </Box>
    </ProfileSection>
  );
}

/** Recruitment in the console: the positions per language, and the applications with their CVs. */
export function RecruitmentPage() {
  return (
    <OperatorOnly>
      <RecruitmentConsole />
    </OperatorOnly>
  );
}
