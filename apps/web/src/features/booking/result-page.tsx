import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { BookingResult } from '@parvaz/domain/contracts/booking';
import { toLocalDigits } from '@parvaz/domain/format/digits';
import { formatMoney } from '@parvaz/domain/format/money';
import { formatPhoneInternational } from '@parvaz/domain/format/phone';
import { statusKey } from '@parvaz/domain/format/status-words';
import { ChargeLine } from '../../lib/money/charge-line';
import { PaidByLines } from '../../lib/money/paid-by-lines';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PageContainer } from '../../components/page-container';
import { useActiveCalendar, useActiveLanguage } from '../../lib/settings/use-active-settings';
import { ticketPageUrl, ticketPdfUrl } from '../../lib/tickets/after-sale-links';
import { bookingViewQuery } from '../../lib/tickets/booking-view-query';
import { FlightSummary } from './flight-summary';
import { UnpaidBookingActions } from './unpaid-booking-actions';

const outcomeMessage = {
  confirmed: 'reservationConfirmed',
  rejected: 'reservationRejected',
  inProgress: 'reservationInProgress',
} as const;

const outcomeSeverity = { confirmed: 'success', rejected: 'error', inProgress: 'info' } as const;

/** Where the bank's callback sends the browser: the outcome, PNR, tickets, flights, services. */
export function ResultPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const language = useActiveLanguage();
  const calendar = useActiveCalendar();
  const receipt = params.get('receipt') ?? '';
  const booking = useQuery({ ...bookingViewQuery(receipt, language), enabled: receipt !== '' });
  const n = (v: string | number) => toLocalDigits(String(v), language);

  const title = (
    <Typography component="h1" sx={{ fontSize: { xs: 22, md: 28 }, fontWeight: 800, mb: 2 }}>
      {t('booking.resultTitle')}
    </Typography>
  );
  const home = (
    <Button component={RouterLink} to="/" variant="contained">
      {t('common.backHome')}
    </Button>
  );

  if (!receipt || booking.isError)
    return (
      <PageContainer narrow>
        {title}
        <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
          {booking.error?.message || t('booking.noReceipt')}
        </Alert>
        {home}
      </PageContainer>
    );
  if (!booking.data)
    return (
      <PageContainer narrow>
        {title}
        <Box sx={{ display: 'grid', gap: 2 }} aria-busy="true">
          <Skeleton variant="rounded" height={72} />
          <Skeleton variant="rounded" height={240} />
        </Box>
      </PageContainer>
    );

  const view: BookingResult = booking.data;
  const money = (amount: number) => formatMoney({ amount, currency: view.currency }, language);
  return (
    <PageContainer narrow>
      {title}
      <Alert
        severity={outcomeSeverity[view.outcome]}
        role="status"
        data-testid="outcome"
        sx={{ mb: 2, fontSize: 16 }}
      >
        {t(outcomeMessage[view.outcome], { ns: 'messages' })}
        {view.outcome === 'rejected' && (
          <Typography sx={{ fontSize: 14, mt: 1 }}>{t('booking.supportText')}</Typography>
        )}
      </Alert>
      {view.outcome === 'rejected' && (
        <UnpaidBookingActions
          view={view}
          receipt={receipt}
          fetchedAt={booking.dataUpdatedAt}
          language={language}
        />
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 2.5 }, borderRadius: 2, mb: 2 }}>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, minmax(0, 1fr))' },
            gap: 2,
            '& dt': { fontSize: 13, color: 'text.secondary' },
            '& dd': { m: 0, fontWeight: 700, fontSize: 18 },
          }}
        >
          <div>
            <dt>{t('booking.pnr')}</dt>
            <dd data-testid="pnr">
              <bdi dir="ltr">{view.pnr}</bdi>
            </dd>
          </div>
          <div>
            <dt>{t('booking.trackingCode')}</dt>
            <dd>
              <bdi dir="ltr">{view.trackingCode}</bdi>
            </dd>
          </div>
          <div>
            <dt>{t('booking.amount')}</dt>
            <dd data-testid="charged">{formatMoney(view.charge, language)}</dd>
          </div>
          <div>
            <dt>{t('booking.contact')}</dt>
            <dd style={{ fontSize: 14 }}>
              <bdi dir="ltr">{formatPhoneInternational(view.contact.mobile)}</bdi>
            </dd>
          </div>
        </Box>
        <Box sx={{ mt: 1.5 }}>
          <PaidByLines paidBy={view.paidBy} language={language} />
          <ChargeLine
            charge={view.charge}
            paid={view.outcome === 'confirmed'}
            calendar={calendar}
            language={language}
          />
        </Box>
        {view.outcome === 'confirmed' && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
            <Button variant="contained" component={RouterLink} to={ticketPageUrl(view.access)}>
              {t('tickets.viewTicket')}
            </Button>
            <Button
              variant="outlined"
              href={ticketPdfUrl(view.trackingCode, view.access, language, calendar)}
              download
            >
              {t('tickets.downloadPdf')}
            </Button>
          </Box>
        )}
      </Paper>
      <Typography component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {t('booking.flightsTitle')}
      </Typography>
      <Box sx={{ mb: 2 }}>
        <FlightSummary segments={view.segments} calendar={calendar} language={language} />
      </Box>
      <Typography component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {t('booking.ticketsTitle')}
      </Typography>
      {/* The table is wider than a phone: its scrolling box takes the focus, so the keyboard can
          scroll it (axe: scrollable-region-focusable). */}
      <Paper
        variant="outlined"
        tabIndex={0}
        role="region"
        aria-label={t('booking.ticketsTitle')}
        sx={{ borderRadius: 2, mb: 2, overflowX: 'auto' }}
      >
        <Table size="small" aria-label={t('booking.ticketsTitle')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('booking.passenger')}</TableCell>
              <TableCell>{t('booking.flight')}</TableCell>
              <TableCell>{t('booking.ticketNumber')}</TableCell>
              <TableCell>{t('booking.ticketStatus')}</TableCell>
              <TableCell>{t('booking.seat')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {view.passengers.flatMap((p, pi) =>
              p.tickets.map((ticket) => (
                <TableRow key={`${pi}-${ticket.direction}`}>
                  <TableCell>
                    <bdi dir="ltr">
                      {p.firstName} {p.lastName}
                    </bdi>{' '}
                    ({t(`booking.type.${p.type}`)})
                  </TableCell>
                  <TableCell>{t(`booking.direction.${ticket.direction}`)}</TableCell>
                  <TableCell>
                    <bdi dir="ltr">{ticket.ticketNumber ?? '—'}</bdi>
                  </TableCell>
                  <TableCell>{t(statusKey(ticket.status))}</TableCell>
                  <TableCell>{ticket.seat ?? '—'}</TableCell>
                </TableRow>
              )),
            )}
          </TableBody>
        </Table>
      </Paper>
      {view.services.length > 0 && (
        <>
          <Typography component="h2" sx={{ fontWeight: 700, mb: 1 }}>
            {t('booking.servicesTitle')}
          </Typography>
          <Paper variant="outlined" sx={{ p: 2, borderRadius: 2, mb: 2 }}>
            <Box component="ul" sx={{ m: 0, ps: 2.5 }}>
              {view.services.map((s) => (
                <li key={s.code}>
                  {t(`booking.service.${s.code}`)} × {n(s.quantity)} —{' '}
                  {s.amount === 0 ? t('booking.free') : money(s.amount)} ({t(statusKey(s.status))})
                </li>
              ))}
            </Box>
          </Paper>
        </>
      )}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>{home}</Box>
    </PageContainer>
  );
}
