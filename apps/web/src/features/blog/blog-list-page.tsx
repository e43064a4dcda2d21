import RssFeedIcon from '@mui/icons-material/RssFeed';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { toLocalDigits } from '@parvaz/domain/format/digits';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageContainer } from '../../components/page-container';
import { PageHead } from '../../lib/pages/page-head';
import type { PagePrefetch } from '../../lib/pages/page-module';
import { useActiveLanguage } from '../../lib/settings/use-active-settings';
import { useAppConfig } from '../../lib/tenant/app-config-context';
import { blogCategoriesQuery, blogPageSize, blogPopularQuery, blogPostsQuery } from './blog-api';
import { ActiveTag, BlogSearch, CategoryLinks } from './blog-filters';
import { blogListPath, readBlogFilters, type BlogFilters } from './blog-params';
import { LoadFailedAlert } from './load-failed-alert';
import { PopularPosts } from './popular-posts';
import { PostCard } from './post-card';

/** The page of posts the address asks for, the categories and the popular posts. */
export const prefetchBlogList: PagePrefetch = ({ queryClient, url, language }) =>
  Promise.all([
    queryClient.prefetchQuery(blogPostsQuery(readBlogFilters(url.searchParams), language)),
    queryClient.prefetchQuery(blogCategoriesQuery(language)),
    queryClient.prefetchQuery(blogPopularQuery(language)),
  ]);

function ListSkeleton() {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      {[0, 1, 2, 3].map((n) => (
        <Skeleton key={n} variant="rounded" height={320} />
      ))}
    </Box>
  );
}

/** The list's pages as links (the address holds the page), in the reader's digits. */
function PostPages({ filters, total }: { filters: BlogFilters; total: number }) {
  const { t } = useTranslation();
  const language = useActiveLanguage();
  const pages = Math.ceil(total / blogPageSize);
  if (pages <= 1) return null;
  const digits = (n: number) => toLocalDigits(String(n), language);
  return (
    <Box
      component="nav"
      aria-label={t('blog.pages')}
      sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}
    >
      <Pagination
        count={pages}
        page={Math.min(filters.page, pages)}
        color="primary"
        getItemAriaLabel={(type, page) =>
          type === 'page' ? t('hotels.pageN', { n: digits(page ?? 1) }) : t(`hotels.page.${type}`)
        }
        renderItem={(item) => (
          <PaginationItem
            {...item}
            component={Link}
            to={blogListPath({ ...filters, page: item.page ?? 1 })}
            page={item.page === null ? null : digits(item.page)}
          />
        )}
      />
    </Box>
  );
}

/**
 * `/blogs`: the brand's posts in the reader's language, newest first, with search, categories,
 * a tag, paging (all in the address, so every view has its link) and the popular posts.
 */
export function BlogListPage() {
  const { t } = useTranslation();
  const language = useActiveLanguage();
  const config = useAppConfig();
  const [params] = useSearchParams();
  const filters = readBlogFilters(params);
  const posts = useQuery(blogPostsQuery(filters, language));
  const categories = useQuery(blogCategoriesQuery(language));
  const brand = config.tenant.name[language];
  const digits = (n: number) => toLocalDigits(String(n), language);

  return (
    <PageContainer>
      <PageHead
        title={t('page.blogs')}
        description={t('blog.description', { brand })}
        path="/blogs"
      />
      <Box
        sx={{
          display: 'flex',
          alignItems: 'flex-start',
          justifyContent: 'space-between',
          gap: 2,
          mb: 3,
        }}
      >
        <Box>
          <Typography component="h1" sx={{ fontSize: { xs: 26, md: 34 }, fontWeight: 800 }}>
            {t('page.blogs')}
          </Typography>
          <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>
            {t('blog.description', { brand })}
          </Typography>
        </Box>
        <Button
          component="a"
          href={`/blogs/feed.xml?lang=${language}`}
          type="application/rss+xml"
          startIcon={<RssFeedIcon />}
          size="small"
          sx={{ flexShrink: 0 }}
        >
          {t('blog.rss')}
        </Button>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 4 },
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 320px' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          <BlogSearch key={filters.q} filters={filters} />
          {categories.data && <CategoryLinks categories={categories.data} filters={filters} />}
          <ActiveTag filters={filters} />
          {filters.q && posts.data && (
            <Typography component="p" role="status" sx={{ fontWeight: 700 }}>
              {t('blog.resultsFor', { q: filters.q })} —{' '}
              {t('blog.found', { n: digits(posts.data.total) })}
            </Typography>
          )}
          {posts.isError ? (
            <LoadFailedAlert onRetry={() => void posts.refetch()}>
              {t('messages:blogListFailed')}
            </LoadFailedAlert>
          ) : !posts.data ? (
            <ListSkeleton />
          ) : posts.data.items.length === 0 ? (
            <Alert
              severity="info"
              action={
                <Button component={Link} to="/blogs" color="inherit" size="small">
                  {t('blog.showAll')}
                </Button>
              }
            >
              {t('blog.empty')}
            </Alert>
          ) : (
            <Box
              component="ul"
              aria-busy={posts.isPlaceholderData}
              sx={{
                m: 0,
                p: 0,
                listStyle: 'none',
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' },
                opacity: posts.isPlaceholderData ? 0.6 : 1,
              }}
            >
              {posts.data.items.map((post, index) => (
                <li key={post.slug}>
                  <PostCard post={post} eager={index === 0} />
                </li>
              ))}
            </Box>
          )}
          {posts.data && <PostPages filters={filters} total={posts.data.total} />}
        </Box>
        <Box component="aside" sx={{ position: { md: 'sticky' }, top: { md: 96 } }}>
          <PopularPosts />
        </Box>
      </Box>
    </PageContainer>
  );
}
