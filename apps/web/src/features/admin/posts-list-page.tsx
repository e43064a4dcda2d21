import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  postStates,
  type AdminPostSummary,
  type PostState,
} from '@parvaz/domain/contracts/admin-posts';
import { languages, type Language } from '@parvaz/domain/languages';
import { toLocalDigits } from '@parvaz/domain/format/digits';
import { languageMeta } from '@parvaz/i18n';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ListPager } from '../../components/list-pager';
import { useConsoleTime } from './console-time';
import { useActiveLanguage } from '../../lib/settings/use-active-settings';
import { EmptyState, ProfileSection } from '../profile/profile-parts';
import { adminPostsQuery } from './admin-posts-api';
import { ConsoleTabs } from './console-tabs';
import { OperatorOnly } from './operator-only';

const pageSize = 20;

/** Colours of a state that keep their text's contrast on white. */
export const stateColours = {
  draft: 'default',
  scheduled: 'info',
  published: 'success',
} as const satisfies Record<PostState, string>;

function PostRow({ post }: { post: AdminPostSummary }) {
  const { t } = useTranslation();
  const language = useActiveLanguage();
  const when = useConsoleTime();
  const time =
    post.state === 'draft' || !post.publishedAt
      ? t('admin.posts.updatedOn', { date: when(post.updatedAt) })
      : t(post.state === 'scheduled' ? 'admin.posts.scheduledFor' : 'admin.posts.publishedOn', {
          date: when(post.publishedAt),
        });
  return (
    <Paper component="li" variant="outlined" sx={{ p: 1.5, borderRadius: 2 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip
          size="small"
          color={stateColours[post.state]}
          label={t(`admin.posts.stateName.${post.state}`)}
        />
        <Chip size="small" variant="outlined" label={languageMeta[post.lang].nativeName} />
        <Link
          component={RouterLink}
          to={`/admin/posts/${post.id}`}
          lang={post.lang}
          dir="auto"
          sx={{ fontWeight: 700, minWidth: 0, overflowWrap: 'anywhere' }}
          aria-label={t('admin.posts.editNamed', { title: post.title })}
        >
          {post.title}
        </Link>
      </Box>
      <Typography sx={{ fontSize: 13, color: 'text.secondary', mt: 0.5 }}>
        <Box component="span" dir="ltr" sx={{ unicodeBidi: 'isolate' }}>
          /blogs/{post.slug}
        </Box>
        {' · '}
        <bdi>{post.category.name}</bdi>
        {' · '}
        {t('admin.posts.by', { author: post.author })}
      </Typography>
      <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
        {time} ·{' '}
        {t('admin.posts.commentsN', {
          count: post.comments,
          n: toLocalDigits(String(post.comments), language),
        })}
      </Typography>
    </Paper>
  );
}

function PostsList() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const lang = languages.find((code) => code === params.get('lang'));
  const status = postStates.find((state) => state === params.get('status'));
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [typed, setTyped] = useState(q);
  const result = useQuery({
    ...adminPostsQuery({ lang, status, q, page, pageSize }),
    placeholderData: keepPreviousData,
  });
  const change = (next: Record<string, string | number | undefined>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries({ page: undefined, ...next })) {
      if (value === undefined || value === '' || value === 1) merged.delete(key);
      else merged.set(key, String(value));
    }
    setParams(merged, { replace: true });
  };
  const items = result.data?.items ?? [];
  return (
    <ProfileSection
      title={t('page.admin')}
      actions={
        <Button
          component={RouterLink}
          to="/admin/posts/new"
          variant="contained"
          startIcon={<AddIcon />}
        >
          {t('admin.posts.new')}
        </Button>
      }
    >
      <ConsoleTabs current="/admin/posts" />
      <Box
        component="form"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          change({ q: typed.trim() });
        }}
        sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', mb: 2, alignItems: 'center' }}
      >
        <TextField
          select
          size="small"
          label={t('admin.posts.language')}
          value={lang ?? ''}
          onChange={(event) => change({ lang: event.target.value })}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">{t('admin.posts.allLanguages')}</MenuItem>
          {languages.map((code: Language) => (
            <MenuItem key={code} value={code} lang={code}>
              {languageMeta[code].nativeName}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('admin.posts.state')}
          value={status ?? ''}
          onChange={(event) => change({ status: event.target.value })}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">{t('admin.posts.allStates')}</MenuItem>
          {postStates.map((state) => (
            <MenuItem key={state} value={state}>
              {t(`admin.posts.stateName.${state}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          type="search"
          label={t('admin.posts.search')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          sx={{ flex: '1 1 220px' }}
        />
        <Button type="submit" variant="outlined">
          {t('admin.posts.searchButton')}
        </Button>
      </Box>
      {result.isPending && <Typography>{t('profile.loading')}</Typography>}
      {result.isError && <EmptyState text={t('admin.loadFailed')} />}
      {result.data && items.length === 0 && <EmptyState text={t('admin.posts.empty')} />}
      {items.length > 0 && (
        <Box
          component="ul"
          aria-label={t('admin.tab.posts')}
          sx={{ display: 'grid', gap: 1.5, listStyle: 'none', p: 0, m: 0 }}
        >
          {items.map((post) => (
            <PostRow key={post.id} post={post} />
          ))}
        </Box>
      )}
      <ListPager
        total={result.data?.total ?? 0}
        pageSize={pageSize}
        page={page}
        onPage={(next) => change({ page: next })}
      />
    </ProfileSection>
  );
}

/** The brand's posts of every state and language, searched, a page at a time. */
export function PostsListPage() {
  return (
    <OperatorOnly>
      <PostsList />
    </OperatorOnly>
  );
}
