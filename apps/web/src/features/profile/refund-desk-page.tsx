import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { refundDeskItemSchema } from '@parvaz/domain/contracts/tickets';
import { formatMoney } from '@parvaz/domain/format/money';
import { statusKey } from '@parvaz/domain/format/status-words';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { useActiveCalendar, useActiveLanguage } from '../../lib/settings/use-active-settings';
import { notify } from '../../lib/notify/notifier';
import { useAuthStore } from '../../lib/auth/auth-store';
import { formatInstant } from '../../lib/format/date-time';
import { DeskTabs } from './desk-tabs';
import { RefundDecisionDialog, type Decision } from './refund-decision-dialog';
import { RefundDeskFlights } from './refund-desk-flights';
import {
  refundDeskKeys,
  refundDeskStatuses,
  refundRequestsQuery,
  type RefundDeskStatus,
} from './refund-desk-api';
import { EmptyState, ProfileSection } from './profile-parts';

type RefundDeskItem = z.infer<typeof refundDeskItemSchema>;

/** Who sees the refund desk: the support desk, operators, and agencies for their own sales. */
const refundDeskRoles = new Set(['supporter', 'operator', 'agency']);
/** Who also has the support-request desk, and so the desk's tabs. */
const supportDeskRoles = new Set(['supporter', 'operator']);

const statusColor = { pending: 'warning', approved: 'success', rejected: 'error' } as const;

function RefundRequestCard({
  item,
  onDecide,
}: {
  item: RefundDeskItem;
  onDecide: (decision: Decision) => void;
}) {
  const { t } = useTranslation();
  const language = useActiveLanguage();
  const calendar = useActiveCalendar();
  const when = (iso: string) => formatInstant(iso, calendar, language);
  const titleId = `refund-request-${item.id}`;
  const row = (term: string, value: ReactNode, wide = false) => (
    <Box sx={wide ? { gridColumn: 'span 2' } : undefined}>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </Box>
  );
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ p: { xs: 2, md: 2.5 }, borderRadius: 2, listStyle: 'none' }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <Typography id={titleId} component="h2" sx={{ fontWeight: 700, fontSize: 17, flex: 1 }}>
          {t('desk.pnr')} <bdi dir="ltr">{item.pnr}</bdi>
          <Typography component="span" sx={{ color: 'text.secondary', fontWeight: 400, mx: 1 }}>
            ·
          </Typography>
          <Typography component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
            {t('desk.trackingCode')} <bdi dir="ltr">{item.trackingCode}</bdi>
          </Typography>
        </Typography>
        <Chip size="small" color={statusColor[item.status]} label={t(statusKey(item.status))} />
      </Box>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: {
            xs: 'repeat(2, minmax(0, 1fr))',
            md: 'repeat(4, minmax(0, 1fr))',
          },
          '& dt': { fontSize: 13, color: 'text.secondary' },
          '& dd': { m: 0, fontWeight: 600, overflowWrap: 'anywhere' },
        }}
      >
        {row(t('desk.agency'), item.agency || t('desk.directSale'))}
        {row(t('desk.mode'), t(`desk.modeName.${item.mode}`))}
        {row(
          t('desk.amount'),
          <bdi>{formatMoney({ amount: item.amount, currency: item.currency }, language)}</bdi>,
        )}
        {row(t('desk.destination'), t(`desk.destinationName.${item.destination}`))}
        {row(
          t('desk.passengers'),
          <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5 }}>
            {item.passengers.map((name, i) => (
              <bdi key={i} dir="ltr">
                {name}
              </bdi>
            ))}
          </Box>,
          true,
        )}
        {row(
          t('desk.tickets'),
          <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5 }}>
            {item.tickets.map((ticket) => (
              <bdi key={ticket} dir="ltr">
                {ticket}
              </bdi>
            ))}
          </Box>,
        )}
        {row(t('desk.requestedAt'), when(item.requestedAt))}
        {item.decidedAt && row(t('desk.decidedAt'), when(item.decidedAt))}
        {item.reason && (
          <Box sx={{ gridColumn: '1 / -1' }}>
            <dt>{t('desk.reason')}</dt>
            <dd>
              <bdi>{item.reason}</bdi>
            </dd>
          </Box>
        )}
      </Box>
      <RefundDeskFlights flights={item.flights} />
      {item.status === 'pending' && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 1, mt: 2 }}>
          <Button
            variant="outlined"
            color="error"
            onClick={() => onDecide('reject')}
            aria-describedby={titleId}
          >
            {t('desk.reject')}
          </Button>
          <Button
            variant="contained"
            color="success"
            onClick={() => onDecide('approve')}
            aria-describedby={titleId}
          >
            {t('desk.approve')}
          </Button>
        </Box>
      )}
    </Paper>
  );
}

/**
 * The refund desk: refund requests that wait for a decision (and those decided), approved at
 * once or rejected with the reason the traveller is told.
 */
export function RefundDeskPage() {
  const { t } = useTranslation();
  const language = useActiveLanguage();
  const queryClient = useQueryClient();
  const role = useAuthStore((s) => s.user_info?.role ?? '');
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status') ?? 'pending';
  const status: RefundDeskStatus | '' = refundDeskStatuses.find((s) => s === statusParam) ?? '';
  const allowed = refundDeskRoles.has(role);
  const list = useQuery({ ...refundRequestsQuery(status, language), enabled: allowed });
  const [deciding, setDeciding] = useState<{ item: RefundDeskItem; decision: Decision } | null>(
    null,
  );

  // An agency has this list only: it is the page, without the desk's tabs.
  const fullDesk = supportDeskRoles.has(role);
  const title = fullDesk ? t('page.userSupporter') : t('desk.tab.refunds');
  const tabs = fullDesk ? <DeskTabs current="/user/supporter/refunds" /> : null;
  if (!allowed)
    return (
      <ProfileSection title={title}>
        <EmptyState text={t('forbidden', { ns: 'messages' })} />
      </ProfileSection>
    );

  // The code left to right (U+2066…U+2069) and the amount in an isolate of its own direction
  // (U+2068…U+2069), so neither runs into the sentence around it in Persian or Arabic.
  const summary = (item: RefundDeskItem) =>
    t('desk.decisionSummary', {
      amount: `\u2068${formatMoney({ amount: item.amount, currency: item.currency }, language)}\u2069`,
      destination: t(`desk.destinationName.${item.destination}`),
      pnr: `\u2066${item.pnr}\u2069`,
    });

  return (
    <ProfileSection title={title}>
      {tabs}
      <Typography component="p" sx={{ color: 'text.secondary', mb: 2 }}>
        {t('desk.refundsIntro')}
      </Typography>
      <TextField
        id="desk-refund-filter"
        select
        size="small"
        label={t('desk.status')}
        value={status}
        onChange={(e) => setParams({ status: e.target.value || 'all' })}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ mb: 2, minWidth: 220 }}
      >
        {refundDeskStatuses.map((s) => (
          <option key={s} value={s}>
            {t(statusKey(s))}
          </option>
        ))}
        <option value="">{t('desk.statusAll')}</option>
      </TextField>
      {list.isPending && <Typography>{t('profile.loading')}</Typography>}
      {list.isError && <EmptyState text={list.error.message || t('desk.loadFailed')} />}
      {list.data?.length === 0 && <EmptyState text={t('desk.refundsEmpty')} />}
      {list.data && list.data.length > 0 && (
        <Box
          component="ul"
          aria-label={t('desk.tab.refunds')}
          sx={{ m: 0, p: 0, display: 'grid', gap: 2 }}
        >
          {list.data.map((item) => (
            <RefundRequestCard
              key={item.id}
              item={item}
              onDecide={(decision) => setDeciding({ item, decision })}
            />
          ))}
        </Box>
      )}
      {deciding && (
        <RefundDecisionDialog
          id={deciding.item.id}
          decision={deciding.decision}
          summary={summary(deciding.item)}
          onClose={() => setDeciding(null)}
          onDecided={() => {
            notify(
              'success',
              t(deciding.decision === 'approve' ? 'desk.approved' : 'desk.rejected'),
            );
            setDeciding(null);
            void queryClient.invalidateQueries({ queryKey: refundDeskKeys.all });
          }}
        />
      )}
    </ProfileSection>
  );
}
