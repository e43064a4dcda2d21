import Box from '@mui/material/Box';
import type { BlogPostSummary } from '@parvaz/domain/contracts/blog';
import { toLocalDigits } from '@parvaz/domain/format/digits';
import { formatDuration } from '@parvaz/domain/format/duration';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLocalDay } from '../../lib/format/date-time';
import { useActiveCalendar, useActiveLanguage } from '../../lib/settings/use-active-settings';

/**
 * When a post came out (the day in the brand's zone, in the reader's calendar), how long it
 * takes to read and, when asked, how many comments it has: one quiet line.
 */
export function PostMeta({
  post,
  withComments = false,
}: {
  post: Pick<BlogPostSummary, 'publishedAt' | 'readingMinutes' | 'comments'>;
  withComments?: boolean;
}) {
  const { t } = useTranslation();
  const language = useActiveLanguage();
  const calendar = useActiveCalendar();
  const parts = [
    formatLocalDay(post.publishedAt, calendar, language),
    t('blog.readingTime', { duration: formatDuration(post.readingMinutes, language) }),
    ...(withComments
      ? [t('blog.commentCount', { n: toLocalDigits(String(post.comments), language) })]
      : []),
  ];
  return (
    <Box
      component="p"
      sx={{
        m: 0,
        color: 'text.secondary',
        fontSize: 13,
        display: 'flex',
        flexWrap: 'wrap',
        columnGap: 0.75,
      }}
    >
      {parts.map((part, n) => (
        <Fragment key={n}>
          {n > 0 && (
            <Box component="span" aria-hidden>
              ·
            </Box>
          )}
          <Box component="span">{part}</Box>
        </Fragment>
      ))}
    </Box>
  );
}
