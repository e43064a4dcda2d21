import type { CabinClass } from '@parvaz/domain/flights/inventory';
import { agenciesFor, type AgencyProfile } from './agencies';
import { openClasses } from './fare-classes';
import type { GeneratedOffer } from './generated';
import { countryOf } from './geography';
import type { Route } from './network';
import { agencyFees, baggageKg, classFares, currencyOf } from './pricing';
import type { Random } from './random';

/** An agency on one flight, with the fee rate it charges there. */
export interface Seller {
  agency: AgencyProfile;
  rate: number;
}

/**
 * Two to five agencies sell each flight. Agencies take up a flight as its date nears and busy
 * routes draw more of them, so a flight next week has more sellers than one in two months.
 */
export function sellersFor(
  origin: string,
  destination: string,
  busy: boolean,
  daysAhead: number,
  random: Random,
): Seller[] {
  const eligible = agenciesFor(countryOf(origin), countryOf(destination));
  const near = daysAhead <= 30;
  const [fewest, most] = near ? (busy ? [3, 5] : [2, 4]) : [2, 3];
  const count = random.int(Math.min(fewest, eligible.length), Math.min(most, eligible.length));
  return random.sample(eligible, count).map((agency) => ({
    agency,
    rate: random.between(agency.feeRate[0], agency.feeRate[1]),
  }));
}

/**
 * What the sellers offer in one cabin: the airline's fare for each class (the same whoever
 * sells it) plus each agency's own fee. In economy an agency sells one or two of the classes
 * still open; in business some agencies sell one class, at least one always does.
 */
export function cabinOffers(
  cabin: CabinClass,
  available: number,
  daysAhead: number,
  economyFullFare: number,
  route: Route,
  sellers: readonly Seller[],
  random: Random,
): GeneratedOffer[] {
  const open = openClasses(cabin, Math.max(available, 1), daysAhead);
  // Agencies file more classes as the flight nears; far out most sell just one.
  const secondClassChance = daysAhead <= 30 ? 0.35 : 0.15;
  const currency = currencyOf(route);
  const offers: GeneratedOffer[] = [];
  sellers.forEach((seller, index) => {
    const sells = cabin === 'economy' || index === 0 || random.chance(0.4);
    if (!sells) return;
    const howMany = cabin === 'economy' && random.chance(secondClassChance) ? 2 : 1;
    for (const fareClass of random.sample(open, howMany)) {
      const fares = classFares(economyFullFare, fareClass, route);
      offers.push({
        agency: seller.agency.slug,
        priceClass: fareClass.code,
        currency,
        ...fares,
        ...agencyFees(fares, seller.rate, currency),
        baggageKg: baggageKg(cabin, route),
        refundRules: fareClass.refundRules,
        active: true,
      });
    }
  });
  return offers;
}
