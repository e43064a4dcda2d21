import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useActiveCalendar, useActiveLanguage } from '../../lib/settings/use-active-settings';
import { formatLongDate } from '../../lib/format/calendar-date';
import { homePageQuery } from './home-api';
import { dateOfIso, flightsUrl } from '../flights/search-params';
import { emptySearch } from '../flights/search-box';
import { useMoney } from '../../lib/money/use-money';

/**
 * The six cheapest-route shortcuts (spec section 2), the routes the operator chose for the home
 * page; a click searches that route on its cheapest day.
 */
export default function CheapestRoutes() {
  const { t } = useTranslation();
  const language = useActiveLanguage();
  const display = useMoney();
  const calendar = useActiveCalendar();
  const navigate = useNavigate();
  const home = useQuery(homePageQuery(language));
  const routes = home.data?.routes;
  if (routes?.length === 0) return null;

  return (
    <Box component="section" aria-labelledby="cheapest-title" sx={{ mt: { xs: 4, md: 6 } }}>
      <Typography
        id="cheapest-title"
        component="h2"
        sx={{ fontSize: { xs: 22, md: 26 }, fontWeight: 700, mb: 0.5 }}
      >
        {t('home.cheapestTitle')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('home.cheapestSubtitle')}</Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
        }}
      >
        {home.isPending &&
          Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} variant="rounded" height={104} sx={{ borderRadius: 2 }} />
          ))}
        {routes?.map((route) => {
          const day = route.date ? dateOfIso(route.date) : null;
          const fare =
            route.price !== null && route.currency
              ? display.format({ amount: route.price, currency: route.currency })
              : null;
          const title = t('home.routeName', {
            origin: route.originName,
            destination: route.destinationName,
          });
          return (
            <ButtonBase
              key={`${route.origin}-${route.destination}`}
              focusRipple
              disabled={!route.date}
              onClick={() =>
                route.date &&
                void navigate(
                  flightsUrl({
                    ...emptySearch,
                    // A route's fare is one way's.
                    roundTrip: false,
                    origin: route.origin,
                    destination: route.destination,
                    departureDate: route.date,
                  }),
                )
              }
              aria-label={
                fare && day
                  ? t('home.routeAria', {
                      route: title,
                      fare,
                      date: formatLongDate(day, calendar, language),
                    })
                  : title
              }
              sx={{
                display: 'block',
                textAlign: 'start',
                p: 2,
                borderRadius: 2,
                border: 1,
                borderColor: 'divider',
                bgcolor: 'background.paper',
                transition: 'box-shadow .2s, border-color .2s',
                '&:hover, &.Mui-focusVisible': { boxShadow: 3, borderColor: 'primary.main' },
              }}
            >
              <Box
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1,
                  fontWeight: 700,
                  fontSize: 18,
                }}
              >
                <span>{route.originName}</span>
                <ArrowForwardIcon
                  fontSize="small"
                  aria-hidden
                  sx={{
                    transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none'),
                    color: 'primary.main',
                  }}
                />
                <span>{route.destinationName}</span>
              </Box>
              <Typography sx={{ mt: 1, color: 'text.secondary', fontSize: 14 }}>
                {day ? formatLongDate(day, calendar, language) : t('home.noFareYet')}
              </Typography>
              {fare && (
                <Typography sx={{ mt: 0.5, fontWeight: 700, color: 'success.dark' }}>
                  {t('home.fromFare', { fare })}
                </Typography>
              )}
            </ButtonBase>
          );
        })}
      </Box>
    </Box>
  );
}
