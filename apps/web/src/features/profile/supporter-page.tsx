import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  requestKinds,
  supportStatusSchema,
  type DeskTicket,
  type SupportStatus,
} from '@parvaz/domain/contracts/support';
import { formatPhoneInternational } from '@parvaz/domain/format/phone';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { notify } from '../../lib/notify/notifier';
import { useAuthStore } from '../../lib/auth/auth-store';
import { DeskSender } from './desk-sender';
import { DeskTabs } from './desk-tabs';
import { getDeskList, getDeskMessages, profileKeys, setTicketStatus } from './profile-api';
import { EmptyState, isMissingEndpoint, ProfileSection } from './profile-parts';
import { ThreadReply, ThreadView, TicketList, useDateTime } from './support-parts';

const statuses = supportStatusSchema.options;
const deskRoles = new Set(['supporter', 'operator']);

function DeskThread({ id, onBack }: { id: number; onBack: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const thread = useQuery({
    queryKey: [...profileKeys.desk, 'thread', id],
    queryFn: ({ signal }) => getDeskMessages(id, signal),
  });
  const change = useMutation({
    mutationFn: (status: SupportStatus) => setTicketStatus(id, status),
    onSuccess: async () => {
      notify('success', t('profile.statusChanged'));
      await queryClient.invalidateQueries({ queryKey: profileKeys.desk });
    },
  });
  const request = thread.data?.request;
  return (
    <ThreadView
      onBack={onBack}
      loadFailed={thread.isError}
      title={request?.title}
      status={
        request && (
          <TextField
            id="desk-status"
            select
            size="small"
            label={t('profile.status')}
            value={request.status}
            disabled={change.isPending}
            onChange={(e) => {
              const next = statuses.find((s) => s === e.target.value);
              if (next) change.mutate(next);
            }}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {statuses.map((s) => (
              <option key={s} value={s}>
                {t(`profile.supportStatus.${s}`)}
              </option>
            ))}
          </TextField>
        )
      }
      details={request && <DeskSender request={request} />}
      messages={thread.data?.messages}
    >
      <ThreadReply id={id} inputId="desk-reply" desk queryKey={profileKeys.desk} />
    </ThreadView>
  );
}

/**
 * A request's second line in the list: a visitor's case by its kind and reference, then the
 * sender — the name in an isolate of its own direction (U+2068…U+2069), one without a name by the
 * mobile, left to right (U+2066…U+2069) — and when it was last written to, in the page's order.
 */
function secondLine(ticket: DeskTicket, t: (key: string) => string, when: string): string {
  const sender = ticket.customer.name
    ? `\u2068${ticket.customer.name}\u2069`
    : `\u2066${formatPhoneInternational(ticket.customer.mobile)}\u2069`;
  const kind =
    ticket.kind === 'support'
      ? []
      : [
          `${t(`cases.kind.${ticket.kind}`)} \u2066${ticket.reference ?? ''}\u2069`,
          ...(ticket.confidential ? [t('desk.case.confidential')] : []),
        ];
  return [...kind, sender, when].join(' · ');
}

/** The supporter desk: customers' requests and visitors' cases, answered and moved through their states. */
export function SupporterPage() {
  const { t } = useTranslation();
  const when = useDateTime();
  const role = useAuthStore((s) => s.user_info?.role ?? '');
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status') ?? '';
  const status = statuses.find((s) => s === statusParam) ?? '';
  const kindParam = params.get('kind') ?? '';
  const kind = requestKinds.find((k) => k === kindParam) ?? '';
  /** The list's filters, kept in the address; `id` opens one request. */
  const filters = (next: { status?: string; kind?: string; id?: number }) => {
    const chosen = { status, kind, ...next };
    setParams({
      ...(chosen.status ? { status: chosen.status } : {}),
      ...(chosen.kind ? { kind: chosen.kind } : {}),
      ...(next.id ? { id: String(next.id) } : {}),
    });
  };
  const openId = Number(params.get('id') ?? '');
  const allowed = deskRoles.has(role);
  const list = useQuery({
    queryKey: [...profileKeys.desk, 'list', status, kind],
    queryFn: ({ signal }) => getDeskList(status, kind, signal),
    enabled: allowed,
    retry: false,
  });

  if (!allowed)
    return (
      <ProfileSection title={t('page.userSupporter')}>
        <EmptyState text={t('forbidden', { ns: 'messages' })} />
      </ProfileSection>
    );
  if (list.isError && isMissingEndpoint(list.error))
    return (
      <ProfileSection title={t('page.userSupporter')}>
        <EmptyState text={t('profile.notAvailable')} />
      </ProfileSection>
    );

  return (
    <ProfileSection title={t('page.userSupporter')}>
      <DeskTabs current="/user/supporter" />
      {openId > 0 ? (
        <DeskThread id={openId} onBack={() => filters({})} />
      ) : (
        <>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
            <TextField
              id="desk-filter"
              select
              size="small"
              label={t('profile.status')}
              value={status}
              onChange={(e) => filters({ status: e.target.value })}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              sx={{ minWidth: 200 }}
            >
              <option value="">{t('profile.all')}</option>
              {statuses.map((s) => (
                <option key={s} value={s}>
                  {t(`profile.supportStatus.${s}`)}
                </option>
              ))}
            </TextField>
            <TextField
              id="desk-kind"
              select
              size="small"
              label={t('desk.case.kind')}
              value={kind}
              onChange={(e) => filters({ kind: e.target.value })}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              sx={{ minWidth: 200 }}
            >
              <option value="">{t('desk.case.kindAll')}</option>
              {requestKinds.map((k) => (
                <option key={k} value={k}>
                  {t(`cases.kind.${k}`)}
                </option>
              ))}
            </TextField>
          </Box>
          {list.isPending && <Typography>{t('profile.loading')}</Typography>}
          {list.data?.length === 0 && <EmptyState text={t('supportEmpty', { ns: 'messages' })} />}
          {list.data && list.data.length > 0 && (
            <TicketList
              tickets={list.data}
              secondary={(ticket) => secondLine(ticket, t, when(ticket.lastMessageAt))}
              onOpen={(id) => filters({ id })}
            />
          )}
        </>
      )}
    </ProfileSection>
  );
}
