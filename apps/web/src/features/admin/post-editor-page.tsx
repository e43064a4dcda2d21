import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { AdminPost } from '@parvaz/domain/contracts/admin-posts';
import { toLocalDigits } from '@parvaz/domain/format/digits';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useConsoleTime } from './console-time';
import { useActiveLanguage } from '../../lib/settings/use-active-settings';
import { EmptyState } from '../profile/profile-parts';
import {
  adminCategoriesQuery,
  adminPostKeys,
  adminPostQuery,
  adminPostsQuery,
  deletePost,
} from './admin-posts-api';
import { ConsoleItemSection } from './console-item-section';
import { OperatorOnly } from './operator-only';
import { PostFormBody } from './post-form';
import { stateColours } from './posts-list-page';

/** Removes a post nobody has commented on, once the operator says so. */
function DeletePost({ post }: { post: AdminPost }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const remove = async () => {
    const result = await deletePost(post.id);
    if (!result.ok) {
      setProblem(result.error.message);
      setOpen(false);
      return;
    }
    await queryClient.invalidateQueries({ queryKey: adminPostKeys.all });
    void navigate('/admin/posts', { replace: true });
  };
  return (
    <>
      <Button color="error" onClick={() => setOpen(true)}>
        {t('admin.posts.delete')}
      </Button>
      {problem && <Alert severity="error">{problem}</Alert>}
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="delete-post-title">
        <DialogTitle id="delete-post-title">{t('admin.posts.deleteTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('admin.posts.deleteText')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('admin.posts.cancel')}</Button>
          <Button color="error" variant="contained" onClick={() => void remove()}>
            {t('admin.posts.delete')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/** Where the post stands: its state, and when it went or goes up, on the brand's clock. */
function PostState({ post }: { post: AdminPost }) {
  const { t } = useTranslation();
  const language = useActiveLanguage();
  const time = useConsoleTime();
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
      <Chip
        color={stateColours[post.state]}
        label={t('admin.posts.nowState', { state: t(`admin.posts.stateName.${post.state}`) })}
      />
      {post.publishedAt && (
        <Typography sx={{ color: 'text.secondary', fontSize: 14 }}>
          {t(post.state === 'scheduled' ? 'admin.posts.scheduledFor' : 'admin.posts.publishedOn', {
            date: time(post.publishedAt),
          })}
        </Typography>
      )}
      <Typography sx={{ color: 'text.secondary', fontSize: 14 }}>
        {t('admin.posts.commentsN', {
          count: post.comments,
          n: toLocalDigits(String(post.comments), language),
        })}
      </Typography>
    </Box>
  );
}

function PostEditor() {
  const { t } = useTranslation();
  const param = useParams().id ?? 'new';
  const id = param === 'new' ? null : Number(param);
  const saved = (useLocation().state as { text?: string } | null)?.text;
  const post = useQuery({ ...adminPostQuery(id ?? 0), enabled: id !== null });
  const categories = useQuery(adminCategoriesQuery());
  // A new post learns the brand's zone from the list's answer.
  const zone = useQuery({
    ...adminPostsQuery({ q: '', page: 1, pageSize: 1 }),
    enabled: id === null,
  });
  const timeZone = post.data?.timeZone ?? zone.data?.timeZone;
  const failed = post.isError || categories.isError || zone.isError;
  const ready = categories.data && timeZone && (id === null || post.data);
  return (
    <ConsoleItemSection list="/admin/posts" backLabel={t('admin.posts.back')}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1, flexWrap: 'wrap' }}>
        <Typography component="h2" variant="h6" sx={{ flex: 1 }}>
          {t(id === null ? 'admin.posts.newTitle' : 'admin.posts.editTitle')}
        </Typography>
        {post.data && post.data.comments === 0 && <DeletePost post={post.data} />}
      </Box>
      {post.data && <PostState post={post.data} />}
      {saved && post.data && (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {saved}
        </Alert>
      )}
      {failed && <EmptyState text={post.error?.message || t('admin.loadFailed')} />}
      {!failed && !ready && <Typography>{t('profile.loading')}</Typography>}
      {!failed && ready && (
        <PostFormBody
          key={id ?? 'new'}
          post={post.data ?? null}
          categories={categories.data.items}
          timeZone={timeZone}
        />
      )}
    </ConsoleItemSection>
  );
}

/** One post in the console: written, previewed, saved as a draft, published or scheduled. */
export function PostEditorPage() {
  return (
    <OperatorOnly>
      <PostEditor />
    </OperatorOnly>
  );
}
