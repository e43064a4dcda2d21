import type { Database } from '../../db/client';
import { returnRoomNight, roomsOfStay, takeRoomNight } from './hotel-stay.repository';

/** How many rooms of each type a stay takes, by room type id. */
export function roomsPerType(rooms: readonly { roomTypeId: number }[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const room of rooms) counts.set(room.roomTypeId, (counts.get(room.roomTypeId) ?? 0) + 1);
  return counts;
}

/**
 * Takes every room type's every night, in one fixed order (room type id, then night) so two
 * stays never wait on each other's rows crosswise; false at the first night that is full. The
 * caller rolls back its transaction then: a stay holds all its nights or none.
 */
export async function takeNights(
  tx: Database,
  nights: readonly { id: number; roomTypeId: number; night: string }[],
  perType: Map<number, number>,
): Promise<boolean> {
  const ordered = [...nights].sort(
    (a, b) => a.roomTypeId - b.roomTypeId || a.night.localeCompare(b.night),
  );
  for (const night of ordered)
    if (!(await takeRoomNight(tx, night.id, perType.get(night.roomTypeId) ?? 0))) return false;
  return true;
}

/**
 * Gives a stay's nights back: every night, or only those of `only` (a no-show's nights after
 * its check-in night). Call it only in the transaction that won the stay's move out of a holding
 * status (expired, cancelled, no-show), so it runs once per stay whatever the race.
 */
export async function giveNightsBack(
  tx: Database,
  stayId: number,
  only?: readonly string[],
): Promise<void> {
  const rooms = await roomsOfStay(tx, stayId);
  const perType = roomsPerType(rooms);
  const given = (night: string) => !only || only.includes(night);
  const nightsOfType = new Map<number, string[]>();
  for (const room of rooms)
    nightsOfType.set(room.roomTypeId, room.nights.map((n) => n.date).filter(given));
  const types = [...perType.keys()].sort((a, b) => a - b);
  for (const type of types)
    for (const night of [...(nightsOfType.get(type) ?? [])].sort())
      await returnRoomNight(tx, type, night, perType.get(type) ?? 0);
}
