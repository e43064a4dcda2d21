import StarIcon from '@mui/icons-material/Star';
import Box from '@mui/material/Box';
import { toLocalDigits } from '@parvaz/domain/format/digits';
import type { Language } from '@parvaz/domain/languages';
import { useTranslation } from 'react-i18next';
import { countedWith } from '../../lib/format/counted';

/** A hotel's grade as stars, read out as "4 stars". */
export function HotelStars({ stars, language }: { stars: number; language: Language }) {
  const { t } = useTranslation();
  const counted = countedWith(t, language);
  return (
    <Box
      component="span"
      role="img"
      aria-label={counted('hotels.stars', stars)}
      sx={{ display: 'inline-flex', color: '#C77800', verticalAlign: 'middle' }}
    >
      {Array.from({ length: stars }, (_, i) => (
        <StarIcon key={i} sx={{ fontSize: 18 }} aria-hidden />
      ))}
    </Box>
  );
}

/** "8.6 Excellent (124 reviews)": the score on 0–10, the band's word and how many rated. */
export function RatingBadge({
  score,
  count,
  popularity,
  language,
}: {
  score: number;
  count: number;
  popularity: number | null;
  language: Language;
}) {
  const { t } = useTranslation();
  const counted = countedWith(t, language);
  if (count === 0)
    return (
      <Box component="span" sx={{ fontSize: 13, color: 'text.secondary' }}>
        {t('hotels.rating.none')}
      </Box>
    );
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
      <Box
        component="span"
        sx={{
          bgcolor: 'secondary.main',
          color: 'secondary.contrastText',
          fontWeight: 700,
          fontSize: 14,
          borderRadius: 1,
          px: 0.75,
          py: 0.25,
        }}
      >
        {toLocalDigits(score.toFixed(1), language)}
      </Box>
      <Box component="span" sx={{ fontWeight: 600, fontSize: 14 }}>
        {popularity ? t(`hotels.popularity.${popularity}`) : ''}
      </Box>
      <Box component="span" sx={{ fontSize: 13, color: 'text.secondary' }}>
        {counted('hotels.rating.count', count)}
      </Box>
    </Box>
  );
}
