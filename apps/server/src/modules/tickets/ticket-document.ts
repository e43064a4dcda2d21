import type { TicketShow } from '@parvaz/domain/contracts/tickets';
import type { Language } from '@parvaz/domain/languages';
import { activeCalendar } from '@parvaz/domain/calendar/calendar-choice';
import { servicesOfPassenger } from '@parvaz/domain/tickets/passenger-services';
import type { CalendarMode, TenantConfig } from '@parvaz/domain/tenants/tenants';
import type { Translate } from '../../platform/translator';
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

/** The file name the browser saves the ticket as (the web app's link names it the same). */
export function ticketFileName(view: Pick<TicketShow, 'trackingCode'>): string {
  return `ticket-${view.trackingCode}.pdf`;
}
