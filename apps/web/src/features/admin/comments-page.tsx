import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  commentDecisions,
  commentStatuses,
  type CommentDecision,
  type CommentStatus,
} from '@parvaz/domain/blog/comment-rules';
import type { AdminComment } from '@parvaz/domain/contracts/admin-comments';
import { statusKey } from '@parvaz/domain/format/status-words';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ListPager } from '../../components/list-pager';
import { useConsoleTime } from './console-time';
import { EmptyState, ProfileSection } from '../profile/profile-parts';
import { adminCommentKeys, adminCommentsQuery, moderateComment } from './admin-comments-api';
import { ConsoleTabs } from './console-tabs';
import { OperatorOnly } from './operator-only';

const pageSize = 20;
// Colours that keep their text's contrast on white (the warning orange does not).
const decisionColours = { approved: 'success', spam: 'inherit', deleted: 'error' } as const;

/** A comment as the operator decides it: its post, who wrote it, when, its text as text. */
function CommentCard({ comment }: { comment: AdminComment }) {
  const { t } = useTranslation();
  const time = useConsoleTime();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const decide = async (status: CommentDecision) => {
    setProblem(null);
    const result = await moderateComment(comment.id, status);
    if (!result.ok) {
      setProblem(result.error.message);
      return;
    }
    await queryClient.invalidateQueries({ queryKey: adminCommentKeys.all });
  };
  return (
    <Paper component="li" variant="outlined" sx={{ p: 1.5, borderRadius: 2 }}>
      <Typography sx={{ fontWeight: 700 }}>
        <bdi>{comment.fullName}</bdi>
        {comment.email && (
          <Typography component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
            {' · '}
            <bdi>{comment.email}</bdi>
          </Typography>
        )}
      </Typography>
      <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
        {time(comment.createdAt)} · {t('admin.comments.on')}{' '}
        <Link
          component={RouterLink}
          to={`/blogs/${encodeURIComponent(comment.postSlug)}?lang=${comment.lang}`}
          lang={comment.lang}
          underline="always"
        >
          {comment.postTitle}
        </Link>
      </Typography>
      {/* Shown as text: whatever markup a visitor typed stays characters. */}
      <Typography lang={comment.lang} dir="auto" sx={{ mt: 1, whiteSpace: 'pre-wrap' }}>
        {comment.text}
      </Typography>
      {problem && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {problem}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, mt: 1.5, flexWrap: 'wrap' }}>
        {commentDecisions
          .filter((decision) => decision !== comment.status)
          .map((decision) => (
            <Button
              key={decision}
              size="small"
              variant={decision === 'approved' ? 'contained' : 'outlined'}
              color={decisionColours[decision]}
              onClick={() => void decide(decision)}
              aria-label={t(`admin.comments.decideNamed.${decision}`, { name: comment.fullName })}
            >
              {t(`admin.comments.decide.${decision}`)}
            </Button>
          ))}
      </Box>
    </Paper>
  );
}

function Comments() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<CommentStatus>('pending');
  const [page, setPage] = useState(1);
  const result = useQuery({
    ...adminCommentsQuery({ status, page, pageSize }),
    placeholderData: keepPreviousData,
  });
  const items = result.data?.items ?? [];
  return (
    <ProfileSection title={t('page.admin')}>
      <ConsoleTabs current="/admin/comments" />
      <TextField
        select
        size="small"
        label={t('admin.comments.state')}
        value={status}
        onChange={(event) => {
          setStatus(event.target.value as CommentStatus);
          setPage(1);
        }}
        sx={{ minWidth: 220, mb: 2 }}
      >
        {commentStatuses.map((name) => (
          <MenuItem key={name} value={name}>
            {t(statusKey(name))}
          </MenuItem>
        ))}
      </TextField>
      {result.isPending && <Typography>{t('profile.loading')}</Typography>}
      {result.isError && <EmptyState text={t('admin.loadFailed')} />}
      {result.data && items.length === 0 && <EmptyState text={t('admin.comments.empty')} />}
      {items.length > 0 && (
        <Box
          component="ul"
          aria-label={t('admin.tab.comments')}
          sx={{ display: 'grid', gap: 1.5, listStyle: 'none', p: 0, m: 0 }}
        >
          {items.map((comment) => (
            <CommentCard key={comment.id} comment={comment} />
          ))}
        </Box>
      )}
      <ListPager total={result.data?.total ?? 0} pageSize={pageSize} page={page} onPage={setPage} />
    </ProfileSection>
  );
}

/** Visitors' comments on the brand's posts: the pending queue first, each approved or not. */
export function CommentsPage() {
  return (
    <OperatorOnly>
      <Comments />
    </OperatorOnly>
  );
}
