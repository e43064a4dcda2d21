import type { TicketShow } from '@parvaz/domain/contracts/tickets';
import type { Language } from '@parvaz/domain/languages';
import { activeCalendar } from '@parvaz/domain/calendar/calendar-choice';
import { servicesOfPassenger } from '@parvaz/domain/tickets/passenger-services';
import type { CalendarMode, TenantConfig } from '@parvaz/domain/tenants/tenants';
import type { Translate } from '../../platform/translator';
import type { ChargeView } from '@parvaz/domain/contracts/exchange-rates';
import { formatIsoDay } from '@parvaz/domain/format/dates';
import { formatMoney } from '@parvaz/domain/format/money';
import { formatRate } from '@parvaz/domain/money/rate-text';
import type { TicketDocument } from './pdf/ticket-pdf';

/** The e-ticket view as the PDF renderer takes it: names in `lang`, the brand's colour, each ticket's fare. */
export function ticketDocument(
  view: TicketShow,
  context: {
    tenant: TenantConfig;
    lang: Language;
    /** The reader's calendar, else the one that goes with the language (as the site shows). */
    calendar: CalendarMode | null;
    t: Translate;
    now: Date;
  },
): TicketDocument {
  const { tenant, lang, t } = context;
  return {
    lang,
    brand: { name: tenant.name[lang], primary: tenant.palette.primary.main },
    pnr: view.pnr,
    trackingCode: view.trackingCode,
    issuedAt: view.issuedAt ?? context.now.toISOString(),
    contact: view.contact,
    ...chargeText(view.charge, lang, activeCalendar(lang, context.calendar), t),
    passengers: view.passengers.map((passenger, index) => ({
      name: `${passenger.firstName} ${passenger.lastName}`,
      type: passenger.type,
      services: servicesOfPassenger(view.services, view.passengers, index).map((service) => ({
        label: t(`booking.service.${service.code}`, { ns: 'common' }),
        quantity: service.quantity,
        status: service.status,
      })),
      tickets: passenger.tickets.map((ticket) => ({
        direction: ticket.direction,
        ticketNumber: ticket.ticketNumber,
        status: ticket.status,
        seat: ticket.seat,
        fare: view.fares[`${index}.${ticket.direction}`],
      })),
    })),
    segments: view.segments.map((segment) => ({
      direction: segment.direction,
      flightNumber: segment.flightNumber,
      airline: segment.airline.name,
      origin: {
        city: segment.origin.cityName,
        airport: segment.origin.airport,
        terminal: segment.origin.terminal,
      },
      destination: {
        city: segment.destination.cityName,
        airport: segment.destination.airport,
        terminal: segment.destination.terminal,
      },
      departureTime: segment.departureTime,
      arrivalTime: segment.arrivalTime,
      aircraft: segment.aircraft,
      cabin: segment.cabinClass,
      priceClass: segment.priceClass,
      baggageKg: segment.baggage,
    })),
    fare: { amount: view.amount, currency: view.currency },
    calendar: activeCalendar(lang, context.calendar),
  };
}

/** "Paid US$49.41 at 1 USD = 1,050,000 IRR, rate of 26/11/2026", for a booking paid in another currency. */
function chargeText(
  charge: ChargeView,
  lang: Language,
  calendar: CalendarMode,
  t: Translate,
): { charge?: string } {
  if (!charge.rate) return {};
  const day = formatIsoDay(charge.rateDate ?? charge.rate.validFrom, calendar, lang);
  return {
    charge: t('charge.paidAt', {
      ns: 'common',
      amount: `\u2068${formatMoney(charge, lang)}\u2069`,
      rate: `\u2068${formatRate(charge.rate, lang)}\u2069`,
      date: `\u2068${day}\u2069`,
    }),
  };
}

/** The file name the browser saves the ticket as (the web app's link names it the same). */
export function ticketFileName(view: Pick<TicketShow, 'trackingCode'>): string {
  return `ticket-${view.trackingCode}.pdf`;
}
