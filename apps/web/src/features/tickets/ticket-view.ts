import type { TicketShow } from '@parvaz/domain/contracts/tickets';

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
  /** The booking's extra services, on the tickets of the adult who carries them. */
  services: TicketShow['services'];
}

/** `fares` is keyed like the passengers' tickets: the passenger's position and the direction. */
export function fareKey(passengerIndex: number, direction: PassengerTicket['direction']): string {
  return `${passengerIndex}.${direction}`;
}

/**
 * The booking as tickets to print: passengers in order, each one's flights in the booking's
 * order (outbound, then return). The main adult (the first adult) carries the services.
 */
export function ticketSheets(show: TicketShow): TicketSheet[] {
  const carrier = show.passengers.findIndex((p) => p.type === 'ADT');
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
            services: index === carrier ? show.services : [],
          },
        ];
      }),
  );
}
