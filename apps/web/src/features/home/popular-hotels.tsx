import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { HomeHotel } from '@parvaz/domain/contracts/home-page';
import { useTranslation } from 'react-i18next';
import { useActiveLanguage } from '../../lib/settings/use-active-settings';
import { HotelStars, RatingBadge } from '../hotels/hotel-badges';
import { HomeCard } from './home-card';
import { HomeSection } from './home-section';

/** The hotels the operator shows as popular, each a card whose name leads to its page. */
export function PopularHotels({ hotels }: { hotels: readonly HomeHotel[] }) {
  const { t } = useTranslation();
  const language = useActiveLanguage();
  if (hotels.length === 0) return null;
  return (
    <HomeSection
      titleId="popular-hotels-title"
      title={t('home.popularHotels')}
      columns={{ sm: 2, md: 3 }}
    >
      {hotels.map((hotel) => (
        <HomeCard
          key={hotel.id}
          to={`/hotels/${hotel.id}`}
          picture={{
            src: hotel.image,
            width: 320,
            height: 200,
            aspectRatio: '16 / 10',
            cover: true,
          }}
          title={hotel.name}
          gap={0.75}
        >
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
        </HomeCard>
      ))}
    </HomeSection>
  );
}
