import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { toLocalDigits } from '@parvaz/domain/format/digits';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useActiveCalendar, useActiveLanguage } from '../../lib/settings/use-active-settings';
import { useTenant } from '../../lib/tenant/app-config-context';
import { PageContainer } from '../../components/page-container';
import type { PagePrefetch } from '../../lib/pages/page-module';
import { StatusPage } from '../../components/status-page';
import { ApiClientFailure } from '../../lib/api/api-client';
import { TicketSheet } from './ticket-sheet';
import { ChargeLine } from '../../lib/money/charge-line';
import { ticketSheets } from './ticket-view';
import { ticketShowQuery } from './tickets-api';
import { refundPageUrl, ticketPdfName, ticketPdfUrl } from '../../lib/tickets/after-sale-links';

/**
 * Printing keeps the tickets only: the site's header, footer, navigation and every button go,
 * and each ticket (a passenger on a flight) takes a page of its own.
 */
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        '@page': { size: 'A4', margin: '12mm' },
        'html, body': { background: '#fff' },
        'header, footer, nav, button, [data-print="hide"], .MuiButton-root, .MuiLinearProgress-root':
          { display: 'none !important' },
        '[data-ticket-page]': { maxWidth: 'none !important', padding: '0 !important' },
        '[data-ticket-sheet]': {
          breakAfter: 'page',
          breakInside: 'avoid',
          boxShadow: 'none',
          margin: 0,
        },
        '[data-ticket-sheet]:last-of-type': { breakAfter: 'auto' },
      },
    }}
  />
);

/** The booking's tickets, when the address carries its access token. */
export const prefetchTicket: PagePrefetch = async ({ queryClient, url, language }) => {
  const access = url.searchParams.get('access') ?? '';
  if (access) await queryClient.prefetchQuery(ticketShowQuery(access, language));
};

/** /ticket?access=…: the booking's e-tickets, to read, print or download as PDF. */
export function TicketPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const access = params.get('access') ?? '';
  const language = useActiveLanguage();
  const calendar = useActiveCalendar();
  const tenant = useTenant();
  const show = useQuery({ ...ticketShowQuery(access, language), enabled: access !== '' });

  const findBooking = (
    <Button component={RouterLink} to="/refund" variant="contained">
      {t('tickets.findTitle')}
    </Button>
  );
  if (!access || show.isError)
    return (
      <StatusPage
        title={t('tickets.ticketPageTitle')}
        description={
          show.error instanceof ApiClientFailure
            ? t('tickets.accessExpired')
            : show.isError
              ? t('tickets.loadFailed')
              : t('tickets.noAccess')
        }
        actions={findBooking}
      />
    );
  if (!show.data)
    return (
      <PageContainer narrow>
        <Box aria-busy="true" sx={{ display: 'grid', gap: 2 }}>
          <Skeleton variant="rounded" height={64} />
          <Skeleton variant="rounded" height={480} />
        </Box>
      </PageContainer>
    );

  const booking = show.data;
  const sheets = ticketSheets(booking);
  return (
    <Box
      data-ticket-page=""
      sx={{
        width: '100%',
        maxWidth: 880,
        mx: 'auto',
        px: { xs: 2, sm: 3, md: 4 },
        py: { xs: 3, md: 5 },
      }}
    >
      {printStyles}
      <Box
        data-print="hide"
        sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 3 }}
      >
        <Box sx={{ flex: 1, minWidth: 220 }}>
          <Typography component="h1" sx={{ fontSize: { xs: 22, md: 28 }, fontWeight: 800 }}>
            {t('tickets.ticketPageTitle')}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>
            {t('tickets.ticketCount', { n: toLocalDigits(String(sheets.length), language) })}
          </Typography>
        </Box>
        <Button variant="contained" onClick={() => window.print()}>
          {t('tickets.print')}
        </Button>
        <Button
          component="a"
          variant="outlined"
          href={ticketPdfUrl(booking.trackingCode, booking.access, language, calendar)}
          download={ticketPdfName(booking.trackingCode)}
        >
          {t('tickets.downloadPdf')}
        </Button>
        <Button component={RouterLink} to={refundPageUrl(booking.access)} variant="outlined">
          {t('tickets.backToBooking')}
        </Button>
      </Box>
      <Box sx={{ mb: 2 }}>
        <ChargeLine charge={booking.charge} paid calendar={calendar} language={language} />
      </Box>
      {sheets.length === 0 ? (
        <Typography>{t('tickets.noTickets')}</Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 3 }}>
          {sheets.map((sheet) => (
            <TicketSheet
              key={sheet.key}
              sheet={sheet}
              booking={{
                pnr: booking.pnr,
                trackingCode: booking.trackingCode,
                issuedAt: booking.issuedAt,
                currency: booking.currency,
                contact: booking.contact,
              }}
              brand={{ name: tenant.name[language], logo: tenant.logo }}
              calendar={calendar}
              language={language}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}
