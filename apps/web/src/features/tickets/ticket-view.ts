import type { TicketShow } from '@parvaz/domain/contracts/tickets';
import { servicesOfPassenger } from '@parvaz/domain/tickets/passenger-services';

type Passenger = TicketShow['passengers'][number];
type PassengerTicket = Passenger['tickets'][number];
type Segment = TicketShow['segments'][number];

/** One printed ticket: a passenger on one flight, with what that passenger paid for it. */
export interface TicketSheet {
  key: string;
  passenger: Pick<Passenger, 'type' | 'firstName' | 'lastName'>;
  ticket: PassengerTicket;
  segment: Segment;
  /** Fare and fee paid for this ticket, minor units; null when the answer does not say. */
  fare: number | null;
  /** This passenger's extra services (the PDF prints the same). */
  services: TicketShow['services'];
}

/** `fares` is keyed like the passengers' tickets: the passenger's position and the direction. */
export function fareKey(passengerIndex: number, direction: PassengerTicket['direction']): string {
  return `${passengerIndex}.${direction}`;
}

/**
 * The booking as tickets to print: passengers in order, each one's flights in the booking's
 * order (outbound, then return), each with its own passenger's services.
 */
export function ticketSheets(show: TicketShow): TicketSheet[] {
  const order = show.segments.map((s) => s.direction);
  return show.passengers.flatMap((passenger, index) =>
    [...passenger.tickets]
      .sort((a, b) => order.indexOf(a.direction) - order.indexOf(b.direction))
      .flatMap((ticket) => {
        const segment = show.segments.find((s) => s.direction === ticket.direction);
        if (!segment) return [];
        return [
          {
            key: fareKey(index, ticket.direction),
            passenger: {
              type: passenger.type,
              firstName: passenger.firstName,
              lastName: passenger.lastName,
            },
            ticket,
            segment,
            fare: show.fares[fareKey(index, ticket.direction)] ?? null,
            services: servicesOfPassenger(show.services, show.passengers, index),
          },
        ];
      }),
  );
}
