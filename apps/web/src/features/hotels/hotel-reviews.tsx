import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { HotelDetail } from '@parvaz/domain/contracts/hotels';
import { toLocalDigits } from '@parvaz/domain/format/digits';
import { ratingCriteria } from '@parvaz/domain/hotels/catalog';
import { useTranslation } from 'react-i18next';
import { formatShortDate } from '../../lib/format/short-date';
import { useActiveCalendar, useActiveLanguage } from '../../lib/settings/use-active-settings';
import { reviewPageSize } from './hotels-api';

/** The four criteria guests rate by, each a bar out of 10. */
export function CriteriaBars({ criteria }: { criteria: HotelDetail['criteria'] }) {
  const { t } = useTranslation();
  const language = useActiveLanguage();
  return (
    <Box sx={{ display: 'grid', gap: 1.25, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      {ratingCriteria.map((criterion) => {
        const score = criteria[criterion] ?? 0;
        const label = t(`hotels.criterion.${criterion}`);
        return (
          <Box key={criterion}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', fontSize: 14, mb: 0.5 }}>
              <span>{label}</span>
              <Box component="span" sx={{ fontWeight: 700 }}>
                {toLocalDigits(score.toFixed(1), language)}
              </Box>
            </Box>
            <LinearProgress
              variant="determinate"
              value={Math.max(0, Math.min(100, score * 10))}
              aria-label={label}
              sx={{ height: 8, borderRadius: 4 }}
            />
          </Box>
        );
      })}
    </Box>
  );
}

/** Guests' reviews, a page at a time, newest first as the server sends them. */
export function HotelReviews({
  reviews,
  page,
  onPage,
}: {
  reviews: HotelDetail['reviews'];
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const language = useActiveLanguage();
  const calendar = useActiveCalendar();
  const digits = (n: number) => toLocalDigits(String(n), language);
  const pages = Math.ceil(reviews.total / reviewPageSize);
  if (reviews.total === 0)
    return <Typography sx={{ color: 'text.secondary' }}>{t('hotels.reviews.none')}</Typography>;
  return (
    <Box>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {reviews.items.map((review) => {
          const values = Object.values(review.criteria);
          const average = values.length ? values.reduce((sum, v) => sum + v, 0) / values.length : 0;
          return (
            <Paper component="li" variant="outlined" key={review.id} sx={{ p: 2, borderRadius: 2 }}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mb: 0.5 }}>
                <Typography dir="auto" sx={{ fontWeight: 700 }}>
                  {review.authorName}
                </Typography>
                <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
                  {formatShortDate(review.createdAt, calendar, language)}
                  {t('list.separator')}
                  {toLocalDigits(average.toFixed(1), language)}
                </Typography>
              </Box>
              {/* A review is in its writer's language, whatever the page's: its own direction. */}
              <Typography dir="auto" sx={{ fontSize: 14, whiteSpace: 'pre-line' }}>
                {review.text}
              </Typography>
            </Paper>
          );
        })}
      </Box>
      {pages > 1 && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
          <Pagination
            count={pages}
            page={Math.min(page, pages)}
            size="small"
            onChange={(_event, next) => onPage(next)}
            getItemAriaLabel={(type, n) =>
              type === 'page' ? t('hotels.pageN', { n: digits(n ?? 1) }) : t(`hotels.page.${type}`)
            }
            renderItem={(item) => (
              <PaginationItem {...item} page={item.page === null ? null : digits(item.page)} />
            )}
          />
        </Box>
      )}
    </Box>
  );
}
