import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { BlogPost } from '@parvaz/domain/contracts/blog';
import { toLocalDigits } from '@parvaz/domain/format/digits';
import { languageMeta } from '@parvaz/i18n';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { NotFoundPage } from '../../components/not-found-page';
import { PageContainer } from '../../components/page-container';
import { lazyPart } from '../../lib/lazy/lazy-part';
import { PageHead } from '../../lib/pages/page-head';
import { pageNotFound, type PagePrefetch } from '../../lib/pages/page-module';
import { useActiveLanguage } from '../../lib/settings/use-active-settings';
import { useAppConfig } from '../../lib/tenant/app-config-context';
import { ContentHtml } from '../../components/content-html';
import { blogPostQuery } from './blog-api';
import { blogListPath, postPath, slugOfPath } from './blog-params';
import { LoadFailedAlert } from './load-failed-alert';
import { PostCard } from './post-card';
import { PostComments } from './post-comments';
import { blogPostingJsonLd } from './post-json-ld';
import { PostMeta } from './post-meta';
import { ShareLinks } from './share-links';

const CommentForm = lazyPart(() => import('./comment-form'));

/** The post the address names, read before the server renders it; an unknown one is a 404. */
export const prefetchBlogPost: PagePrefetch = async ({ queryClient, url, language }) => {
  const slug = slugOfPath(url.pathname);
  if (slug === null) return pageNotFound;
  const query = blogPostQuery(slug, language);
  await queryClient.prefetchQuery(query);
  return queryClient.getQueryData(query.queryKey) === null ? pageNotFound : undefined;
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 5 }}>
      <Typography id={id} component="h2" sx={{ fontSize: 22, fontWeight: 800, mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** The post itself: where it sits, its title, byline, picture, text and tags. */
function Article({ post }: { post: BlogPost }) {
  const { t } = useTranslation();
  const language = useActiveLanguage();
  // A post found in another language than the page's keeps its own language and direction.
  const own = post.lang === language;
  return (
    <Box
      component="article"
      {...(own ? {} : { lang: post.lang, dir: languageMeta[post.lang].dir })}
    >
      <Breadcrumbs aria-label={t('blog.breadcrumb')} sx={{ mb: 2, fontSize: 14 }}>
        <Box component={Link} to="/blogs" sx={{ color: 'text.secondary' }}>
          {t('page.blogs')}
        </Box>
        <Box
          component={Link}
          to={blogListPath({ category: post.category.slug })}
          sx={{ color: 'text.secondary' }}
        >
          {post.category.name}
        </Box>
      </Breadcrumbs>
      <Typography
        component="h1"
        sx={{ fontSize: { xs: 26, md: 36 }, fontWeight: 800, lineHeight: 1.5 }}
      >
        {post.title}
      </Typography>
      <Typography
        sx={{ mt: 1, fontSize: { xs: 16, md: 18 }, color: 'text.secondary', lineHeight: 1.8 }}
      >
        {post.summary}
      </Typography>
      <Box sx={{ mt: 2, display: 'grid', gap: 0.5 }}>
        <Typography component="p" sx={{ fontWeight: 700 }}>
          {t('blog.by', { author: post.author })}
        </Typography>
        <PostMeta post={post} withComments />
        {!own && (
          <Typography component="p" sx={{ fontSize: 13, color: 'text.secondary' }}>
            {t('blog.otherLanguage', { language: languageMeta[post.lang].nativeName })}
          </Typography>
        )}
      </Box>
      <Box
        component="img"
        src={post.image}
        alt=""
        width={640}
        height={360}
        sx={{
          display: 'block',
          width: '100%',
          height: 'auto',
          aspectRatio: '16 / 9',
          borderRadius: 2,
          my: 3,
        }}
      />
      <ContentHtml html={post.html} />
      {post.tags.length > 0 && (
        <Box
          component="ul"
          aria-label={t('blog.tags')}
          sx={{ m: 0, mt: 3, p: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 1 }}
        >
          {post.tags.map((tag) => (
            <li key={tag}>
              <Chip
                component={Link}
                to={blogListPath({ tag })}
                clickable
                variant="outlined"
                label={`#${tag}`}
              />
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}

/**
 * `/blogs/:slug`: the post with its author, date in the reader's calendar, reading time and
 * text; share links; related posts (same category first, then shared tags); the approved
 * comments and the form for a new one. Its head names it (BlogPosting JSON-LD included).
 */
export function BlogPostPage() {
  const { t } = useTranslation();
  const language = useActiveLanguage();
  const config = useAppConfig();
  const { pathname } = useLocation();
  const slug = slugOfPath(pathname);
  const post = useQuery({ ...blogPostQuery(slug ?? '', language), enabled: slug !== null });

  if (slug === null || post.data === null) return <NotFoundPage />;
  if (post.isError)
    return (
      <PageContainer narrow>
        <LoadFailedAlert onRetry={() => void post.refetch()}>
          {t('blog.postLoadFailed')}
        </LoadFailedAlert>
      </PageContainer>
    );
  if (!post.data)
    return (
      <PageContainer narrow>
        <Skeleton variant="text" height={56} width="70%" />
        <Skeleton variant="rounded" height={360} sx={{ mt: 2 }} />
      </PageContainer>
    );
  const data = post.data;
  const path = postPath(data.slug);
  return (
    <PageContainer narrow>
      <PageHead
        title={data.title}
        description={data.summary}
        path={path}
        languages={[data.lang]}
        jsonLd={blogPostingJsonLd(data, config.tenant.name[language], path)}
      />
      <Article post={data} />
      <Divider sx={{ my: 3 }} />
      <ShareLinks path={path} title={data.title} />
      {data.related.length > 0 && (
        <Section title={t('blog.related')}>
          <Box
            component="ul"
            sx={{
              m: 0,
              p: 0,
              listStyle: 'none',
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
            }}
          >
            {data.related.map((related) => (
              <li key={related.slug}>
                <PostCard post={related} headingLevel="h3" compact />
              </li>
            ))}
          </Box>
        </Section>
      )}
      <Section title={`${t('blog.comments')} (${toLocalDigits(String(data.comments), language)})`}>
        <PostComments comments={data.approvedComments} />
        <Box sx={{ mt: 4 }}>
          <Suspense fallback={<Skeleton variant="rounded" height={320} />}>
            <CommentForm key={data.slug} slug={data.slug} />
          </Suspense>
        </Box>
      </Section>
    </PageContainer>
  );
}
