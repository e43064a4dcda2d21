import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { pagePath, pageUrlOfPath } from '@parvaz/domain/content/page-urls';
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { NotFoundPage } from '../../components/not-found-page';
import { PageContainer } from '../../components/page-container';
import { formatShortDate } from '../../lib/format/short-date';
import { lazyPart } from '../../lib/lazy/lazy-part';
import { PageHead } from '../../lib/pages/page-head';
import { pageNotFound, type PagePrefetch } from '../../lib/pages/page-module';
import { useActiveCalendar, useActiveLanguage } from '../../lib/settings/use-active-settings';
import { jobsQuery } from '../careers/careers-api';
import { contentPageQuery } from './content-api';
import { ContentHtml } from '../../components/content-html';

// The contact form under /contactUs's text: a part of its own (the cases feature's), so the
// other content pages carry none of its code.
const ContactForm = lazyPart(
  () => import('../cases/contact-form'),
  ({ pathname }) => pageUrlOfPath(pathname) === 'contactUs',
);
// The open positions and their application forms under /recruitment's text (the careers feature's).
const JobPositions = lazyPart(
  () => import('../careers/job-positions'),
  ({ pathname }) => pageUrlOfPath(pathname) === 'recruitment',
);

/** The page the address names, read before the server renders it; an unknown one is a 404. */
export const prefetchContentPage: PagePrefetch = async ({ queryClient, url, language }) => {
  const page = pageUrlOfPath(url.pathname);
  if (page === null) return pageNotFound;
  const query = contentPageQuery(page, language);
  await Promise.all([
    queryClient.prefetchQuery(query),
    // The positions are in the first HTML, as the page's text is.
    page === 'recruitment' ? queryClient.prefetchQuery(jobsQuery(language)) : undefined,
  ]);
  return queryClient.getQueryData(query.queryKey) === null ? pageNotFound : undefined;
};

/**
 * /aboutUs, /contactUs, /rules, /recruitment, /privacy and /pages/:url: a page the brand's
 * operator writes, in the visitor's language, with its own title, description and links in the
 * head. An address with no page is the site's "not found" page.
 */
export function ContentPage() {
  const { t } = useTranslation();
  const language = useActiveLanguage();
  const calendar = useActiveCalendar();
  const { pathname } = useLocation();
  const url = pageUrlOfPath(pathname);
  const page = useQuery({ ...contentPageQuery(url ?? '', language), enabled: url !== null });

  if (url === null || page.data === null) return <NotFoundPage />;
  if (page.isError)
    return (
      <PageContainer narrow>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void page.refetch()}>
              {t('content.retry')}
            </Button>
          }
        >
          {t('content.loadFailed')}
        </Alert>
      </PageContainer>
    );
  if (!page.data)
    return (
      <PageContainer narrow>
        <Skeleton variant="text" height={56} width="50%" />
        <Skeleton variant="rounded" height={320} sx={{ mt: 2 }} />
      </PageContainer>
    );
  const { title, description, html, updatedAt, languages } = page.data;
  return (
    <PageContainer narrow>
      <PageHead
        title={title}
        description={description}
        path={pagePath(page.data.url)}
        languages={languages}
      />
      <Typography component="h1" sx={{ fontSize: { xs: 26, md: 34 }, fontWeight: 800, mb: 1 }}>
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', fontSize: 14, mb: 3 }}>
        {t('content.updatedAt', {
          date: formatShortDate(updatedAt.slice(0, 10), calendar, language),
        })}
      </Typography>
      <ContentHtml html={html} />
      {page.data.url === 'contactUs' && (
        <Suspense fallback={<Skeleton variant="rounded" height={640} sx={{ mt: 4 }} />}>
          <ContactForm />
        </Suspense>
      )}
      {page.data.url === 'recruitment' && (
        <Suspense fallback={<Skeleton variant="rounded" height={480} sx={{ mt: 4 }} />}>
          <JobPositions />
        </Suspense>
      )}
    </PageContainer>
  );
}
