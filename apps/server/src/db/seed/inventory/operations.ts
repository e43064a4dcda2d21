import { homeRoutes } from '@parvaz/domain/contracts/flight-search';
import type { GeneratedFlight } from './generated';
import { randomFor, type Random } from './random';

const minute = 60_000;
const day = 86_400_000;

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / day);
}

export function isHomeRoute(flight: Pick<GeneratedFlight, 'originCity' | 'destinationCity'>) {
  return homeRoutes.some(([o, d]) => o === flight.originCity && d === flight.destinationCity);
}

function delay(flight: GeneratedFlight, minutes: number): void {
  flight.status = 'delayed';
  flight.estimatedDepartureAt = new Date(flight.departureAt.getTime() + minutes * minute);
  flight.estimatedArrivalAt = new Date(flight.arrivalAt.getTime() + minutes * minute);
}

function cancel(flight: GeneratedFlight): void {
  flight.status = 'cancelled';
  // A cancelled flight is not sold; its offers stay for the record of what was on sale.
  for (const cabin of flight.cabins) for (const offer of cabin.offers) offer.active = false;
}

function fill(flight: GeneratedFlight): void {
  for (const cabin of flight.cabins) cabin.available = 0;
}

/** Takes one flight of `pool` not taken before, or undefined when none is left. */
function take(pool: GeneratedFlight[], taken: Set<string>, random: Random) {
  const free = pool.filter((f) => !taken.has(f.key));
  if (free.length === 0) return undefined;
  const chosen = random.pick(free);
  taken.add(chosen.key);
  return chosen;
}

/**
 * The day of operations the demo shows: flights already gone have departed or landed; of the
 * flights to come, two on home routes in the coming week are sold out, a few of the next three
 * days run late (one by more than two hours, which makes its tickets refundable in full), and a
 * few in the next ten days are cancelled. Chosen by a stream seeded with `today`, so the same
 * day gives the same picture. `flights` is changed in place and must be sorted.
 */
export function applyOperations(flights: GeneratedFlight[], today: string, now: Date): void {
  const random = randomFor('operations', today);
  const soon = now.getTime() + 2 * 60 * minute;
  for (const flight of flights) {
    if (flight.arrivalAt <= now) flight.status = 'landed';
    else if (flight.departureAt <= now) flight.status = 'departed';
  }
  const ahead = (f: GeneratedFlight) => daysBetween(today, f.departureDate);
  const future = flights.filter((f) => f.departureAt.getTime() > soon);
  const taken = new Set<string>();

  const homeThisWeek = future.filter((f) => isHomeRoute(f) && ahead(f) >= 1 && ahead(f) <= 6);
  const firstFull = take(homeThisWeek, taken, random);
  if (firstFull) fill(firstFull);
  const secondFull = take(
    homeThisWeek.filter((f) => f.departureDate !== firstFull?.departureDate),
    taken,
    random,
  );
  if (secondFull) fill(secondFull);

  const nextDays = future.filter((f) => ahead(f) <= 2);
  const longDelay = take(nextDays.filter(isHomeRoute), taken, random);
  if (longDelay) delay(longDelay, random.int(27, 48) * 5);
  for (let i = 0; i < 4; i++) {
    const late = take(nextDays, taken, random);
    if (late) delay(late, random.int(8, 22) * 5);
  }

  // Never on the home routes but Tehran–Mashhad (13 a day): each keeps at least four flights.
  const tenDays = future.filter((f) => ahead(f) <= 10);
  const tehranMashhad = tenDays.filter(
    (f) => f.originCity === 'THRC' && f.destinationCity === 'MHD',
  );
  const cancelled = take(tehranMashhad, taken, random);
  if (cancelled) cancel(cancelled);
  const elsewhere = tenDays.filter((f) => !isHomeRoute(f));
  for (let i = 0; i < 2; i++) {
    const flight = take(elsewhere, taken, random);
    if (flight) cancel(flight);
  }
}
