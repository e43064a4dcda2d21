import {
  addDays,
  formatIsoDate,
  gregorianWeekday,
  parseIsoDate,
  type Weekday,
} from '@parvaz/domain/calendar/plain-date';
import { instantOf, wallClock } from './clock';
import { flightNumberBlocks } from './flight-numbers';
import { isInternational, zoneOf } from './geography';
import type { Route } from './network';
import { randomFor } from './random';

/** One direction of a round trip, as the timetable prints it. */
export interface LegPlan {
  airline: string;
  flightNumber: string;
  from: string;
  to: string;
  blockMinutes: number;
  aircraft: string;
  route: Route;
}

/** A round trip flown on the days it operates: out from its base and back after a turnaround. */
export interface Rotation {
  out: LegPlan;
  back: LegPlan;
  /** Local departure time of `out` at its origin, 'HH:mm'. */
  departs: string;
  turnMinutes: number;
  days?: readonly Weekday[];
}

/** A leg on one date: what becomes a row of `flights`. */
export interface DatedLeg {
  plan: LegPlan;
  departureDate: string;
  departureAt: Date;
  arrivalAt: Date;
  /** Local departure time at the origin, 'HH:mm' (demand depends on it). */
  localTime: string;
}

const wideBodies = new Set(['A306', 'A310', 'A332', 'A343']);
/** Every leg departs between these local times unless its slot is fixed. */
const bankOpens = 6 * 60;
const bankCloses = 23 * 60 + 30;
/** The longest turnaround at an outstation (a wide body on a domestic route). */
const longestTurn = 60;
const minute = 60_000;

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const roundTo5 = (minutes: number) => Math.round(minutes / 5) * 5;

/**
 * Departure times of `count` round trips spread over the bank so the return still leaves by
 * 23:30; each airline's phase differs so carriers on a route do not all leave together.
 */
function spreadTimes(count: number, latestStart: number, phaseKey: string): string[] {
  const phase = randomFor('phase', phaseKey).between(0.05, 0.95);
  const slot = (latestStart - bankOpens) / count;
  return Array.from({ length: count }, (_, i) => hhmm(roundTo5(bankOpens + slot * (i + phase))));
}

/** The timetable: every round trip of every service, with flight numbers handed out in order. */
export function planRotations(network: readonly Route[]): Rotation[] {
  const nextNumber = new Map<string, number>();
  const rotations: Rotation[] = [];
  for (const route of network) {
    const international = isInternational(route);
    for (const service of route.services) {
      const blocks = flightNumberBlocks[service.airline];
      if (!blocks) throw new Error(`No flight numbers for ${service.airline}`);
      const counterKey = `${service.airline}:${international ? 'int' : 'dom'}`;
      const [from, to] = service.basedAtB ? [route.b, route.a] : [route.a, route.b];
      const [outBlock, backBlock] = service.basedAtB
        ? [route.block[1], route.block[0]]
        : [route.block[0], route.block[1]];
      const times =
        typeof service.rotations === 'number'
          ? spreadTimes(
              service.rotations,
              bankCloses - outBlock - longestTurn,
              `${service.airline}${route.a}${route.b}`,
            )
          : service.rotations;
      times.forEach((departs, i) => {
        const number =
          nextNumber.get(counterKey) ?? (international ? blocks.international : blocks.domestic);
        nextNumber.set(counterKey, number + 2);
        const aircraft = service.aircraft[i % service.aircraft.length] ?? '';
        // Planned block times differ a little by time of day (airport congestion).
        const tweak = randomFor('block', service.airline, number).pick([-5, 0, 0, 5]);
        const leg = (n: number, a: string, b: string, block: number): LegPlan => ({
          airline: service.airline,
          flightNumber: String(n),
          from: a,
          to: b,
          blockMinutes: block + tweak,
          aircraft,
          route,
        });
        rotations.push({
          out: leg(number, from, to, outBlock),
          back: leg(number + 1, to, from, backBlock),
          departs,
          turnMinutes: international ? 70 : wideBodies.has(aircraft) ? longestTurn : 45,
          ...(service.days ? { days: service.days } : {}),
        });
      });
    }
  }
  return rotations;
}

function dated(plan: LegPlan, departureAt: Date): DatedLeg {
  const local = wallClock(departureAt, zoneOf(plan.from));
  return {
    plan,
    departureDate: local.date,
    departureAt,
    arrivalAt: new Date(departureAt.getTime() + plan.blockMinutes * minute),
    localTime: local.time,
  };
}

/**
 * Every leg departing (in its origin's local date) from `today` for `days` days. Round trips are
 * started from the day before too, so a return leg that leaves after midnight is there on day 1.
 */
export function datedLegs(rotations: readonly Rotation[], today: string, days: number): DatedLeg[] {
  const first = parseIsoDate(today);
  const last = formatIsoDate(addDays(first, days - 1));
  const legs: DatedLeg[] = [];
  for (let day = -1; day < days; day++) {
    const date = addDays(first, day);
    const iso = formatIsoDate(date);
    const weekday = gregorianWeekday(date);
    for (const rotation of rotations) {
      if (rotation.days && !rotation.days.includes(weekday)) continue;
      const out = dated(rotation.out, instantOf(iso, rotation.departs, zoneOf(rotation.out.from)));
      const turnEnds = out.arrivalAt.getTime() + rotation.turnMinutes * minute;
      const back = dated(rotation.back, new Date(Math.ceil(turnEnds / (5 * minute)) * 5 * minute));
      for (const leg of [out, back]) {
        if (leg.departureDate >= today && leg.departureDate <= last) legs.push(leg);
      }
    }
  }
  return legs;
}
