import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiClientFailure } from '../../lib/api/api-client';
import { useActiveCalendar, useActiveLanguage } from '../../lib/settings/use-active-settings';
import { LookupCard } from '../../lib/tickets/lookup-card';
import { BookingHead } from './booking-head';
import { RefundForm } from './refund-form';
import { RefundHistory } from './refund-history';
import { ticketInfoQuery } from './tickets-api';
import { TrackingTimeline } from './tracking-timeline';

/** A booking found by its access token: its codes, tickets and refund form, refunds and tracking. */
export function AfterSale({
  access,
  chosenFirst,
  onFound,
  onOther,
}: {
  access: string;
  chosenFirst: string;
  onFound: (access: string) => void;
  onOther: () => void;
}) {
  const { t } = useTranslation();
  const language = useActiveLanguage();
  const calendar = useActiveCalendar();
  const info = useQuery(ticketInfoQuery(access, language));

  if (info.isError) {
    // A token that ran out (or a link that lost part of it) asks for the booking again.
    const notice =
      info.error instanceof ApiClientFailure ? t('tickets.accessExpired') : t('tickets.loadFailed');
    return (
      <Box sx={{ maxWidth: 760 }}>
        <LookupCard trackingCode="" notice={notice} onFound={onFound} />
      </Box>
    );
  }
  if (!info.data)
    return (
      <Box aria-busy="true" sx={{ display: 'grid', gap: 2 }}>
        <Skeleton variant="rounded" height={120} />
        <Skeleton variant="rounded" height={320} />
      </Box>
    );
  const booking = info.data;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(280px, 1fr)' },
        alignItems: 'start',
      }}
    >
      <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
        <BookingHead info={booking} language={language} calendar={calendar} onOther={onOther} />
        {booking.status !== 'confirmed' && (
          <Alert severity="info">{t(`tickets.bookingNotice.${booking.status}`)}</Alert>
        )}
        <RefundForm
          info={booking}
          access={access}
          chosenFirst={chosenFirst}
          calendar={calendar}
          language={language}
        />
        <RefundHistory refunds={booking.refunds} calendar={calendar} language={language} />
      </Box>
      <TrackingTimeline access={access} calendar={calendar} language={language} />
    </Box>
  );
}
