import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditLogEntry } from '@parvaz/domain/contracts/audit';
import { useEffect, useMemo, useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPager } from '../../components/list-pager';
import { useConsoleTime } from './console-time';
import { useCounted } from '../../lib/format/counted';
import { EmptyState, ProfileSection } from '../profile/profile-parts';
import { auditLogQuery } from './admin-api';
import {
  changeDiff,
  changedFields,
  fieldLabelKey,
  type DiffPart,
  type FieldChange,
} from './audit-changes';
import { ConsoleTabs } from './console-tabs';
import { OperatorOnly } from './operator-only';

const pageSize = 20;
/** The kinds of things the console changes, as the audit log names them. */
const entities = [
  'page',
  'faq',
  'post',
  'category',
  'comment',
  'footer',
  'home',
  'signRequest',
] as const;
const actionColours = {
  create: 'success',
  update: 'info',
  delete: 'error',
  moderate: 'warning',
} as const;

/**
 * A long text's change: the removed words struck out, the added ones marked, with context; a
 * named group (a `bdi` alone may not carry a name) around the text in its own direction.
 */
function TextDiff({ parts, label }: { parts: DiffPart[]; label: string }) {
  return (
    <Box role="group" aria-label={label}>
      <Box
        component="bdi"
        sx={{ display: 'block', whiteSpace: 'pre-wrap', fontFamily: 'monospace', fontSize: 12 }}
      >
        {parts.map((part, index) =>
          part.kind === 'removed' ? (
            <Box key={index} component="del" sx={{ bgcolor: 'rgba(211, 47, 47, 0.08)' }}>
              {part.text}
            </Box>
          ) : part.kind === 'added' ? (
            <Box key={index} component="ins" sx={{ bgcolor: 'rgba(46, 125, 50, 0.1)' }}>
              {part.text}
            </Box>
          ) : (
            <Box key={index} component="span">
              {part.text}
            </Box>
          ),
        )}
      </Box>
    </Box>
  );
}

/** One field's change: a long text as its diff (worked out once, when shown), else both sides. */
function FieldChangeShown({ change }: { change: FieldChange }) {
  const { t } = useTranslation();
  const diff = useMemo(() => changeDiff(change), [change]);
  return (
    <Box>
      <Typography component="dt" sx={{ fontWeight: 700, fontSize: 13 }}>
        {t(fieldLabelKey(change.field), { defaultValue: change.field })}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontSize: 13, wordBreak: 'break-word' }}>
        {diff ? (
          <TextDiff parts={diff} label={t('admin.diffShown')} />
        ) : (
          <>
            <Box component="del" sx={{ color: 'error.dark' }}>
              <bdi>{change.before || '—'}</bdi>
            </Box>{' '}
            →{' '}
            <Box component="ins" sx={{ color: 'success.dark', textDecoration: 'none' }}>
              <bdi>{change.after || '—'}</bdi>
            </Box>
          </>
        )}
      </Typography>
    </Box>
  );
}

/** One record of the log; its changed fields shown once opened (or from the start: `open`). */
export function AuditRecord({
  entry,
  open: openAtFirst = false,
}: {
  entry: AuditLogEntry;
  open?: boolean;
}) {
  const { t } = useTranslation();
  const counted = useCounted();
  const time = useConsoleTime();
  const changes = useMemo(
    () => changedFields(entry.before, entry.after, time),
    [entry.before, entry.after, time],
  );
  // The fields are listed (and long texts diffed) only once the record is opened; a record opened
  // before the page woke (the browser opens <details> itself) is listed as soon as it wakes.
  const [open, setOpen] = useState(openAtFirst);
  const details = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (details.current?.open) setOpen(true);
  }, []);
  return (
    <Paper component="li" variant="outlined" sx={{ p: 1.5, borderRadius: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Chip
          size="small"
          color={actionColours[entry.action]}
          label={t(`admin.action.${entry.action}`)}
        />
        <Typography sx={{ fontWeight: 700 }}>
          {t(`admin.entity.${entry.entity}`, { defaultValue: entry.entity })}
        </Typography>
        <Typography component="bdi" dir="ltr" sx={{ color: 'text.secondary' }}>
          {entry.entityKey}
        </Typography>
      </Box>
      <Typography sx={{ fontSize: 13, color: 'text.secondary', mt: 0.5 }}>
        {time(entry.at)} · <bdi>{entry.actor ?? t('admin.system')}</bdi>
      </Typography>
      {changes.length > 0 && (
        <Box
          component="details"
          ref={details}
          open={openAtFirst}
          sx={{ mt: 1 }}
          onToggle={(event: SyntheticEvent<HTMLDetailsElement>) =>
            setOpen(event.currentTarget.open)
          }
        >
          <Box component="summary" sx={{ cursor: 'pointer' }}>
            {counted('admin.changedFields', changes.length)}
          </Box>
          {open && (
            <Box component="dl" sx={{ m: 0, mt: 1, display: 'grid', gap: 0.5 }}>
              {changes.map((change) => (
                <FieldChangeShown key={change.field} change={change} />
              ))}
            </Box>
          )}
        </Box>
      )}
    </Paper>
  );
}

function AuditLog() {
  const { t } = useTranslation();
  const [entity, setEntity] = useState('');
  const [page, setPage] = useState(1);
  const result = useQuery({
    ...auditLogQuery({ entity, entityKey: '', page, pageSize }),
    placeholderData: keepPreviousData,
  });
  const items = result.data?.items ?? [];
  return (
    <ProfileSection title={t('page.admin')}>
      <ConsoleTabs current="/admin/audit" />
      <Typography component="p" sx={{ color: 'text.secondary', mb: 2 }}>
        {t('admin.auditIntro')}
      </Typography>
      <TextField
        select
        size="small"
        label={t('admin.entityFilter')}
        value={entity}
        onChange={(event) => {
          setEntity(event.target.value);
          setPage(1);
        }}
        sx={{ minWidth: 220, mb: 2 }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{t('admin.entity.all')}</MenuItem>
        {entities.map((name) => (
          <MenuItem key={name} value={name}>
            {t(`admin.entity.${name}`)}
          </MenuItem>
        ))}
      </TextField>
      {result.isPending && <Typography>{t('profile.loading')}</Typography>}
      {result.isError && <EmptyState text={t('admin.loadFailed')} />}
      {result.data && items.length === 0 && <EmptyState text={t('admin.auditEmpty')} />}
      {items.length > 0 && (
        <Box
          component="ul"
          aria-label={t('admin.tab.audit')}
          sx={{ display: 'grid', gap: 1.5, listStyle: 'none', p: 0, m: 0 }}
        >
          {items.map((entry) => (
            <AuditRecord key={entry.id} entry={entry} />
          ))}
        </Box>
      )}
      <ListPager total={result.data?.total ?? 0} pageSize={pageSize} page={page} onPage={setPage} />
    </ProfileSection>
  );
}

/** The operator's audit log: every change to the brand's content, who made it and what it was. */
export function AuditLogPage() {
  return (
    <OperatorOnly>
      <AuditLog />
    </OperatorOnly>
  );
}
