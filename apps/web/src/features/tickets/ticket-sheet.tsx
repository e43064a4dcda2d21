import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { toLocalDigits } from '@parvaz/domain/format/digits';
import { formatDuration } from '@parvaz/domain/format/duration';
import { formatMoney, type Currency } from '@parvaz/domain/format/money';
import { formatPhoneInternational } from '@parvaz/domain/format/phone';
import type { Language } from '@parvaz/domain/languages';
import type { CalendarMode } from '@parvaz/domain/tenants/tenants';
import { statusKey } from '@parvaz/domain/format/status-words';
import { useTranslation } from 'react-i18next';
import { formatInstant, formatLocalClock, formatLocalDay } from '../../lib/format/date-time';
import { Facts, TicketStatusChip } from './ticket-parts';
import type { TicketSheet as Sheet } from './ticket-view';

type Endpoint = Sheet['segment']['origin'];

/**
 * One e-ticket: a passenger on one flight, with the booking's references, the flight in its
 * airports' local times, terminals, aircraft, cabin, baggage, seat, services and the fare paid.
 * Printed, each one takes a page of its own.
 */
export function TicketSheet({
  sheet,
  booking,
  brand,
  calendar,
  language,
}: {
  sheet: Sheet;
  booking: {
    pnr: string;
    trackingCode: string;
    issuedAt: string | null;
    currency: Currency;
    contact: { mobile: string; email: string };
  };
  brand: { name: string; logo: string };
  calendar: CalendarMode;
  language: Language;
}) {
  const { t } = useTranslation();
  const { segment, ticket, passenger } = sheet;
  const n = (value: number) => toLocalDigits(String(value), language);
  const name = `${passenger.firstName} ${passenger.lastName}`;
  const endpoint = (side: Endpoint, time: string, align: 'start' | 'end') => (
    <Box sx={{ textAlign: align, minWidth: 0 }}>
      <Typography sx={{ fontSize: { xs: 24, md: 28 }, fontWeight: 800, lineHeight: 1.2 }}>
        <time dateTime={time}>{formatLocalClock(time, language)}</time>
      </Typography>
      <Typography sx={{ fontWeight: 700 }}>
        {side.cityName} <bdi dir="ltr">({side.airport})</bdi>
      </Typography>
      <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>{side.airportName}</Typography>
      <Typography sx={{ fontSize: 13 }}>
        {side.terminal
          ? t('tickets.terminal', { terminal: toLocalDigits(side.terminal, language) })
          : t('tickets.terminalUnknown')}
      </Typography>
    </Box>
  );
  return (
    <Paper
      component="article"
      variant="outlined"
      data-ticket-sheet=""
      data-testid="ticket-sheet"
      aria-label={`${t('tickets.ticketTitle')}: ${name}, ${segment.flightNumber}`}
      sx={{ borderRadius: 2, overflow: 'hidden' }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          px: { xs: 2, md: 3 },
          py: 1.5,
          bgcolor: 'primary.dark',
          color: 'primary.contrastText',
          printColorAdjust: 'exact',
          WebkitPrintColorAdjust: 'exact',
        }}
      >
        <Box
          component="img"
          src={brand.logo}
          alt=""
          sx={{ height: 32, width: 'auto', bgcolor: '#fff', borderRadius: 1, p: 0.5 }}
        />
        <Typography sx={{ fontWeight: 700, flex: 1 }}>{brand.name}</Typography>
        <Typography sx={{ fontWeight: 700, letterSpacing: 0.5 }}>
          {t('tickets.ticketTitle')}
        </Typography>
      </Box>
      <Box sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2.5 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
              {t('tickets.passenger')}
            </Typography>
            <Typography sx={{ fontSize: 20, fontWeight: 800 }} data-testid="sheet-passenger">
              <bdi dir="ltr">{name}</bdi>{' '}
              <Typography component="span" sx={{ fontSize: 14, color: 'text.secondary' }}>
                ({t(`tickets.passengerType.${passenger.type}`)})
              </Typography>
            </Typography>
          </Box>
          <TicketStatusChip status={ticket.status} />
        </Box>
        <Facts
          items={[
            {
              label: t('tickets.ticketNumber'),
              value: <bdi dir="ltr">{ticket.ticketNumber ?? t('tickets.ticketNumberPending')}</bdi>,
              testId: 'sheet-ticket-number',
            },
            { label: t('tickets.pnr'), value: <bdi dir="ltr">{booking.pnr}</bdi> },
            {
              label: t('tickets.trackingCode'),
              value: <bdi dir="ltr">{booking.trackingCode}</bdi>,
            },
            {
              label: t('tickets.issuedAt'),
              value: booking.issuedAt ? formatInstant(booking.issuedAt, calendar, language) : '—',
            },
          ]}
        />
        <Box
          component="section"
          aria-label={t(`tickets.direction.${segment.direction}`)}
          sx={{ borderTop: 1, borderBottom: 1, borderColor: 'divider', py: 2 }}
        >
          <Typography sx={{ fontWeight: 700, mb: 1.5 }}>
            {t(`tickets.direction.${segment.direction}`)} · {segment.airline.name}{' '}
            <bdi dir="ltr">{segment.flightNumber}</bdi>
            <Typography component="span" sx={{ color: 'text.secondary', mx: 1, fontSize: 14 }}>
              {formatLocalDay(segment.departureTime, calendar, language)}
            </Typography>
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: 'minmax(0, 1fr) auto minmax(0, 1fr)',
              gap: 2,
              alignItems: 'start',
            }}
          >
            {endpoint(segment.origin, segment.departureTime, 'start')}
            <Box sx={{ textAlign: 'center', fontSize: 12, color: 'text.secondary', pt: 1.5 }}>
              {formatDuration(segment.duration, language)}
              <Box
                aria-hidden
                sx={{
                  height: 0,
                  borderTop: '2px dashed',
                  borderColor: 'divider',
                  my: 0.5,
                  width: { xs: 48, md: 96 },
                }}
              />
            </Box>
            {endpoint(segment.destination, segment.arrivalTime, 'end')}
          </Box>
          <Typography sx={{ fontSize: 12, color: 'text.secondary', mt: 1 }}>
            {t('tickets.localTimes')}
          </Typography>
        </Box>
        <Facts
          columns={5}
          items={[
            { label: t('tickets.aircraft'), value: <bdi dir="ltr">{segment.aircraft}</bdi> },
            { label: t('tickets.cabin'), value: t(`tickets.cabinClass.${segment.cabinClass}`) },
            { label: t('tickets.priceClass'), value: <bdi dir="ltr">{segment.priceClass}</bdi> },
            {
              label: t('tickets.baggage'),
              value: t('tickets.baggageKg', { kg: n(segment.baggage) }),
            },
            {
              label: t('tickets.seat'),
              value: ticket.seat ? <bdi dir="ltr">{ticket.seat}</bdi> : t('tickets.seatNone'),
              testId: 'sheet-seat',
            },
          ]}
        />
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-end' }}>
          <Box sx={{ flex: 1, minWidth: 200 }}>
            <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
              {t('tickets.services')}
            </Typography>
            {sheet.services.length === 0 ? (
              <Typography>{t('tickets.servicesNone')}</Typography>
            ) : (
              <Box component="ul" sx={{ m: 0, paddingInlineStart: 2.5 }}>
                {sheet.services.map((s, i) => (
                  <li key={i}>
                    {t(`tickets.service.${s.code}`)} × {n(s.quantity)} ({t(statusKey(s.status))})
                  </li>
                ))}
              </Box>
            )}
          </Box>
          <Box sx={{ minWidth: 180 }} data-testid="sheet-contact">
            <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
              {t('tickets.contact')}
            </Typography>
            <Typography>
              {t('tickets.mobile')}:{' '}
              <bdi dir="ltr" data-testid="sheet-mobile">
                {formatPhoneInternational(booking.contact.mobile)}
              </bdi>
            </Typography>
            {booking.contact.email && (
              <Typography sx={{ overflowWrap: 'anywhere' }}>
                {t('tickets.email')}: <bdi dir="ltr">{booking.contact.email}</bdi>
              </Typography>
            )}
          </Box>
          {sheet.fare !== null && (
            <Box sx={{ textAlign: 'end' }}>
              <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
                {t('tickets.farePaid')}
              </Typography>
              <Typography sx={{ fontSize: 20, fontWeight: 800 }} data-testid="sheet-fare">
                <bdi>
                  {formatMoney({ amount: sheet.fare, currency: booking.currency }, language)}
                </bdi>
              </Typography>
            </Box>
          )}
        </Box>
        <Typography sx={{ fontSize: 12, color: 'text.secondary' }}>
          {t('tickets.ticketFooter')}
        </Typography>
      </Box>
    </Paper>
  );
}
