import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Language } from '@parvaz/domain/languages';
import type { CalendarMode } from '@parvaz/domain/tenants/tenants';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInstant } from '../../lib/format/date-time';
import { SectionTitle } from './ticket-parts';
import { trackingQuery } from './tickets-api';

const dotColor = {
  booked: 'grey.500',
  paid: 'info.main',
  ticketed: 'success.main',
  refundRequested: 'warning.main',
  refunded: 'success.main',
  refundRejected: 'error.main',
  servicesRequested: 'warning.main',
  servicesConfirmed: 'success.main',
  servicesRefused: 'error.main',
} as const;

/** What happened to the booking, oldest first (`ticket/getTracking`). */
export function TrackingTimeline({
  access,
  calendar,
  language,
}: {
  access: string;
  calendar: CalendarMode;
  language: Language;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const tracking = useQuery(trackingQuery(access, language));
  const events = tracking.data?.events ?? [];
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ p: { xs: 2, md: 2.5 }, borderRadius: 2 }}
    >
      <SectionTitle id={titleId}>{t('tickets.timelineTitle')}</SectionTitle>
      {tracking.isPending && (
        <Box aria-busy="true" sx={{ display: 'grid', gap: 1 }}>
          <Skeleton variant="rounded" height={40} />
          <Skeleton variant="rounded" height={40} />
        </Box>
      )}
      {tracking.isError && (
        <Typography sx={{ color: 'text.secondary' }}>{t('tickets.timelineFailed')}</Typography>
      )}
      {tracking.data && events.length === 0 && (
        <Typography sx={{ color: 'text.secondary' }}>{t('tickets.timelineEmpty')}</Typography>
      )}
      {events.length > 0 && (
        <Box component="ol" data-testid="timeline" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {events.map((event, index) => (
            <Box
              component="li"
              key={`${event.at}-${event.kind}-${index}`}
              sx={{
                position: 'relative',
                paddingInlineStart: 3,
                pb: index === events.length - 1 ? 0 : 2,
                // The line joining one event's dot to the next.
                '&::before':
                  index === events.length - 1
                    ? undefined
                    : {
                        content: '""',
                        position: 'absolute',
                        insetInlineStart: 5,
                        top: 18,
                        bottom: 2,
                        width: 2,
                        bgcolor: 'divider',
                      },
              }}
            >
              <Box
                aria-hidden
                sx={{
                  position: 'absolute',
                  insetInlineStart: 0,
                  top: 5,
                  width: 12,
                  height: 12,
                  borderRadius: '50%',
                  bgcolor: dotColor[event.kind],
                }}
              />
              <Typography sx={{ fontWeight: 700, fontSize: 14 }}>
                {t(`tickets.event.${event.kind}`)}
              </Typography>
              <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
                <time dateTime={event.at}>{formatInstant(event.at, calendar, language)}</time>
              </Typography>
              {event.detail && (
                <Typography sx={{ fontSize: 13, overflowWrap: 'anywhere' }}>
                  <bdi>{event.detail}</bdi>
                </Typography>
              )}
            </Box>
          ))}
        </Box>
      )}
    </Paper>
  );
}
