import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  signRequestStatuses,
  type SignRequestStatus,
} from '@parvaz/domain/companies/sign-request-rules';
import type { SignRequestSummary } from '@parvaz/domain/contracts/sign-requests';
import { useState } from 'react';
import { statusKey } from '@parvaz/domain/format/status-words';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ListPager } from '../../components/list-pager';
import { useConsoleTime } from './console-time';
import { EmptyState, ProfileSection } from '../profile/profile-parts';
import { signStatusColours } from '../sign/sign-status';
import { ConsoleTabs } from './console-tabs';
import { OperatorOnly } from './operator-only';
import { SignRequestDetail } from './sign-request-detail';
import { signRequestsQuery } from './sign-requests-api';

const pageSize = 20;

function isStatus(value: string): value is SignRequestStatus {
  return signRequestStatuses.some((status) => status === value);
}

function RequestCard({ request, onOpen }: { request: SignRequestSummary; onOpen: () => void }) {
  const { t } = useTranslation();
  const time = useConsoleTime();
  return (
    <Paper
      component="li"
      variant="outlined"
      data-testid="sign-request"
      sx={{
        p: 1.5,
        borderRadius: 2,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1.5,
        alignItems: 'center',
      }}
    >
      <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Typography component="h2" sx={{ fontWeight: 700, fontSize: 16 }}>
            <bdi>{request.name}</bdi>
          </Typography>
          <Chip size="small" variant="outlined" label={t(`sign.kind.${request.kind}`)} />
          <Chip
            size="small"
            color={signStatusColours[request.status]}
            label={t(statusKey(request.status))}
          />
        </Box>
        <Typography sx={{ fontSize: 13, color: 'text.secondary', mt: 0.5 }}>
          <bdi dir="ltr">{request.reference}</bdi> · <bdi>{request.nameEn}</bdi> ·{' '}
          <bdi>{request.city}</bdi> · {t('admin.sign.changed', { when: time(request.updatedAt) })}
        </Typography>
      </Box>
      <Button
        variant="outlined"
        onClick={onOpen}
        aria-label={t('admin.sign.openNamed', { name: request.name })}
      >
        {t('admin.sign.open')}
      </Button>
    </Paper>
  );
}

function SignRequests() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [status, setStatus] = useState<SignRequestStatus | ''>('PendingVerification');
  const [page, setPage] = useState(1);
  const openId = Number(params.get('id') ?? '');
  const result = useQuery({
    ...signRequestsQuery({ status, page, pageSize }),
    placeholderData: keepPreviousData,
    enabled: !openId,
  });
  const items = result.data?.items ?? [];
  const open = (id: number | null) =>
    setParams(id ? { id: String(id) } : {}, { preventScrollReset: false });

  return (
    <ProfileSection title={t('page.admin')}>
      <ConsoleTabs current="/admin/signRequests" />
      {openId > 0 ? (
        <SignRequestDetail id={openId} onBack={() => open(null)} />
      ) : (
        <>
          <Typography component="p" sx={{ color: 'text.secondary', mb: 2 }}>
            {t('admin.sign.intro')}
          </Typography>
          <TextField
            select
            size="small"
            label={t('admin.sign.statusFilter')}
            value={status}
            onChange={(event) => {
              const chosen = event.target.value;
              setStatus(isStatus(chosen) ? chosen : '');
              setPage(1);
            }}
            sx={{ minWidth: 240, mb: 2 }}
          >
            <MenuItem value="">{t('admin.sign.allStatuses')}</MenuItem>
            {signRequestStatuses.map((s) => (
              <MenuItem key={s} value={s}>
                {t(statusKey(s))}
              </MenuItem>
            ))}
          </TextField>
          {result.isPending && <Typography>{t('profile.loading')}</Typography>}
          {result.isError && <EmptyState text={t('admin.sign.loadFailed')} />}
          {result.data && items.length === 0 && <EmptyState text={t('admin.sign.empty')} />}
          {items.length > 0 && (
            <Box
              component="ul"
              aria-label={t('admin.tab.signRequests')}
              sx={{ display: 'grid', gap: 1.5, listStyle: 'none', p: 0, m: 0 }}
            >
              {items.map((request) => (
                <RequestCard key={request.id} request={request} onOpen={() => open(request.id)} />
              ))}
            </Box>
          )}
          <ListPager
            total={result.data?.total ?? 0}
            pageSize={pageSize}
            page={page}
            onPage={setPage}
          />
        </>
      )}
    </ProfileSection>
  );
}

/** The operator's sign requests: the list by status, and one request to review. */
export function SignRequestsPage() {
  return (
    <OperatorOnly>
      <SignRequests />
    </OperatorOnly>
  );
}
