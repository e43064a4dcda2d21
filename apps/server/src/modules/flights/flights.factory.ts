import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { airlines, flightCabins, flights, offers } from '../../db/schema/flights';

// The queries behind flights' test kit: what tests set and read of flights, which the product
// never does in this form.

/** Records a flight's state as operations would: cancelled, delayed by some minutes, departed. */
export async function setFlightState(
  db: Database,
  flightId: number,
  state: {
    status: 'scheduled' | 'delayed' | 'cancelled' | 'departed' | 'landed';
    delayMinutes?: number;
    /** Moves the scheduled departure (and arrival) to this instant. */
    departureAt?: Date;
  },
): Promise<void> {
  const [row] = await db.select().from(flights).where(eq(flights.id, flightId));
  if (!row) throw new Error('no flight');
  const departureAt = state.departureAt ?? row.departureAt;
  const block = row.arrivalAt.getTime() - row.departureAt.getTime();
  const delay = (state.delayMinutes ?? 0) * 60_000;
  await db
    .update(flights)
    .set({
      status: state.status,
      departureAt,
      arrivalAt: new Date(departureAt.getTime() + block),
      estimatedDepartureAt: delay ? new Date(departureAt.getTime() + delay) : null,
      estimatedArrivalAt: delay ? new Date(departureAt.getTime() + block + delay) : null,
    })
    .where(eq(flights.id, flightId));
}

/** The seats a cabin has left. */
export async function seatsAvailable(db: Database, cabinId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ available: flightCabins.available })
    .from(flightCabins)
    .where(eq(flightCabins.id, cabinId));
  return row?.available;
}

/** The agency whose offer sells this cabin. */
export async function agencyOfCabin(db: Database, cabinId: number): Promise<number> {
  const [offer] = await db
    .select({ agencyId: offers.agencyId })
    .from(offers)
    .where(eq(offers.flightCabinId, cabinId));
  if (!offer) throw new Error('no offer');
  return offer.agencyId;
}

/** Gives an airline the accounting code its ticket numbers start with. */
export async function setAccountingCode(db: Database, airlineCode: string, code: string) {
  await db.update(airlines).set({ accountingCode: code }).where(eq(airlines.code, airlineCode));
}
