import type { Database } from '../../db/client';
import { referencesOfBookings } from './booking-payment.repository';

/** The PNR and tracking code of each booking named, by id (a statement's lines name them). */
export async function bookingReferences(
  db: Database,
  ids: readonly number[],
): Promise<Map<number, { pnr: string; trackingCode: string }>> {
  const rows = await referencesOfBookings(db, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, { pnr: row.pnr, trackingCode: row.trackingCode }]));
}
