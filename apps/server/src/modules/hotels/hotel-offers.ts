import { zonedIso } from '@parvaz/domain/calendar/zoned';
import type { StayPolicyView } from '@parvaz/domain/contracts/hotels';
import { currencySchema } from '@parvaz/domain/contracts/money';
import {
  freeCancellationUntil,
  stayPolicy,
  type StayPolicy,
} from '@parvaz/domain/hotels/cancellation';
import type { RoomOccupancy } from '@parvaz/domain/hotels/stay';
import type { StayRoomTypeRow } from './hotels.repository';

// Which room types a party's rooms take and what the stay costs: pure, over the rows the
// repository read, so search, detail and the stays' pricing agree to the rial.

/** Whether one room of the type sleeps the room's party. */
export function fits(type: StayRoomTypeRow, room: RoomOccupancy): boolean {
  return room.adults <= type.maxAdults && room.children <= type.maxChildren;
}

/** One room of the type for the whole stay: its nights' prices summed. */
export function stayTotal(type: StayRoomTypeRow): number {
  return type.prices.reduce((sum, night) => sum + night.amount, 0);
}

export interface RoomChoice {
  /** The room type each asked room takes, in the order asked. */
  types: StayRoomTypeRow[];
  total: number;
  currency: string;
}

/**
 * The cheapest way to give every asked room a fitting type with a free room on every night, no
 * type used more often than it has rooms free. At most five rooms and a handful of types per
 * hotel, so a depth-first search with a bound is exact and quick; a greedy pick could give the
 * only fitting type of a large party to a small one and report a hotel full that is not.
 */
export function cheapestRooms(
  rooms: readonly RoomOccupancy[],
  types: readonly StayRoomTypeRow[],
): RoomChoice | null {
  // A hotel files its rates in one currency; should it not, amounts of two are never summed.
  const byCurrency = new Map<string, StayRoomTypeRow[]>();
  for (const type of types)
    byCurrency.set(type.currency, [...(byCurrency.get(type.currency) ?? []), type]);
  for (const [currency, group] of [...byCurrency].sort(([a], [b]) => a.localeCompare(b))) {
    const choice = cheapestIn(rooms, group);
    if (choice) return { ...choice, currency };
  }
  return null;
}

function cheapestIn(
  rooms: readonly RoomOccupancy[],
  types: readonly StayRoomTypeRow[],
): Omit<RoomChoice, 'currency'> | null {
  const asked = rooms.map((room, index) => ({
    index,
    options: types
      .filter((type) => fits(type, room))
      .map((type) => ({ type, total: stayTotal(type) }))
      .sort((a, b) => a.total - b.total || a.type.id - b.type.id),
  }));
  if (asked.some((room) => room.options.length === 0)) return null;
  // The most constrained rooms first, so dead ends are found early.
  asked.sort((a, b) => a.options.length - b.options.length);
  // The least the rooms from the k-th on can cost: the bound that prunes dearer branches.
  const floorFrom = asked.map((_, k) =>
    asked.slice(k).reduce((sum, room) => sum + (room.options[0]?.total ?? 0), 0),
  );
  const used = new Map<number, number>();
  const picked: StayRoomTypeRow[] = [];
  let best: { types: StayRoomTypeRow[]; total: number } | null = null;
  const visit = (k: number, sum: number) => {
    if (best && sum + (floorFrom[k] ?? 0) >= best.total) return;
    const room = asked[k];
    if (!room) {
      best = { types: [...picked], total: sum };
      return;
    }
    for (const { type, total } of room.options) {
      const taken = used.get(type.id) ?? 0;
      if (taken >= type.free) continue;
      used.set(type.id, taken + 1);
      picked[room.index] = type;
      visit(k + 1, sum + total);
      used.set(type.id, taken);
    }
  };
  visit(0, 0);
  return best;
}

export interface HotelClock {
  checkInTime: string;
  timeZone: string;
}

/** One room of the type's cancellation terms for this stay, deadlines as instants. */
export function policyOf(type: StayRoomTypeRow, checkIn: string, hotel: HotelClock): StayPolicy {
  return stayPolicy(
    type.policy,
    { checkIn, checkInTime: hotel.checkInTime, timeZone: hotel.timeZone },
    { nights: type.prices, currency: type.currency },
  );
}

/** The terms as the API shows them: deadlines with the hotel's offset. */
export function policyView(policy: StayPolicy): StayPolicyView {
  const currency = currencySchema.parse(policy.noShow.currency);
  return {
    refundable: policy.refundable,
    timeZone: policy.timeZone,
    rules: policy.rules.map((rule) => ({
      until: zonedIso(rule.until, policy.timeZone),
      penalty: { ...rule.penalty, currency },
    })),
    noShow: { amount: policy.noShow.amount, currency },
  };
}

/** The earliest deadline until which one of the types can be cancelled for nothing. */
export function earliestFreeCancellation(
  types: readonly StayRoomTypeRow[],
  checkIn: string,
  hotel: HotelClock,
): Date | null {
  let earliest: Date | null = null;
  for (const type of types) {
    const until = freeCancellationUntil(policyOf(type, checkIn, hotel));
    if (until && (!earliest || until.getTime() < earliest.getTime())) earliest = until;
  }
  return earliest;
}
