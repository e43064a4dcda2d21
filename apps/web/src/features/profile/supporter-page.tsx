import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { supportStatusSchema, type SupportStatus } from '@parvaz/domain/contracts/support';
import { formatPhoneInternational } from '@parvaz/domain/format/phone';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { notify } from '../../lib/notify/notifier';
import { useAuthStore } from '../../lib/auth/auth-store';
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
      details={
        request && (
          <Typography sx={{ fontSize: 14, color: 'text.secondary', mb: 2 }}>
            {t('profile.customer')}:{' '}
            {request.customer.name && (
              <>
                <bdi>{request.customer.name}</bdi> ·{' '}
              </>
            )}
            <bdi dir="ltr">{formatPhoneInternational(request.customer.mobile)}</bdi>
          </Typography>
        )
      }
      messages={thread.data?.messages}
    >
      <ThreadReply id={id} inputId="desk-reply" desk queryKey={profileKeys.desk} />
    </ThreadView>
  );
}

/** The supporter desk: every customer's requests, answered and moved through their states. */
export function SupporterPage() {
  const { t } = useTranslation();
  const when = useDateTime();
  const role = useAuthStore((s) => s.user_info?.role ?? '');
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status') ?? '';
  const status = statuses.find((s) => s === statusParam) ?? '';
  const openId = Number(params.get('id') ?? '');
  const allowed = deskRoles.has(role);
  const list = useQuery({
    queryKey: [...profileKeys.desk, 'list', status],
    queryFn: ({ signal }) => getDeskList(status, signal),
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
        <DeskThread id={openId} onBack={() => setParams(status ? { status } : {})} />
      ) : (
        <>
          <TextField
            id="desk-filter"
            select
            size="small"
            label={t('profile.status')}
            value={status}
            onChange={(e) => setParams(e.target.value ? { status: e.target.value } : {})}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ mb: 2, minWidth: 200 }}
          >
            <option value="">{t('profile.all')}</option>
            {statuses.map((s) => (
              <option key={s} value={s}>
                {t(`profile.supportStatus.${s}`)}
              </option>
            ))}
          </TextField>
          {list.isPending && <Typography>{t('profile.loading')}</Typography>}
          {list.data?.length === 0 && <EmptyState text={t('supportEmpty', { ns: 'messages' })} />}
          {list.data && list.data.length > 0 && (
            <TicketList
              tickets={list.data}
              secondary={(ticket) =>
                // The name in an isolate of its own direction (U+2068…U+2069), a customer
                // without one by the mobile, left to right (U+2066…U+2069): the date after it
                // stays in the page's order.
                [
                  ticket.customer.name
                    ? `\u2068${ticket.customer.name}\u2069`
                    : `\u2066${formatPhoneInternational(ticket.customer.mobile)}\u2069`,
                  when(ticket.lastMessageAt),
                ].join(' · ')
              }
              onOpen={(id) => setParams({ ...(status ? { status } : {}), id: String(id) })}
            />
          )}
        </>
      )}
    </ProfileSection>
  );
}
