import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { savedPassengers } from '../../db/schema/passengers';

export type SavedPassengerRow = typeof savedPassengers.$inferSelect;
export type SavedPassengerValues = Omit<typeof savedPassengers.$inferInsert, 'id' | 'createdAt'>;

export function passengersOf(db: Database, userId: number): Promise<SavedPassengerRow[]> {
  return db
    .select()
    .from(savedPassengers)
    .where(eq(savedPassengers.userId, userId))
    .orderBy(asc(savedPassengers.id));
}

export async function insertPassenger(db: Database, values: SavedPassengerValues): Promise<number> {
  const [row] = await db
    .insert(savedPassengers)
    .values(values)
    .returning({ id: savedPassengers.id });
  if (!row) throw new Error('saved passenger not inserted');
  return row.id;
}

/** Changes a passenger of this user only; false when the user has no such passenger. */
export async function updatePassenger(
  db: Database,
  userId: number,
  id: number,
  values: Omit<SavedPassengerValues, 'userId'>,
): Promise<boolean> {
  const rows = await db
    .update(savedPassengers)
    .set(values)
    .where(and(eq(savedPassengers.id, id), eq(savedPassengers.userId, userId)))
    .returning({ id: savedPassengers.id });
  return rows.length > 0;
}

export async function deletePassenger(db: Database, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(savedPassengers)
    .where(and(eq(savedPassengers.id, id), eq(savedPassengers.userId, userId)))
    .returning({ id: savedPassengers.id });
  return rows.length > 0;
}
