import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { RefundDeskFlight } from '@parvaz/domain/contracts/tickets';
import { formatDuration } from '@parvaz/domain/format/duration';
import { useTranslation } from 'react-i18next';
import { useActiveCalendar, useActiveLanguage } from '../../lib/settings/use-active-settings';
import { formatLocalDateTime } from '../../lib/format/date-time';

const statusColor = {
  scheduled: 'default',
  delayed: 'warning',
  cancelled: 'error',
  departed: 'info',
  landed: 'info',
} as const satisfies Record<RefundDeskFlight['status'], string>;

/**
 * The flights of a refund request as operations recorded them: status, delay, scheduled and new
 * departure in the departure airport's time. A Cancel or Delay is decided on these facts.
 */
export function RefundDeskFlights({ flights }: { flights: readonly RefundDeskFlight[] }) {
  const { t } = useTranslation();
  const language = useActiveLanguage();
  const calendar = useActiveCalendar();
  if (flights.length === 0) return null;
  const when = (iso: string) => <bdi>{formatLocalDateTime(iso, calendar, language)}</bdi>;
  return (
    <Box
      component="section"
      aria-label={t('desk.flightFacts')}
      data-testid="desk-flight-facts"
      sx={{ mt: 2, pt: 1.5, borderTop: 1, borderColor: 'divider', display: 'grid', gap: 1.5 }}
    >
      {flights.map((flight) => (
        <Box key={`${flight.flightNumber}-${flight.scheduledDeparture}`}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
            <Typography sx={{ fontWeight: 700 }}>
              <bdi dir="ltr">
                {flight.flightNumber} {flight.origin} → {flight.destination}
              </bdi>
            </Typography>
            <Chip
              size="small"
              color={statusColor[flight.status]}
              label={`${t('desk.flightStatus')}: ${t(`desk.flightStatusName.${flight.status}`)}`}
            />
          </Box>
          <Box
            component="dl"
            sx={{
              m: 0,
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: {
                xs: 'repeat(2, minmax(0, 1fr))',
                md: 'repeat(3, minmax(0, 1fr))',
              },
              '& dt': { fontSize: 13, color: 'text.secondary' },
              '& dd': { m: 0, fontWeight: 600 },
            }}
          >
            <div>
              <dt>{t('desk.delay')}</dt>
              <dd data-testid="desk-flight-delay">
                {flight.delayMinutes > 0
                  ? formatDuration(flight.delayMinutes, language)
                  : t('desk.delayNone')}
              </dd>
            </div>
            <div>
              <dt>{t('desk.scheduledDeparture')}</dt>
              <dd>{when(flight.scheduledDeparture)}</dd>
            </div>
            {flight.estimatedDeparture && (
              <div>
                <dt>{t('desk.newDeparture')}</dt>
                <dd>{when(flight.estimatedDeparture)}</dd>
              </div>
            )}
          </Box>
        </Box>
      ))}
      <Typography sx={{ fontSize: 12, color: 'text.secondary' }}>
        {t('desk.localTimeNote')}
      </Typography>
    </Box>
  );
}
