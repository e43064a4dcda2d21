import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { BookingView } from '@parvaz/domain/contracts/booking';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useActiveLanguage } from '../../lib/settings/use-active-settings';
import { useDisplayCurrency } from '../../lib/money/use-money';
import { PageContainer } from '../../components/page-container';
import { ApiClientFailure } from '../../lib/api/api-client';
import { LookupCard } from '../../lib/tickets/lookup-card';
import { afterWaking } from '../../lib/lazy/after-waking';
import { lazyPart } from '../../lib/lazy/lazy-part';
import { ServiceStatusList } from './service-status-list';
import { bookingViewQuery } from '../../lib/tickets/booking-view-query';
import { offerQuery, ssrKeys } from './ssr-api';
import type { PagePrefetch } from '../../lib/pages/page-module';
import { prefetchCountries } from '../../lib/reference/countries-query';

/** Where to find the booking again after the bank: the lookup, with its tracking code filled. */
function lookupUrl(trackingCode: string): string {
  return `/ssr?${new URLSearchParams({ trackingCode }).toString()}`;
}

// The services form is drawn for a booking found (`?access=`): the lookup alone wakes without it.
const AddServicesCard = lazyPart(
  () => import('./add-services-card').then((module) => ({ default: module.AddServicesCard })),
  ({ search }) => new URLSearchParams(search).has('access'),
);

/** The lookup's country field is drawn with its list. */
export const prefetchSsr: PagePrefetch = ({ queryClient, language }) =>
  prefetchCountries(queryClient, language);

/**
 * /ssr: services added after the sale. The booking is found (tracking code and mobile, a ticket
 * number and last name, or `?access=` from the profile); its services show with their state,
 * and those its flights can still take are chosen and paid at the bank, which sends the browser
 * back here with `?receipt=…&payment=ok|failed`.
 */
export function SsrPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const access = params.get('access') ?? '';
  const receipt = params.get('receipt') ?? '';
  const payment = params.get('payment') === 'ok' ? 'ok' : 'failed';
  const open = (token: string) => setParams({ access: token });
  // The services form shows at once for a booking found: its code is in by then.
  useEffect(() => afterWaking(() => void AddServicesCard.preload()), []);

  let body: ReactNode;
  if (receipt) body = <AfterBank receipt={receipt} payment={payment} />;
  else if (access)
    body = (
      <BookingServices key={access} access={access} onFound={open} onOther={() => setParams({})} />
    );
  else
    body = (
      <Box sx={{ maxWidth: 760 }}>
        <LookupCard trackingCode={params.get('trackingCode') ?? ''} notice={null} onFound={open} />
      </Box>
    );
  return (
    <PageContainer>
      <Typography
        component="h1"
        sx={{ fontSize: { xs: 22, md: 28 }, fontWeight: 800, mb: receipt ? 3 : 1 }}
      >
        {t('page.ssr')}
      </Typography>
      {!receipt && (
        <Typography sx={{ color: 'text.secondary', mb: 3, maxWidth: 760 }}>
          {t('ssr.intro')}
        </Typography>
      )}
      {body}
    </PageContainer>
  );
}

/** The booking's codes, and a way to look up another one. */
function BookingHead({
  pnr,
  trackingCode,
  action,
}: {
  pnr?: string;
  trackingCode: string;
  action: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 2.5 }, borderRadius: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, rowGap: 1.5 }}>
        <Box
          component="dl"
          sx={{
            m: 0,
            flex: 1,
            display: 'flex',
            flexWrap: 'wrap',
            gap: { xs: 2, sm: 4 },
            '& dt': { fontSize: 13, color: 'text.secondary' },
            '& dd': { m: 0, fontWeight: 700, fontSize: 18 },
          }}
        >
          {pnr && (
            <div>
              <dt>{t('ssr.pnr')}</dt>
              <dd>
                <bdi dir="ltr">{pnr}</bdi>
              </dd>
            </div>
          )}
          <div>
            <dt>{t('ssr.trackingCode')}</dt>
            <dd data-testid="ssr-tracking-code">
              <bdi dir="ltr">{trackingCode}</bdi>
            </dd>
          </div>
        </Box>
        {action}
      </Box>
    </Paper>
  );
}

function BookingServices({
  access,
  onFound,
  onOther,
}: {
  access: string;
  onFound: (access: string) => void;
  onOther: () => void;
}) {
  const { t } = useTranslation();
  const language = useActiveLanguage();
  const queryClient = useQueryClient();
  const currency = useDisplayCurrency();
  const offer = useQuery(offerQuery(access, language, currency));
  const [confirmed, setConfirmed] = useState(false);

  if (offer.isError) {
    // A token that ran out, or a booking that takes no more services: the lookup, with why.
    const notice =
      offer.error instanceof ApiClientFailure ? offer.error.message : t('ssr.loadFailed');
    return (
      <Box sx={{ maxWidth: 760 }}>
        <LookupCard trackingCode="" notice={notice || t('ssr.loadFailed')} onFound={onFound} />
      </Box>
    );
  }
  if (!offer.data)
    return (
      <Box aria-busy="true" sx={{ display: 'grid', gap: 2 }}>
        <Skeleton variant="rounded" height={88} />
        <Skeleton variant="rounded" height={320} />
      </Box>
    );
  const data = offer.data;
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <BookingHead
        trackingCode={data.trackingCode}
        action={
          <Button variant="outlined" onClick={onOther}>
            {t('ssr.findOther')}
          </Button>
        }
      />
      {confirmed && (
        <Alert severity="success" role="status" onClose={() => setConfirmed(false)}>
          {t('ssr.addedConfirmed')}
        </Alert>
      )}
      <ServiceStatusList services={data.current} currency={data.currency} language={language} />
      <Suspense fallback={null}>
        <AddServicesCard
          offer={data}
          access={access}
          language={language}
          onConfirmed={() => {
            setConfirmed(true);
            void queryClient.invalidateQueries({ queryKey: ssrKeys.all });
          }}
        />
      </Suspense>
    </Box>
  );
}

/** Back from the bank: the payment's outcome and every service of the booking with its state. */
function AfterBank({ receipt, payment }: { receipt: string; payment: 'ok' | 'failed' }) {
  const { t } = useTranslation();
  const language = useActiveLanguage();
  const booking = useQuery(bookingViewQuery(receipt, language));
  const view: BookingView | undefined = booking.data;

  const outcome = (
    <Alert
      severity={payment === 'ok' ? 'success' : 'error'}
      role="status"
      data-testid="ssr-outcome"
      sx={{ fontSize: 16 }}
    >
      <Typography sx={{ fontWeight: 700 }}>
        {t(payment === 'ok' ? 'ssr.paymentOkTitle' : 'ssr.paymentFailedTitle')}
      </Typography>
      {t(payment === 'ok' ? 'ssr.paymentOk' : 'ssr.paymentFailed')}
    </Alert>
  );
  const actions = (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      <Button
        component={RouterLink}
        to={view ? lookupUrl(view.trackingCode) : '/ssr'}
        variant="contained"
      >
        {t('ssr.addMore')}
      </Button>
      <Button component={RouterLink} to="/" variant="outlined">
        {t('common.backHome')}
      </Button>
    </Box>
  );

  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 760 }}>
      {outcome}
      {booking.isError && (
        <Alert severity="warning" role="alert">
          {t('ssr.noReceipt')}
        </Alert>
      )}
      {!view && !booking.isError && (
        <Box aria-busy="true" sx={{ display: 'grid', gap: 2 }}>
          <Skeleton variant="rounded" height={88} />
          <Skeleton variant="rounded" height={200} />
        </Box>
      )}
      {view && (
        <>
          <BookingHead pnr={view.pnr} trackingCode={view.trackingCode} action={null} />
          <ServiceStatusList
            services={view.services}
            currency={view.currency}
            language={language}
          />
        </>
      )}
      {actions}
    </Box>
  );
}
