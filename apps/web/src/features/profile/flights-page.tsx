import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { MyBooking } from '@parvaz/domain/contracts/profile';
import { toLocalDigits } from '@parvaz/domain/format/digits';
import { formatMoney } from '@parvaz/domain/format/money';
import { isRefundableTicketStatus } from '@parvaz/domain/refunds/refundable-tickets';
import { isShownStatus, statusKey } from '@parvaz/domain/format/status-words';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import { ListPager } from '../../components/list-pager';
import type { PagePrefetch } from '../../lib/pages/page-module';
import { pageAddress, pageParam } from '../../lib/pages/page-param';
import { LtrText } from '../../components/ltr-text';
import { useActiveCalendar, useActiveLanguage } from '../../lib/settings/use-active-settings';
import { formatShortDate } from '../../lib/format/short-date';
import {
  addServiceUrl,
  refundPageUrl,
  ticketPageUrl,
  ticketPdfName,
  ticketPdfUrl,
} from '../../lib/tickets/after-sale-links';
import { myTicketsPageSize, myTicketsQuery } from './profile-api';
import { EmptyState, isMissingEndpoint, ProfileSection } from './profile-parts';

const statusColor = {
  confirmed: 'success',
  pending_payment: 'warning',
  expired: 'default',
} as const;

/** A button on a booking's card: a page of the site, or a file to download (`download`). */
interface AfterSaleAction {
  label: string;
  variant: 'contained' | 'outlined';
  href: string;
  download?: string;
}

/** The page of bookings the address asks for, drawn by the server with the page. */
export const prefetchFlights: PagePrefetch = ({ queryClient, url }) =>
  queryClient.prefetchQuery(myTicketsQuery(pageParam(url.searchParams)));

export function FlightsPage() {
  const { t } = useTranslation();
  const language = useActiveLanguage();
  const calendar = useActiveCalendar();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const page = pageParam(params);
  const list = useQuery({ ...myTicketsQuery(page), placeholderData: keepPreviousData });
  const n = (text: string) => toLocalDigits(text, language);
  /** Airport local time as the ISO text carries it. */
  const local = (iso: string) =>
    `${formatShortDate(iso.slice(0, 10), calendar, language)} ${n(iso.slice(11, 16))}`;

  if (list.isError && isMissingEndpoint(list.error))
    return (
      <ProfileSection title={t('page.profileFlights')}>
        <EmptyState text={t('profile.notAvailable')} />
      </ProfileSection>
    );
  const items = list.data?.items ?? [];

  /** What a confirmed booking's card offers: its ticket, the PDF, a refund, a service. */
  const afterSaleActions = (b: MyBooking): AfterSaleAction[] => [
    { label: t('profile.viewTicket'), variant: 'contained', href: ticketPageUrl(b.access) },
    {
      label: t('tickets.downloadPdf'),
      variant: 'outlined',
      href: ticketPdfUrl(b.trackingCode, b.access, language, calendar),
      download: ticketPdfName(b.trackingCode),
    },
    { label: t('tickets.refund'), variant: 'outlined', href: refundPageUrl(b.access) },
    { label: t('tickets.addService'), variant: 'outlined', href: addServiceUrl(b.access) },
  ];

  const card = (b: MyBooking) => (
    <Paper component="li" key={b.bookingId} variant="outlined" sx={{ p: 2, borderRadius: 2 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography component="h2" sx={{ fontWeight: 700, flex: 1 }}>
          {t('profile.trackingCode')}: <LtrText>{b.trackingCode}</LtrText>
          {b.pnr && (
            <Typography component="span" sx={{ color: 'text.secondary', mx: 1, fontSize: 14 }}>
              {t('profile.pnr')} <LtrText>{b.pnr}</LtrText>
            </Typography>
          )}
        </Typography>
        <Chip size="small" color={statusColor[b.status]} label={t(statusKey(b.status))} />
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 }}>
        {b.flights.map((f) => (
          <li key={`${f.direction}-${f.flightNumber}`}>
            <Typography sx={{ fontSize: 14 }}>
              {t(`profile.direction.${f.direction}`)}:{' '}
              <LtrText>
                {f.origin} → {f.destination}
              </LtrText>{' '}
              · {f.airline} <LtrText>{f.flightNumber}</LtrText> · {local(f.departureTime)}
            </Typography>
          </li>
        ))}
      </Box>
      {b.tickets.length > 0 && (
        <Box
          component="ul"
          sx={{ listStyle: 'none', p: 0, mt: 1.5, mb: 0, display: 'grid', gap: 0.5 }}
        >
          {b.tickets.map((ticket, i) => (
            <Box
              component="li"
              key={ticket.ticketNumber ?? `${ticket.passenger}-${i}`}
              sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', fontSize: 14 }}
            >
              <bdi>{ticket.passenger}</bdi>
              {ticket.ticketNumber && (
                <Typography component="span" sx={{ color: 'text.secondary', fontSize: 14 }}>
                  {t('profile.ticketNumber')} <LtrText>{ticket.ticketNumber}</LtrText>
                </Typography>
              )}
              <Chip
                size="small"
                variant="outlined"
                label={isShownStatus(ticket.status) ? t(statusKey(ticket.status)) : ticket.status}
              />
              {b.status === 'confirmed' &&
                ticket.ticketNumber &&
                isRefundableTicketStatus(ticket.status) && (
                  <Button
                    size="small"
                    component={RouterLink}
                    to={refundPageUrl(b.access, ticket.ticketNumber)}
                    aria-label={`${t('tickets.refundTicket')}: ${ticket.passenger} ${ticket.ticketNumber}`}
                    sx={{ marginInlineStart: 'auto', minWidth: 0 }}
                  >
                    {t('tickets.refund')}
                  </Button>
                )}
            </Box>
          ))}
        </Box>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 1.5, flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 700, flex: 1 }}>
          <bdi>{formatMoney({ amount: b.amount, currency: b.currency }, language)}</bdi>
        </Typography>
        {b.status === 'confirmed' && (
          <Box
            role="group"
            aria-label={`${t('profile.trackingCode')} ${b.trackingCode}`}
            sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}
          >
            {afterSaleActions(b).map((action) =>
              action.download ? (
                <Button
                  key={action.label}
                  size="small"
                  variant={action.variant}
                  component="a"
                  href={action.href}
                  download={action.download}
                >
                  {action.label}
                </Button>
              ) : (
                <Button
                  key={action.label}
                  size="small"
                  variant={action.variant}
                  component={RouterLink}
                  to={action.href}
                >
                  {action.label}
                </Button>
              ),
            )}
          </Box>
        )}
      </Box>
    </Paper>
  );

  return (
    <ProfileSection title={t('page.profileFlights')}>
      {list.isPending && <Typography>{t('profile.loading')}</Typography>}
      {list.isError && <EmptyState text={t('profile.loadFailed')} />}
      {list.data && items.length === 0 && (
        <EmptyState
          text={t('profile.noFlights')}
          action={
            <Button component={RouterLink} to="/" variant="contained">
              {t('profile.searchFlights')}
            </Button>
          }
        />
      )}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
        {items.map(card)}
      </Box>
      <ListPager
        total={list.data?.total ?? 0}
        pageSize={myTicketsPageSize}
        page={page}
        hrefOf={(n) => pageAddress(pathname, params, n)}
      />
    </ProfileSection>
  );
}
