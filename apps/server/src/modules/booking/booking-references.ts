import type { Database } from '../../db/client';
import { referencesOfBookings } from './booking-payment.repository';

/**
 * The PNR and tracking code of each of the tenant's bookings named, by id (a statement's lines
 * name them); another tenant's id finds nothing.
 */
export async function bookingReferences(
  db: Database,
  tenant: string,
  ids: readonly number[],
): Promise<Map<number, { pnr: string; trackingCode: string }>> {
  const rows = await referencesOfBookings(db, tenant, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, { pnr: row.pnr, trackingCode: row.trackingCode }]));
}
