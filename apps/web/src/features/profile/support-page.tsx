import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { supportLimits } from '@parvaz/domain/support/limits';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FormTextField } from '../../lib/forms/form-text-field';
import { placeServerErrors } from '../../lib/forms/server-field-errors';
import { useFormSubmit } from '../../lib/forms/use-form-submit';
import { notify } from '../../lib/notify/notifier';
import { newRequestResolver, type NewRequestForm as NewRequestValues } from './profile-form-rules';
import { getTicketList, getTicketMessages, newTicket, profileKeys } from './profile-api';
import { EmptyState, isMissingEndpoint, ProfileSection } from './profile-parts';
import { FilePicker } from '../../components/file-picker';
import { StatusChip, ThreadReply, ThreadView, TicketList, useDateTime } from './support-parts';

function NewRequestForm({
  onDone,
  onCancel,
}: {
  onDone: (id: number) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm<NewRequestValues>({
    defaultValues: { title: '', description: '' },
    resolver: newRequestResolver,
  });
  const [files, setFiles] = useState<File[]>([]);
  const submit = useFormSubmit(form, async (values) => {
    const result = await newTicket(values.title, values.description, files);
    if (result.ok) {
      notify('success', t('profile.requestSent'));
      onDone(result.data.id);
      return;
    }
    if (!placeServerErrors(form.setError, result.error.fields, ['title', 'description']))
      notify('error', result.error.message);
  });
  return (
    <Paper
      component="form"
      noValidate
      onSubmit={submit.onSubmit}
      variant="outlined"
      aria-labelledby="new-request-title"
      sx={{ p: { xs: 2, md: 3 }, borderRadius: 2, display: 'grid', gap: 2 }}
    >
      <Typography id="new-request-title" component="h2" sx={{ fontWeight: 700 }}>
        {t('profile.newRequest')}
      </Typography>
      <FormTextField
        control={form.control}
        name="title"
        id="support-title"
        label={t('profile.requestTitle')}
        required
        slotProps={{ htmlInput: { maxLength: supportLimits.titleMax } }}
      />
      <FormTextField
        control={form.control}
        name="description"
        id="support-description"
        label={t('profile.requestDescription')}
        required
        multiline
        minRows={4}
        slotProps={{ htmlInput: { maxLength: supportLimits.textMax } }}
      />
      <FilePicker id="support-files" files={files} onChange={setFiles} />
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button type="submit" variant="contained" disabled={submit.busy}>
          {t('profile.send')}
        </Button>
        <Button onClick={onCancel}>{t('profile.cancel')}</Button>
      </Box>
    </Paper>
  );
}

function Thread({ id, onBack }: { id: number; onBack: () => void }) {
  const { t } = useTranslation();
  const thread = useQuery({
    queryKey: [...profileKeys.support, 'thread', id],
    queryFn: ({ signal }) => getTicketMessages(id, signal),
  });
  const request = thread.data?.request;
  return (
    <ThreadView
      onBack={onBack}
      loadFailed={thread.isError}
      title={request?.title}
      status={request && <StatusChip status={request.status} />}
      messages={thread.data?.messages}
    >
      {request?.status === 'Close' ? (
        <Typography sx={{ mt: 2, color: 'text.secondary' }}>
          {t('profile.requestClosed')}
        </Typography>
      ) : (
        <ThreadReply id={id} inputId="support-reply" desk={false} queryKey={profileKeys.support} />
      )}
    </ThreadView>
  );
}

export function SupportPage() {
  const { t } = useTranslation();
  const when = useDateTime();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const openId = Number(params.get('id') ?? '');
  const creating = params.get('new') === '1';
  const list = useQuery({
    queryKey: [...profileKeys.support, 'list'],
    queryFn: ({ signal }) => getTicketList('', signal),
    retry: false,
  });
  const go = (next: Record<string, string>) => setParams(next);

  if (list.isError && isMissingEndpoint(list.error))
    return (
      <ProfileSection title={t('page.profileSupport')}>
        <EmptyState text={t('profile.notAvailable')} />
      </ProfileSection>
    );

  const newButton = !creating && !openId && (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => go({ new: '1' })}>
      {t('profile.newRequest')}
    </Button>
  );

  return (
    <ProfileSection title={t('page.profileSupport')} actions={newButton}>
      {creating ? (
        <NewRequestForm
          onCancel={() => go({})}
          onDone={(id) => {
            void queryClient.invalidateQueries({ queryKey: profileKeys.support });
            go({ id: String(id) });
          }}
        />
      ) : openId > 0 ? (
        <Thread id={openId} onBack={() => go({})} />
      ) : (
        <>
          {list.isPending && <Typography>{t('profile.loading')}</Typography>}
          {list.isError && <EmptyState text={t('profile.loadFailed')} />}
          {list.data?.length === 0 && <EmptyState text={t('supportEmpty', { ns: 'messages' })} />}
          {list.data && list.data.length > 0 && (
            <TicketList
              tickets={list.data}
              secondary={(ticket) => when(ticket.lastMessageAt)}
              onOpen={(id) => go({ id: String(id) })}
            />
          )}
        </>
      )}
    </ProfileSection>
  );
}
