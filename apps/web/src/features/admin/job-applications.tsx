import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  applicationStatuses,
  reviewStatuses,
  type ApplicationStatus,
  type ReviewStatus,
} from '@parvaz/domain/careers/career-rules';
import type { AdminJobPosition, JobApplication } from '@parvaz/domain/contracts/careers';
import { statusKey } from '@parvaz/domain/format/status-words';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPager } from '../../components/list-pager';
import { formatFileSize } from '../../lib/format/file-size';
import { formatShortDate } from '../../lib/format/short-date';
import { useActiveCalendar, useActiveLanguage } from '../../lib/settings/use-active-settings';
import { EmptyState } from '../profile/profile-parts';
import {
  downloadCv,
  jobApplicationsQuery,
  recruitmentKeys,
  setApplicationStatus,
  type ApplicationFilter,
} from './recruitment-api';

/** Each stage's word; a declined application says it as every declined thing does. */
const statusLabelKey: Record<ApplicationStatus, string> = {
  new: 'admin.recruitment.stage.new',
  reviewed: 'admin.recruitment.stage.reviewed',
  shortlisted: 'admin.recruitment.stage.shortlisted',
  declined: statusKey('Declined'),
};

const statusColor: Record<ApplicationStatus, 'default' | 'info' | 'success' | 'error'> = {
  new: 'info',
  reviewed: 'default',
  shortlisted: 'success',
  declined: 'error',
};

/** One application: who, for what, when; opened, how to reach them, their letter, CV and status. */
function ApplicationCard({ application }: { application: JobApplication }) {
  const { t } = useTranslation();
  const language = useActiveLanguage();
  const calendar = useActiveCalendar();
  const queryClient = useQueryClient();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const decide = async (status: ReviewStatus) => {
    setBusy(true);
    setMessage(null);
    const result = await setApplicationStatus(application.id, status);
    setBusy(false);
    if (!result.ok) {
      setMessage(result.error.message);
      return;
    }
    await queryClient.invalidateQueries({ queryKey: recruitmentKeys.all });
  };
  const download = async () => {
    if (!(await downloadCv(application))) setMessage(t('admin.recruitment.cvFailed'));
  };
  return (
    <Paper
      component="li"
      variant="outlined"
      data-testid="job-application"
      sx={{ p: 2, borderRadius: 2, display: 'grid', gap: 1 }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1, minWidth: 220 }}>
          <Typography component="h3" sx={{ fontWeight: 700 }}>
            <bdi>{application.fullName}</bdi>
          </Typography>
          <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>
            <bdi>{application.positionTitle}</bdi> ·{' '}
            {formatShortDate(application.createdAt.slice(0, 10), calendar, language)} ·{' '}
            <bdi dir="ltr">{application.reference}</bdi>
          </Typography>
        </Box>
        <Chip
          size="small"
          color={statusColor[application.status]}
          label={t(statusLabelKey[application.status])}
        />
        <Button
          size="small"
          variant="outlined"
          aria-expanded={open}
          aria-controls={`${id}-details`}
          aria-label={t('admin.recruitment.openNamed', { name: application.fullName })}
          onClick={() => setOpen((current) => !current)}
        >
          {open ? t('admin.recruitment.close') : t('admin.recruitment.open')}
        </Button>
      </Box>
      <Collapse in={open} unmountOnExit>
        <Box id={`${id}-details`} sx={{ display: 'grid', gap: 1.5, pt: 1 }}>
          <Box
            component="dl"
            sx={{
              m: 0,
              display: 'grid',
              gap: 0.5,
              gridTemplateColumns: 'max-content 1fr',
              columnGap: 2,
            }}
          >
            <Typography component="dt" sx={{ color: 'text.secondary' }}>
              {t('careers.mobile')}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              <bdi dir="ltr">{application.mobile}</bdi>
            </Typography>
            <Typography component="dt" sx={{ color: 'text.secondary' }}>
              {t('careers.email')}
            </Typography>
            <Typography component="dd" sx={{ m: 0, wordBreak: 'break-all' }}>
              <bdi dir="ltr">{application.email}</bdi>
            </Typography>
          </Box>
          <Box>
            <Typography sx={{ fontWeight: 700 }}>{t('careers.coverLetter')}</Typography>
            <Typography
              data-testid="cover-letter"
              sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
            >
              {application.coverLetter || t('admin.recruitment.noLetter')}
            </Typography>
          </Box>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Button variant="contained" onClick={() => void download()}>
              {t('admin.recruitment.downloadCv')}
            </Button>
            <Typography sx={{ fontSize: 14, color: 'text.secondary', wordBreak: 'break-all' }}>
              <bdi>{application.cv.name}</bdi> · {formatFileSize(application.cv.size, language)}
            </Typography>
          </Box>
          <Box
            role="group"
            aria-label={t('admin.recruitment.setStatus')}
            sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}
          >
            {reviewStatuses.map((status) => (
              <Button
                key={status}
                size="small"
                variant={application.status === status ? 'contained' : 'outlined'}
                color={status === 'declined' ? 'error' : 'primary'}
                disabled={busy || application.status === status}
                onClick={() => void decide(status)}
              >
                {t(`admin.recruitment.mark.${status}`)}
              </Button>
            ))}
          </Box>
          {message && <Alert severity="error">{message}</Alert>}
        </Box>
      </Collapse>
    </Paper>
  );
}

/** The brand's applications, filtered by status and position, a page at a time. */
export function JobApplications({ positions }: { positions: readonly AdminJobPosition[] }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<ApplicationFilter>({ page: 1 });
  const result = useQuery(jobApplicationsQuery(filter));
  const data = result.data;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <TextField
          select
          size="small"
          label={t('admin.recruitment.filterStatus')}
          value={filter.status ?? ''}
          onChange={(event) => {
            const status = event.target.value as ApplicationStatus | '';
            setFilter({ ...filter, status: status || undefined, page: 1 });
          }}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">{t('admin.recruitment.all')}</MenuItem>
          {applicationStatuses.map((status) => (
            <MenuItem key={status} value={status}>
              {t(statusLabelKey[status])}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('admin.recruitment.filterPosition')}
          value={filter.positionId ?? ''}
          onChange={(event) => {
            const positionId = Number(event.target.value) || undefined;
            setFilter({ ...filter, positionId, page: 1 });
          }}
          sx={{ minWidth: 260, maxWidth: '100%' }}
        >
          <MenuItem value="">{t('admin.recruitment.all')}</MenuItem>
          {positions.map((position) => (
            <MenuItem key={position.id} value={position.id} lang={position.lang}>
              {position.title} ({position.lang})
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {result.isPending && <Typography>{t('profile.loading')}</Typography>}
      {result.isError && <EmptyState text={t('admin.loadFailed')} />}
      {data?.items.length === 0 && <EmptyState text={t('admin.recruitment.noApplications')} />}
      {data && data.items.length > 0 && (
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
          {data.items.map((application) => (
            <ApplicationCard key={application.id} application={application} />
          ))}
        </Box>
      )}
      {data && data.total > data.pageSize && (
        <ListPager
          total={data.total}
          pageSize={data.pageSize}
          page={data.page}
          onPage={(page) => setFilter({ ...filter, page })}
        />
      )}
    </Box>
  );
}
