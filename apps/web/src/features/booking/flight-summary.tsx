import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { QuoteSegment } from '@parvaz/domain/contracts/booking';
import { toLocalDigits } from '@parvaz/domain/format/digits';
import { formatDuration } from '@parvaz/domain/format/duration';
import type { Language } from '@parvaz/domain/languages';
import type { CalendarMode } from '@parvaz/domain/tenants/tenants';
import { useTranslation } from 'react-i18next';
import { LtrText } from '../../components/ltr-text';
import { formatLongDate } from '../../lib/format/calendar-date';
import { cityNameIn } from '../../lib/format/city-name';
import { dateOfIso } from '../flights/search-params';

/** A flight as the summary shows it: a quote's segment without its prices. */
export type SummarySegment = Omit<QuoteSegment, 'price' | 'fee' | 'total'>;

/** "HH:mm" of an ISO time with the airport's offset: the local time at that airport. */
function localClock(iso: string): string {
  return iso.slice(11, 16);
}

/** The quote's or booking's flights: date in the active calendar, local times, airport codes. */
export function FlightSummary({
  segments,
  calendar,
  language,
  compact = false,
}: {
  segments: readonly SummarySegment[];
  calendar: CalendarMode;
  language: Language;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {segments.map((s) => {
        const date = dateOfIso(s.departureDate);
        return (
          <Paper
            key={s.direction}
            variant="outlined"
            component="article"
            aria-label={`${t(`booking.direction.${s.direction}`)}: ${s.airline.name} ${s.flightNumber}`}
            sx={{ p: compact ? 1.5 : 2, borderRadius: 2 }}
          >
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}>
              {s.airline.logo && (
                <Box component="img" src={s.airline.logo} alt="" sx={{ width: 28, height: 28 }} />
              )}
              <Typography sx={{ fontWeight: 700 }}>
                {t(`booking.direction.${s.direction}`)} · {s.airline.name}{' '}
                <LtrText>{s.flightNumber}</LtrText>
              </Typography>
              <Typography sx={{ fontSize: 13, color: 'text.secondary', flex: 1, textAlign: 'end' }}>
                {date ? formatLongDate(date, calendar, language) : s.departureDate}
              </Typography>
            </Box>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
              <Box>
                <Typography sx={{ fontSize: 20, fontWeight: 700 }}>
                  {toLocalDigits(localClock(s.departureTime), language)}
                </Typography>
                <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
                  {cityNameIn(s.origin, language)} <LtrText>({s.origin.airport})</LtrText>
                </Typography>
              </Box>
              <Box sx={{ flex: 1, textAlign: 'center', fontSize: 12, color: 'text.secondary' }}>
                {formatDuration(s.duration, language)}
                <Box
                  sx={{ borderTop: 2, borderStyle: 'dashed', borderColor: 'divider', my: 0.5 }}
                />
              </Box>
              <Box sx={{ textAlign: 'end' }}>
                <Typography sx={{ fontSize: 20, fontWeight: 700 }}>
                  {toLocalDigits(localClock(s.arrivalTime), language)}
                </Typography>
                <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
                  {cityNameIn(s.destination, language)} <LtrText>({s.destination.airport})</LtrText>
                </Typography>
              </Box>
            </Box>
            {!compact && (
              <Typography sx={{ fontSize: 12, color: 'text.secondary', mt: 1 }}>
                {t(`results.cabin.${s.cabinClass}`)} ·{' '}
                {t('results.baggageKg', { kg: toLocalDigits(String(s.baggage), language) })} ·{' '}
                <LtrText>{s.aircraft}</LtrText>
              </Typography>
            )}
          </Paper>
        );
      })}
    </Box>
  );
}

/**
 * The summary's shape while the hold is being made: the same boxes and line heights, so the
 * flights take its place without moving the form below.
 */
/** One end of a flight while it loads: the time over the airport, as FlightSummary sets them. */
function EndpointSkeleton() {
  return (
    <Box sx={{ width: 90 }}>
      <Typography sx={{ fontSize: 20 }}>
        <Skeleton />
      </Typography>
      <Typography sx={{ fontSize: 13 }}>
        <Skeleton />
      </Typography>
    </Box>
  );
}

export function FlightSummarySkeleton({ flights }: { flights: number }) {
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }} aria-hidden>
      {Array.from({ length: flights }, (_, index) => (
        <Paper key={index} variant="outlined" sx={{ p: 2, borderRadius: 2 }}>
          <Box
            sx={{
              display: 'flex',
              gap: 1,
              alignItems: 'center',
              mb: 1,
              minHeight: { xs: 40, sm: 0 },
            }}
          >
            <Skeleton variant="circular" width={28} height={28} />
            <Typography sx={{ fontWeight: 700, flex: 1 }}>
              <Skeleton width="45%" />
            </Typography>
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
            <EndpointSkeleton />
            <Box sx={{ flex: 1 }} />
            <EndpointSkeleton />
          </Box>
          <Typography sx={{ fontSize: 12, mt: 1 }}>
            <Skeleton width="55%" />
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
