import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FaqGroup } from '@parvaz/domain/contracts/pages';
import { toLocalDigits } from '@parvaz/domain/format/digits';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PageContainer } from '../../components/page-container';
import { VisuallyHidden } from '../../components/visually-hidden';
import { useCounted } from '../../lib/format/counted';
import { PageHead } from '../../lib/pages/page-head';
import type { PagePrefetch } from '../../lib/pages/page-module';
import { useActiveLanguage } from '../../lib/settings/use-active-settings';
import { useTenant } from '../../lib/tenant/app-config-context';
import { faqQuery } from './content-api';
import { ContentHtml } from '../../components/content-html';
import { Disclosure } from '../../components/disclosure';
import { faqJsonLd, filterFaqs } from './faq-filter';

export const prefetchFaq: PagePrefetch = ({ queryClient, language }) =>
  queryClient.prefetchQuery(faqQuery(language));

/** The id of a topic's section, which the topic menu links to. */
const sectionId = (topic: string) => `faq-${topic}`;

function TopicMenu({ groups, label }: { groups: readonly FaqGroup[]; label: string }) {
  const counted = useCounted();
  const language = useActiveLanguage();
  return (
    <Box component="nav" aria-label={label} sx={{ position: { md: 'sticky' }, top: { md: 88 } }}>
      <Typography component="h2" sx={{ fontWeight: 700, fontSize: 15, mb: 1 }}>
        {label}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'flex',
          flexDirection: { xs: 'row', md: 'column' },
          flexWrap: 'wrap',
          gap: 1,
        }}
      >
        {groups.map((group) => (
          <li key={group.id}>
            <Link
              href={`#${sectionId(group.id)}`}
              underline="none"
              sx={{
                position: 'relative',
                display: 'flex',
                justifyContent: 'space-between',
                gap: 1.5,
                px: 1.5,
                py: 0.75,
                borderRadius: 2,
                border: '1px solid',
                borderColor: 'divider',
                color: 'text.primary',
                fontWeight: 600,
                fontSize: 15,
                '&:hover': { bgcolor: 'action.hover' },
                '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main' },
              }}
            >
              <span>{group.title}</span>
              <Box component="span" aria-hidden sx={{ color: 'text.secondary', fontWeight: 500 }}>
                {toLocalDigits(String(group.items.length), language)}
              </Box>
              <VisuallyHidden>{counted('faq.count', group.items.length)}</VisuallyHidden>
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}

function Topic({ group }: { group: FaqGroup }) {
  const headingId = useId();
  return (
    <Box
      component="section"
      id={sectionId(group.id)}
      aria-labelledby={headingId}
      sx={{ scrollMarginTop: 96 }}
    >
      <Typography id={headingId} component="h2" sx={{ fontSize: 20, fontWeight: 800, mb: 1.5 }}>
        {group.title}
      </Typography>
      {group.items.map((item) => (
        <Disclosure
          key={item.id}
          sx={{
            '&:first-of-type': { borderTopLeftRadius: 4, borderTopRightRadius: 4 },
            '&:last-of-type': { borderBottomLeftRadius: 4, borderBottomRightRadius: 4 },
            '&:not(:last-of-type)': { borderBottom: 0 },
          }}
          summary={
            <Typography component="span" sx={{ fontWeight: 700, fontSize: 16 }}>
              {item.question}
            </Typography>
          }
        >
          <ContentHtml html={item.answer} />
        </Disclosure>
      ))}
    </Box>
  );
}

/** The topics' menu beside the topics with their questions. */
export function FaqTopics({
  groups,
  menuLabel,
}: {
  groups: readonly FaqGroup[];
  menuLabel: string;
}) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 3, md: 5 },
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '240px minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      <TopicMenu groups={groups} label={menuLabel} />
      <Box sx={{ display: 'grid', gap: 4 }}>
        {groups.map((group) => (
          <Topic key={group.id} group={group} />
        ))}
      </Box>
    </Box>
  );
}

/**
 * /faq: the brand's questions by topic, with a menu of the topics, a search that narrows them as
 * one types (`?q=` starts it), an accordion per question that opens with Enter or Space, and
 * the FAQPage structured data search engines show as rich results.
 */
export function FaqPage() {
  const { t } = useTranslation();
  const counted = useCounted();
  const language = useActiveLanguage();
  const tenant = useTenant();
  const [params] = useSearchParams();
  const [query, setQuery] = useState(() => params.get('q') ?? '');
  const faqs = useQuery(faqQuery(language));
  const shown = useMemo(() => filterFaqs(faqs.data ?? [], query), [faqs.data, query]);
  const found = shown.reduce((sum, group) => sum + group.items.length, 0);
  const title = t('page.faq');

  return (
    <PageContainer>
      <PageHead
        title={title}
        description={t('faq.description', { brand: tenant.name[language] })}
        path="/faq"
        {...(faqs.data ? { jsonLd: faqJsonLd(faqs.data) } : {})}
      />
      <Typography component="h1" sx={{ fontSize: { xs: 26, md: 34 }, fontWeight: 800, mb: 1 }}>
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3, maxWidth: 720 }}>
        {t('faq.intro')}
      </Typography>
      <TextField
        type="search"
        label={t('faq.search')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        fullWidth
        sx={{ maxWidth: 720, mb: 1 }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon aria-hidden />
              </InputAdornment>
            ),
          },
        }}
      />
      <Typography
        role="status"
        sx={{ color: 'text.secondary', fontSize: 14, mb: 3, minHeight: 21 }}
      >
        {query.trim() && faqs.data ? counted('faq.found', found) : ''}
      </Typography>
      {faqs.isError && <Alert severity="error">{t('faq.loadFailed')}</Alert>}
      {!faqs.data && !faqs.isError && <Skeleton variant="rounded" height={420} />}
      {faqs.data && found === 0 && (
        <Alert severity="info">
          {t('faq.noMatch', { query: query.trim() })}{' '}
          <Link component={RouterLink} to="/contactUs" sx={{ fontWeight: 700 }}>
            {t('faq.contactUs')}
          </Link>
        </Alert>
      )}
      {shown.length > 0 && <FaqTopics groups={shown} menuLabel={t('faq.topics')} />}
    </PageContainer>
  );
}
