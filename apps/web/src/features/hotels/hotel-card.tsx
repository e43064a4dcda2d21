import HotelIcon from '@mui/icons-material/Hotel';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { HotelSummary } from '@parvaz/domain/contracts/hotels';
import type { Language } from '@parvaz/domain/languages';
import type { CalendarMode } from '@parvaz/domain/tenants/tenants';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { countedWith } from '../../lib/format/counted';
import { formatLocalDateTime } from '../../lib/format/date-time';
import { useMoney } from '../../lib/money/use-money';
import { FacilityIcon, isFacilityKey } from './facility-icons';
import { HotelStars, RatingBadge } from './hotel-badges';

/** How many facility icons a card shows; the detail page lists them all. */
const cardFacilities = 5;

/**
 * One hotel of the list: photo, name, grade, type, address, guests' rating, a few facilities,
 * the price of a night and of the whole stay, and free cancellation when the rate has it (its
 * deadline as the hotel's clock reads, in the user's calendar).
 */
export function HotelCard({
  hotel,
  href,
  nights,
  language,
  calendar,
}: {
  hotel: HotelSummary;
  href: string;
  nights: number;
  language: Language;
  calendar: CalendarMode;
}) {
  const { t } = useTranslation();
  const display = useMoney();
  // Priced by the server in the currency asked for: written as answered.
  const money = (amount: number) => display.show({ amount, currency: hotel.price.currency });
  const facilities = hotel.facilities.filter(isFacilityKey).slice(0, cardFacilities);
  const titleId = `hotel-${hotel.id}-name`;
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-labelledby={titleId}
      data-testid="hotel-card"
      sx={{
        borderRadius: 2,
        overflow: 'hidden',
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0,1fr)', sm: '220px minmax(0,1fr)' },
      }}
    >
      <Box
        sx={{
          bgcolor: 'action.hover',
          aspectRatio: { xs: '16 / 9', sm: 'auto' },
          minHeight: { sm: 180 },
          display: 'grid',
          placeItems: 'center',
        }}
      >
        {hotel.image ? (
          <Box
            component="img"
            src={hotel.image.src}
            alt={hotel.image.alt}
            loading="lazy"
            sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        ) : (
          <HotelIcon sx={{ fontSize: 56, color: 'text.disabled' }} aria-hidden />
        )}
      </Box>
      <Box
        sx={{
          p: 2,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0,1fr)', md: 'minmax(0,1fr) auto' },
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <Typography id={titleId} component="h3" sx={{ fontSize: 18, fontWeight: 700 }}>
              {hotel.name}
            </Typography>
            <HotelStars stars={hotel.stars} language={language} />
          </Box>
          <Typography sx={{ fontSize: 13, color: 'text.secondary', mb: 0.5 }}>
            {t(`hotels.type.${hotel.type}`)}
          </Typography>
          <Typography
            sx={{ fontSize: 14, display: 'flex', alignItems: 'flex-start', gap: 0.5, mb: 1 }}
          >
            <PlaceOutlinedIcon fontSize="small" color="action" aria-hidden />
            <span>{hotel.address}</span>
          </Typography>
          <RatingBadge
            score={hotel.rating.score}
            count={hotel.rating.count}
            popularity={hotel.popularity}
            language={language}
          />
          {facilities.length > 0 && (
            <Box
              aria-label={t('hotels.facilities')}
              role="list"
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}
            >
              {facilities.map((facility) => (
                <Box key={facility} role="listitem" sx={{ display: 'inline-flex' }}>
                  <FacilityIcon facility={facility} />
                </Box>
              ))}
            </Box>
          )}
          {hotel.freeCancellationUntil && (
            <Typography sx={{ fontSize: 13, color: 'success.dark', fontWeight: 600, mt: 1 }}>
              {t('hotels.freeCancellationUntil', {
                date: formatLocalDateTime(hotel.freeCancellationUntil, calendar, language),
              })}
            </Typography>
          )}
        </Box>
        <Box
          sx={{
            display: 'flex',
            flexDirection: 'column',
            alignItems: { xs: 'stretch', md: 'flex-end' },
            justifyContent: 'flex-end',
            gap: 0.5,
            minWidth: { md: 180 },
            textAlign: { xs: 'start', md: 'end' },
          }}
        >
          <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
            {t('hotels.perNight')}
          </Typography>
          <Typography sx={{ fontSize: 20, fontWeight: 800 }} data-testid="hotel-price">
            {money(hotel.price.perNight)}
          </Typography>
          <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
            {countedWith(t, language)('hotels.totalFor', nights, {
              total: money(hotel.price.total),
            })}
          </Typography>
          <Button component={RouterLink} to={href} variant="contained" sx={{ mt: 1 }}>
            {t('hotels.seeRooms')}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
