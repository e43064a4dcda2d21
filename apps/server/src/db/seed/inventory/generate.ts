import { gregorianWeekday, parseIsoDate } from '@parvaz/domain/calendar/plain-date';
import { instantAt } from '@parvaz/domain/calendar/zoned';
import { aircraftByCode, cabinCapacities } from './aircraft';
import type { GeneratedCabin, GeneratedFlight } from './generated';
import { cityOf, countryOf, isInternational } from './geography';
import { network } from './network';
import { cabinOffers, sellersFor } from './offers';
import { applyOperations, daysBetween } from './operations';
import { fullFare, timeOfDayDemand, weekdayDemand } from './pricing';
import { randomFor } from './random';
import { datedLegs, planRotations, type DatedLeg } from './schedule';
import { cabinLoad } from './seats';
import { terminalAt } from './terminals';

export interface InventoryOptions {
  /** The first departure date, 'YYYY-MM-DD' (local at each origin). */
  today: string;
  days: number;
  /** What has already flown; midnight of `today` in Tehran when not given. */
  now?: Date;
}

/** City pairs with the most traffic: more agencies sell them and they fill faster. */
const busyPairs = new Set(['THRC-MHD', 'THRC-KIH', 'THRC-SYZ', 'MHD-KIH', 'MHD-SYZ']);

function isBusy(originCity: string, destinationCity: string): boolean {
  return (
    busyPairs.has(`${originCity}-${destinationCity}`) ||
    busyPairs.has(`${destinationCity}-${originCity}`)
  );
}

function buildFlight(leg: DatedLeg, today: string): GeneratedFlight {
  const { plan } = leg;
  const key = `${plan.airline} ${plan.flightNumber} ${leg.departureDate}`;
  const random = randomFor(key);
  const aircraft = aircraftByCode(plan.aircraft);
  if (!aircraft) throw new Error(`Unknown aircraft ${plan.aircraft} on ${key}`);
  const originCity = cityOf(plan.from);
  const destinationCity = cityOf(plan.to);
  const international = isInternational(plan.route);
  const busy = isBusy(originCity, destinationCity);
  const daysAhead = daysBetween(today, leg.departureDate);
  const weekday = gregorianWeekday(parseIsoDate(leg.departureDate));
  const demand =
    weekdayDemand(countryOf(plan.from), weekday) +
    timeOfDayDemand(leg.localTime) +
    (busy ? 0.06 : 0);

  const capacities = cabinCapacities(aircraft);
  const loads = capacities.map(({ cabin, capacity }) => ({
    cabin,
    capacity,
    ...cabinLoad(capacity, cabin, daysAhead, demand, random),
  }));
  const economyLoad = loads.find((l) => l.cabin === 'economy')?.load ?? 0.5;
  const fare = fullFare(plan.route, plan.airline, economyLoad, demand, random);
  const sellers = sellersFor(plan.from, plan.to, busy, daysAhead, random);
  const cabins: GeneratedCabin[] = loads.map(({ cabin, capacity, available }) => ({
    cabin,
    capacity,
    available,
    offers: cabinOffers(cabin, available, daysAhead, fare, plan.route, sellers, random),
  }));

  return {
    key,
    airlineCode: plan.airline,
    flightNumber: plan.flightNumber,
    originAirport: plan.from,
    destinationAirport: plan.to,
    originCity,
    destinationCity,
    departureDate: leg.departureDate,
    departureAt: leg.departureAt,
    arrivalAt: leg.arrivalAt,
    estimatedDepartureAt: null,
    estimatedArrivalAt: null,
    originTerminal: terminalAt(plan.from, plan.airline, international),
    destinationTerminal: terminalAt(plan.to, plan.airline, international),
    aircraftCode: plan.aircraft,
    status: 'scheduled',
    cabins,
  };
}

/**
 * The demo flight inventory for `days` days from `today`: a pure function of its options, so
 * the same day always gives the same flights, seats, fares and agencies.
 */
export function generateInventory(options: InventoryOptions): GeneratedFlight[] {
  const now = options.now ?? instantAt(options.today, '00:00', 'Asia/Tehran');
  const legs = datedLegs(planRotations(network), options.today, options.days);
  const flights = legs
    .map((leg) => buildFlight(leg, options.today))
    .sort(
      (a, b) => a.departureAt.getTime() - b.departureAt.getTime() || a.key.localeCompare(b.key),
    );
  applyOperations(flights, options.today, now);
  return flights;
}
