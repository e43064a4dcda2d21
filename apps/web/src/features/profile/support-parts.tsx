import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { SupportMessage, SupportStatus } from '@parvaz/domain/contracts/support';
import { toLocalDigits } from '@parvaz/domain/format/digits';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useActiveCalendar, useActiveLanguage } from '../../lib/settings/use-active-settings';
import { notify } from '../../lib/notify/notifier';
import { formatShortDate } from '../../lib/format/short-date';
import { newMessage } from './profile-api';
import { EmptyState } from './profile-parts';
import { FilePicker, sizeText } from '../../components/file-picker';
import { supportLimits } from '@parvaz/domain/support/limits';

/**
 * Text people wrote (titles, messages): each paragraph ordered by its own first letters, so an
 * English message on a Persian page keeps its full stop at its end; long words wrap.
 */
const writtenText = { unicodeBidi: 'plaintext', overflowWrap: 'anywhere' } as const;
/**
 * A title people wrote: ordered like `writtenText`, lined up with the page's start edge (the rtl
 * style cache turns this `left` into `right`).
 */
const writtenTitle = { ...writtenText, textAlign: 'left' } as const;

const statusColor = { Open: 'info', Progress: 'warning', Close: 'default' } as const;

export function StatusChip({ status }: { status: SupportStatus }) {
  const { t } = useTranslation();
  return (
    <Chip size="small" color={statusColor[status]} label={t(`profile.supportStatus.${status}`)} />
  );
}

/** A UTC instant in the user's calendar and the device's time zone. */
export function useDateTime(): (iso: string) => string {
  const language = useActiveLanguage();
  const calendar = useActiveCalendar();
  return (iso) => {
    const d = new Date(iso);
    if (Number.isNaN(d.getTime())) return iso;
    const pad = (n: number) => String(n).padStart(2, '0');
    const day = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
    return `${formatShortDate(day, calendar, language)} ${toLocalDigits(`${pad(d.getHours())}:${pad(d.getMinutes())}`, language)}`;
  };
}

/**
 * One message of a conversation, as an item of its list: the customer's at the start, the other
 * side's at the end; who wrote it and when above the text, then its files by `fileLabels`.
 */
export function MessageBubble({
  mine,
  author,
  sentAt,
  text,
  fileLabels,
}: {
  mine: boolean;
  author: string;
  sentAt: string;
  text: string;
  fileLabels: readonly string[];
}) {
  return (
    <Box component="li" sx={{ display: 'flex', justifyContent: mine ? 'flex-start' : 'flex-end' }}>
      <Paper
        variant="outlined"
        sx={(theme) => ({
          p: 1.5,
          maxWidth: '85%',
          borderRadius: 2,
          // The other side's messages on a tint of the brand colour, in the page's text
          // colour: white on the brand's light shade would not read (2.6:1).
          ...(mine
            ? {}
            : {
                bgcolor: alpha(theme.palette.primary.main, 0.07),
                borderColor: alpha(theme.palette.primary.main, 0.35),
              }),
        })}
      >
        <Typography sx={{ fontSize: 12, fontWeight: 700, mb: 0.5 }}>
          {author} · {sentAt}
        </Typography>
        <Typography sx={{ ...writtenText, whiteSpace: 'pre-wrap' }}>{text}</Typography>
        {fileLabels.length > 0 && (
          <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', mt: 1 }}>
            {fileLabels.map((label, i) => (
              <Chip key={i} size="small" icon={<AttachFileIcon />} label={label} />
            ))}
          </Box>
        )}
      </Paper>
    </Box>
  );
}

/** The messages of a request: the customer's on one side, the supporter's on the other. */
export function Conversation({ messages }: { messages: readonly SupportMessage[] }) {
  const { t } = useTranslation();
  const language = useActiveLanguage();
  const when = useDateTime();
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {messages.map((m) => (
        <MessageBubble
          key={m.id}
          mine={m.authorType === 'Customer'}
          author={t(`profile.author.${m.authorType}`)}
          sentAt={when(m.createdAt)}
          text={m.text}
          fileLabels={m.files.map((f) => `${f.name} (${sizeText(f.size, language)})`)}
        />
      ))}
    </Box>
  );
}

/** The reply box under a conversation. */
export function ReplyBox({
  id,
  onSend,
}: {
  id: string;
  /** Resolves true when sent; the box then empties. */
  onSend: (text: string, files: File[]) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setError(t('required', { ns: 'messages' }));
      return;
    }
    setError('');
    setBusy(true);
    const sent = await onSend(text, files);
    setBusy(false);
    if (sent) {
      setText('');
      setFiles([]);
    }
  };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => void submit(e)}
      sx={{ display: 'grid', gap: 1.5, mt: 2 }}
    >
      <TextField
        id={id}
        label={t('profile.reply')}
        multiline
        minRows={3}
        value={text}
        error={Boolean(error)}
        helperText={error}
        onChange={(e) => setText(e.target.value)}
        slotProps={{ htmlInput: { maxLength: supportLimits.textMax } }}
      />
      <FilePicker id={`${id}-files`} files={files} onChange={setFiles} />
      <Button type="submit" variant="contained" disabled={busy} sx={{ justifySelf: 'start' }}>
        {t('profile.send')}
      </Button>
    </Box>
  );
}

/** The reply box of one request: sends as the customer or the desk, then reloads `queryKey`. */
export function ThreadReply({
  id,
  inputId,
  desk,
  queryKey,
}: {
  id: number;
  inputId: string;
  desk: boolean;
  queryKey: readonly unknown[];
}) {
  const queryClient = useQueryClient();
  return (
    <ReplyBox
      id={inputId}
      onSend={async (text, files) => {
        const result = await newMessage(id, text, files, desk);
        if (!result.ok) {
          notify('error', result.error.message);
          return false;
        }
        await queryClient.invalidateQueries({ queryKey });
        return true;
      }}
    />
  );
}

/**
 * One request opened: back to the list, its title and `status`, `details` under the title,
 * the conversation, then `children` (the reply box or a closed note). Shown once `messages` load.
 */
export function ThreadView({
  onBack,
  loadFailed,
  title,
  status,
  details,
  messages,
  children,
}: {
  onBack: () => void;
  loadFailed: boolean;
  title: string | undefined;
  status: ReactNode;
  details?: ReactNode;
  messages: readonly SupportMessage[] | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Box>
      <Button
        startIcon={
          <ArrowBackIcon
            sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }}
          />
        }
        onClick={onBack}
        sx={{ mb: 1 }}
      >
        {t('profile.backToList')}
      </Button>
      {loadFailed && <EmptyState text={t('profile.loadFailed')} />}
      {title !== undefined && messages && (
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, borderRadius: 2 }}>
          <Box
            sx={{
              display: 'flex',
              gap: 1,
              alignItems: 'center',
              mb: details ? 1 : 2,
              flexWrap: 'wrap',
            }}
          >
            <Typography
              component="h2"
              sx={{ ...writtenTitle, fontWeight: 700, flex: '1 1 16rem', minWidth: 0 }}
            >
              {title}
            </Typography>
            {status}
          </Box>
          {details}
          <Conversation messages={messages} />
          {children}
        </Paper>
      )}
    </Box>
  );
}

/** A list of requests, each with its title, a second line and its status; click to open. */
export function TicketList<T extends { id: number; title: string; status: SupportStatus }>({
  tickets,
  secondary,
  onOpen,
}: {
  tickets: readonly T[];
  secondary: (ticket: T) => string;
  onOpen: (id: number) => void;
}) {
  return (
    <Paper variant="outlined" sx={{ borderRadius: 2 }}>
      <List disablePadding>
        {tickets.map((ticket, i) => (
          <ListItem key={ticket.id} divider={i < tickets.length - 1} disablePadding>
            <ListItemButton onClick={() => onOpen(ticket.id)}>
              <ListItemText
                primary={ticket.title}
                secondary={secondary(ticket)}
                slotProps={{ primary: { sx: writtenTitle } }}
              />
              <StatusChip status={ticket.status} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
