import { zonedIso } from '@parvaz/domain/calendar/zoned';
import type { RefundDeskFlight } from '@parvaz/domain/contracts/tickets';
import { recordedDelayMinutes, recordedNewDeparture } from '@parvaz/domain/flights/flight-delay';
import { airportByCode } from '@parvaz/domain/reference/airports';
import type { Database } from '../../db/client';
import { flightStatusRows } from './flights.repository';

/** A flight's recorded state, with its times local at the departure airport. */
export type FlightStatusView = RefundDeskFlight;

/**
 * What operations recorded of some flights (status, delay, scheduled and new departure), by
 * flight id: the facts a refund for a cancelled or delayed flight is decided on.
 */
export async function flightStatuses(
  db: Database,
  flightIds: readonly number[],
): Promise<Map<number, FlightStatusView>> {
  const rows = await flightStatusRows(db, flightIds);
  return new Map(
    rows.map((row) => {
      const zone = airportByCode(row.originAirport)?.timeZone ?? 'UTC';
      const flight = {
        status: row.status,
        scheduledDeparture: row.departureAt,
        estimatedDeparture: row.estimatedDepartureAt,
      };
      const newDeparture = recordedNewDeparture(flight);
      return [
        row.flightId,
        {
          flightNumber: `${row.airlineCode}${row.flightNumber}`,
          origin: row.originAirport,
          destination: row.destinationAirport,
          status: row.status,
          delayMinutes: recordedDelayMinutes(flight),
          scheduledDeparture: zonedIso(row.departureAt, zone),
          estimatedDeparture: newDeparture ? zonedIso(newDeparture, zone) : null,
        },
      ];
    }),
  );
}
