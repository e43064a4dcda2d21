import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Language } from '@parvaz/domain/languages';
import type { CalendarMode } from '@parvaz/domain/tenants/tenants';
import { useTranslation } from 'react-i18next';
import { useActiveCalendar, useActiveLanguage } from '../../lib/settings/use-active-settings';
import { useTenant } from '../../lib/tenant/app-config-context';
import { formatLongDate } from '../../lib/format/calendar-date';
import { useHydrated } from '../../lib/hydration/use-hydrated';

/** A dashed flight path and a plane; decoration only. */
function FlightPathArt() {
  return (
    <Box
      component="svg"
      viewBox="0 0 600 300"
      aria-hidden
      focusable="false"
      sx={{
        position: 'absolute',
        insetInlineEnd: { xs: -120, md: 0 },
        bottom: 0,
        width: { xs: 420, md: 640 },
        height: 'auto',
        opacity: { xs: 0.35, md: 0.9 },
        pointerEvents: 'none',
        transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none'),
      }}
    >
      <path
        d="M20 280 C 180 250, 300 160, 470 70"
        fill="none"
        stroke="#fff"
        strokeOpacity=".5"
        strokeWidth="3"
        strokeDasharray="2 14"
        strokeLinecap="round"
      />
      <g transform="translate(455 28) rotate(-6) scale(1.4)">
        <path d="M10 30.5 54 12 39.5 52 31 37.5Z" fill="#FB3640" />
        <path d="M31 37.5 29 47 35.5 41.5" fill="#FB3640" opacity=".75" />
      </g>
    </Box>
  );
}

/**
 * "Today" is the visitor's day, which the server (in another time zone) cannot know: the line
 * keeps its height and fills in once the page has hydrated.
 */
function TodayLine({ calendar, language }: { calendar: CalendarMode; language: Language }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  return (
    <Typography component="p" sx={{ fontSize: 15, opacity: 0.9 }}>
      {hydrated
        ? t('home.today', { date: formatLongDate(new Date(), calendar, language) })
        : '\u00a0'}
    </Typography>
  );
}

export function HomeHero() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const language = useActiveLanguage();
  const calendar = useActiveCalendar();

  return (
    <Box
      component="section"
      aria-labelledby="home-title"
      sx={{
        position: 'relative',
        overflow: 'hidden',
        color: 'secondary.contrastText',
        background: (theme) =>
          `linear-gradient(135deg, ${theme.palette.secondary.main} 0%, ${theme.palette.secondary.dark} 100%)`,
      }}
    >
      <FlightPathArt />
      <Box
        sx={{
          position: 'relative',
          maxWidth: 1440,
          mx: 'auto',
          px: { xs: 2, sm: 3, md: 4 },
          py: { xs: 6, md: 10 },
        }}
      >
        <Box sx={{ width: 56, height: 5, borderRadius: 3, bgcolor: 'primary.main', mb: 3 }} />
        <Typography
          id="home-title"
          component="h1"
          sx={{ fontSize: { xs: 36, md: 56 }, fontWeight: 700, lineHeight: 1.15, mb: 2 }}
        >
          {tenant.name[language]}
        </Typography>
        <Typography
          component="p"
          sx={{ fontSize: { xs: 18, md: 22 }, maxWidth: 640, opacity: 0.95, mb: 3 }}
        >
          {t('home.tagline')}
        </Typography>
        <TodayLine calendar={calendar} language={language} />
      </Box>
    </Box>
  );
}
