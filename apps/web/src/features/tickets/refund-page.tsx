import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { voucherPageUrl } from '../hotel-stays/hotel-stays-api';
import { RefundKindChoice } from '../hotel-stays/refund-kind-choice';
import { StayLookupCard } from '../hotel-stays/stay-lookup-card';
import { useActiveCalendar, useActiveLanguage } from '../../lib/settings/use-active-settings';
import { PageContainer } from '../../components/page-container';
import type { PagePrefetch } from '../../lib/pages/page-module';
import { ApiClientFailure } from '../../lib/api/api-client';
import { BookingHead } from './booking-head';
import { LookupCard } from '../../lib/tickets/lookup-card';
import { RefundForm } from './refund-form';
import { RefundHistory } from './refund-history';
import { ticketInfoQuery } from './tickets-api';
import { prefetchCountries } from '../../lib/reference/countries-query';
import { TrackingTimeline } from './tracking-timeline';

/** The booking found, when the address carries its access token. */
export const prefetchRefund: PagePrefetch = async ({ queryClient, url, language }) => {
  const access = url.searchParams.get('access') ?? '';
  await Promise.all([
    prefetchCountries(queryClient, language),
    access ? queryClient.prefetchQuery(ticketInfoQuery(access, language)) : null,
  ]);
};

/**
 * /refund: find a booking (tracking code and mobile, or ticket number and last name), then its
 * tickets, refunds and history. The booking found is carried in the address as its access
 * token, so a reload, the profile's links and the ticket page open the same booking.
 */
export function RefundPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const access = params.get('access') ?? '';
  const open = (token: string) => setParams({ access: token });
  return (
    <PageContainer>
      <Typography component="h1" sx={{ fontSize: { xs: 22, md: 28 }, fontWeight: 800, mb: 1 }}>
        {t('page.refund')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3, maxWidth: 760 }}>
        {t('tickets.refundIntro')}{' '}
        <Link component={RouterLink} to="/flightPrivacy" underline="always">
          {t('tickets.rulesLink')}
        </Link>
      </Typography>
      {access ? (
        <AfterSale
          key={access}
          access={access}
          chosenFirst={params.get('ticket') ?? ''}
          onFound={open}
          onOther={() => setParams({})}
        />
      ) : (
        <Box sx={{ maxWidth: 760, display: 'grid', gap: 2 }}>
          <RefundKindChoice
            kind={params.get('kind') === 'hotel' ? 'hotel' : 'flight'}
            onKind={(kind) => setParams(kind === 'hotel' ? { kind } : {})}
          />
          {params.get('kind') === 'hotel' ? (
            <StayLookupCard
              trackingCode={params.get('trackingCode') ?? ''}
              onFound={(stay) => void navigate(voucherPageUrl(stay))}
            />
          ) : (
            <LookupCard
              trackingCode={params.get('trackingCode') ?? ''}
              notice={null}
              onFound={open}
            />
          )}
        </Box>
      )}
    </PageContainer>
  );
}

function AfterSale({
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
