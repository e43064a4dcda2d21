import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { voucherPageUrl } from '../hotel-stays/hotel-stays-api';
import { RefundKindChoice } from '../hotel-stays/refund-kind-choice';
import { StayLookupCard } from '../hotel-stays/stay-lookup-card';
import { PageContainer } from '../../components/page-container';
import { afterWaking } from '../../lib/lazy/after-waking';
import { lazyPart } from '../../lib/lazy/lazy-part';
import type { PagePrefetch } from '../../lib/pages/page-module';
import { LookupCard } from '../../lib/tickets/lookup-card';
import { ticketInfoQuery } from './tickets-api';
import { prefetchCountries } from '../../lib/reference/countries-query';

// The booking found is drawn for an address that carries its access token: the lookup alone
// wakes without its tickets, refund form and history.
const AfterSale = lazyPart(
  () => import('./after-sale').then((module) => ({ default: module.AfterSale })),
  ({ search }) => new URLSearchParams(search).has('access'),
);

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
  // The booking found shows at once: its code is in by the time a lookup answers.
  useEffect(() => afterWaking(() => void AfterSale.preload()), []);
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
        <Suspense fallback={null}>
          <AfterSale
            key={access}
            access={access}
            chosenFirst={params.get('ticket') ?? ''}
            onFound={open}
            onOther={() => setParams({})}
          />
        </Suspense>
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
