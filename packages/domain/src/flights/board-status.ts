import type { FlightStatus } from './flight-delay';

/** What an airport's flight-information board says of a flight (API.md, `flight/getAirportBoard`). */
export const boardStatuses = [
  'Scheduled',
  'CheckIn',
  'Boarding',
  'Departed',
  'Delayed',
  'Cancelled',
  'Landed',
  'Diverted',
] as const;
export type BoardStatus = (typeof boardStatuses)[number];

export const boardDirections = ['departures', 'arrivals'] as const;
export type BoardDirection = (typeof boardDirections)[number];

const minute = 60_000;

/** When the desks open and the gate calls the flight, before the departure it is expected at. */
export const boardTimings = {
  checkInOpensMs: 3 * 60 * minute,
  boardingStartsMs: 40 * minute,
} as const;

/** A flight as operations recorded it: its state and its scheduled and new times. */
export interface BoardFlightFacts {
  status: FlightStatus;
  scheduledDeparture: Date;
  scheduledArrival: Date;
  estimatedDeparture: Date | null;
  estimatedArrival: Date | null;
}

/** A board line's state at one moment: the status, the new time if any, the actual time once it happened. */
export interface BoardMoment {
  status: BoardStatus;
  estimated: Date | null;
  actual: Date | null;
}

/** Operations put a new time on a flight they marked delayed, and keep it once it has gone. */
function newTimes(flight: BoardFlightFacts): { departure: Date | null; arrival: Date | null } {
  const recorded =
    flight.status === 'delayed' || flight.status === 'departed' || flight.status === 'landed';
  return recorded
    ? { departure: flight.estimatedDeparture, arrival: flight.estimatedArrival }
    : { departure: null, arrival: null };
}

const later = (time: Date | null, than: Date) =>
  time !== null && time.getTime() > than.getTime() ? time : null;

/**
 * The board's word for a flight at `now`, from what operations recorded and the clock. A
 * cancelled flight stays cancelled. Otherwise the flight is expected at its new time if it has
 * one, else at the scheduled time, and:
 * - departures: Departed once that time has passed (or operations say it has gone), Boarding
 *   from 40 minutes before it, Delayed while a later time is on record, CheckIn from 3 hours
 *   before it, Scheduled until then;
 * - arrivals: Landed once its arrival time has passed (or operations say so), Delayed while a
 *   later time is on record, Departed while it is in the air, Scheduled until then.
 * `estimated` is the new time of a delayed flight; `actual` the time it left (departures) or
 * landed (arrivals), known once it has.
 */
export function boardMoment(
  flight: BoardFlightFacts,
  direction: BoardDirection,
  now: Date,
): BoardMoment {
  if (flight.status === 'cancelled') return { status: 'Cancelled', estimated: null, actual: null };
  const recorded = newTimes(flight);
  const lateDeparture = later(recorded.departure, flight.scheduledDeparture);
  const lateArrival = later(recorded.arrival, flight.scheduledArrival);
  const departure = lateDeparture ?? flight.scheduledDeparture;
  const arrival = lateArrival ?? flight.scheduledArrival;
  const nowMs = now.getTime();
  const gone =
    flight.status === 'departed' || flight.status === 'landed' || nowMs >= departure.getTime();
  const landed = flight.status === 'landed' || nowMs >= arrival.getTime();

  if (direction === 'departures') {
    const estimated = lateDeparture;
    if (gone) return { status: 'Departed', estimated, actual: departure };
    if (nowMs >= departure.getTime() - boardTimings.boardingStartsMs)
      return { status: 'Boarding', estimated, actual: null };
    if (estimated) return { status: 'Delayed', estimated, actual: null };
    if (nowMs >= departure.getTime() - boardTimings.checkInOpensMs)
      return { status: 'CheckIn', estimated: null, actual: null };
    return { status: 'Scheduled', estimated: null, actual: null };
  }
  const estimated = lateArrival;
  if (landed) return { status: 'Landed', estimated, actual: arrival };
  if (estimated) return { status: 'Delayed', estimated, actual: null };
  if (gone) return { status: 'Departed', estimated: null, actual: null };
  return { status: 'Scheduled', estimated: null, actual: null };
}
