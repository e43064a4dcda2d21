import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { HomeHotel } from '@parvaz/domain/contracts/home-page';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useActiveLanguage } from '../../lib/settings/use-active-settings';
import { HotelStars, RatingBadge } from '../hotels/hotel-badges';

const linkStyle = {
  color: 'inherit',
  textDecoration: 'none',
  '&:hover, &:focus-visible': { textDecoration: 'underline' },
} as const;

/** The hotels the operator shows as popular, each a card whose name leads to its page. */
export function PopularHotels({ hotels }: { hotels: readonly HomeHotel[] }) {
  const { t } = useTranslation();
  const language = useActiveLanguage();
  if (hotels.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="popular-hotels-title" sx={{ mt: { xs: 5, md: 8 } }}>
      <Typography
        id="popular-hotels-title"
        component="h2"
        sx={{ fontSize: { xs: 22, md: 26 }, fontWeight: 700, mb: 2 }}
      >
        {t('home.popularHotels')}
      </Typography>
      <Box
        component="ul"
        sx={{
          display: 'grid',
          gap: 2,
          m: 0,
          p: 0,
          listStyle: 'none',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
        }}
      >
        {hotels.map((hotel) => (
          <Paper
            component="li"
            key={hotel.id}
            variant="outlined"
            sx={{ borderRadius: 2, overflow: 'hidden', display: 'flex', flexDirection: 'column' }}
          >
            <Box
              component={Link}
              to={`/hotels/${hotel.id}`}
              tabIndex={-1}
              aria-hidden
              sx={{ display: 'block' }}
            >
              <Box
                component="img"
                src={hotel.image}
                alt=""
                width={320}
                height={200}
                loading="lazy"
                decoding="async"
                sx={{
                  display: 'block',
                  width: '100%',
                  height: 'auto',
                  aspectRatio: '16 / 10',
                  objectFit: 'cover',
                  bgcolor: 'action.hover',
                }}
              />
            </Box>
            <Box sx={{ p: 2, display: 'grid', gap: 0.75 }}>
              <Typography component="h3" sx={{ fontWeight: 800, fontSize: 17 }}>
                <Box component={Link} to={`/hotels/${hotel.id}`} sx={linkStyle}>
                  {hotel.name}
                </Box>
              </Typography>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                <Typography component="span" sx={{ color: 'text.secondary', fontSize: 14 }}>
                  {hotel.city}
                </Typography>
                <HotelStars stars={hotel.stars} language={language} />
              </Box>
              <RatingBadge
                score={hotel.rating.score}
                count={hotel.rating.count}
                popularity={hotel.popularity}
                language={language}
              />
            </Box>
          </Paper>
        ))}
      </Box>
    </Box>
  );
}
