/** A flight's state as operations record it. */
export type FlightStatus = 'scheduled' | 'delayed' | 'cancelled' | 'departed' | 'landed';

/**
 * The new departure on record: the estimate of a flight marked delayed, or gone with its new
 * time on record; null for a flight on time, cancelled, or with no new time.
 */
export function recordedNewDeparture(flight: {
  status: FlightStatus;
  estimatedDeparture: Date | null;
}): Date | null {
  const recorded =
    flight.status === 'delayed' || flight.status === 'departed' || flight.status === 'landed';
  return recorded ? flight.estimatedDeparture : null;
}

/**
 * Minutes the flight leaves after its scheduled time, as recorded (`recordedNewDeparture`); 0
 * when on time, and never below 0. The refund rules and the refund desk read the same number.
 */
export function recordedDelayMinutes(flight: {
  status: FlightStatus;
  scheduledDeparture: Date;
  estimatedDeparture: Date | null;
}): number {
  const departure = recordedNewDeparture(flight);
  if (!departure) return 0;
  const minutes = Math.round((departure.getTime() - flight.scheduledDeparture.getTime()) / 60_000);
  return Math.max(0, minutes);
}
