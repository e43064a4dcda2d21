import type { CabinClass } from '@parvaz/domain/flights/inventory';
import type { Weekday } from '@parvaz/domain/calendar/plain-date';
import type { FareClass } from './fare-classes';
import type { Route } from './network';
import type { Random } from './random';
import { countryOf, isInternational } from './geography';

export type FareCurrency = 'IRR' | 'USD';

/** Rials inside Iran; dollars on everything else (Omani and Turkish fares are sold in USD). */
export function currencyOf(route: Pick<Route, 'a' | 'b'>): FareCurrency {
  return countryOf(route.a) === 'IR' && countryOf(route.b) === 'IR' ? 'IRR' : 'USD';
}

/** Rial prices end in 10,000 rial (1,000 toman); dollar prices in whole dollars. */
export function roundAmount(amount: number, currency: FareCurrency): number {
  const step = currency === 'IRR' ? 10_000 : 100;
  return Math.round(amount / step) * step;
}

// Where each carrier prices against the route's usual range: flag carriers above it, the small
// Iranian carriers a little below, the low-cost carriers well below.
const carrierLevel: Readonly<Record<string, number>> = {
  IR: 1.04,
  W5: 1.05,
  TK: 1.08,
  WY: 1.05,
  HH: 0.95,
  RV: 0.94,
  VR: 0.93,
  B9: 0.95,
  IS: 0.96,
  EP: 0.97,
  PC: 0.78,
  VF: 0.8,
  OV: 0.76,
};

/** Weekend travel: Iran rests on Friday (Thursday half), Oman on Friday–Saturday, Türkiye on Sunday. */
export function weekdayDemand(country: string, weekday: Weekday): number {
  const table: Record<string, Partial<Record<Weekday, number>>> = {
    IR: { 3: 0.04, 4: 0.1, 5: 0.08, 6: 0.03 },
    OM: { 4: 0.06, 6: 0.05 },
    TR: { 5: 0.06, 0: 0.06 },
  };
  return table[country]?.[weekday] ?? 0;
}

/** Early-morning and late-night departures sell for less, the business banks for more. */
export function timeOfDayDemand(localTime: string): number {
  const hour = Number(localTime.slice(0, 2));
  if (hour < 7) return -0.08;
  if (hour >= 22) return -0.1;
  if ((hour >= 7 && hour < 10) || (hour >= 17 && hour < 21)) return 0.05;
  return 0;
}

/**
 * The full economy fare (class Y) of one flight: full flights, popular days and times sit high
 * in the route's range, quiet ones low.
 */
export function fullFare(
  route: Route,
  airline: string,
  load: number,
  demand: number,
  random: Random,
): number {
  const [low, high] = route.fare;
  const position = Math.min(
    1,
    Math.max(0, 0.15 + 0.55 * load + demand + random.between(-0.08, 0.08)),
  );
  return (low + (high - low) * position) * (carrierLevel[airline] ?? 1);
}

export interface ClassFares {
  adultFare: number;
  childFare: number;
  infantFare: number;
}

/** Fares of a class: a child pays 75% of the adult fare, an infant on a lap 10%. */
export function classFares(
  economyFullFare: number,
  fareClass: FareClass,
  route: Route,
): ClassFares {
  const currency = currencyOf(route);
  const cabinFactor = fareClass.cabin === 'business' ? (isInternational(route) ? 2.6 : 1.7) : 1;
  const adultFare = roundAmount(economyFullFare * cabinFactor * fareClass.share, currency);
  return {
    adultFare,
    childFare: roundAmount(adultFare * 0.75, currency),
    infantFare: roundAmount(adultFare * 0.1, currency),
  };
}

/** An agency's service fee per passenger type at its rate for this flight. */
export function agencyFees(fares: ClassFares, rate: number, currency: FareCurrency) {
  return {
    adultFee: roundAmount(fares.adultFare * rate, currency),
    childFee: roundAmount(fares.childFare * rate, currency),
    infantFee: roundAmount(fares.infantFare * rate, currency),
  };
}

/** Checked baggage: 20/30 kg economy/business at home, 30/40 kg on international flights. */
export function baggageKg(cabin: CabinClass, route: Pick<Route, 'a' | 'b'>): number {
  const international = isInternational(route);
  if (cabin === 'business') return international ? 40 : 30;
  return international ? 30 : 20;
}
