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

/** Two to five agencies sell each flight; busy routes draw more of them. */
export function sellersFor(
  origin: string,
  destination: string,
  busy: boolean,
  random: Random,
): Seller[] {
  const eligible = agenciesFor(countryOf(origin), countryOf(destination));
  const most = Math.min(5, eligible.length);
  const count = random.int(Math.min(busy ? 3 : 2, most), busy ? most : Math.min(4, most));
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
  const currency = currencyOf(route);
  const offers: GeneratedOffer[] = [];
  sellers.forEach((seller, index) => {
    const sells = cabin === 'economy' || index === 0 || random.chance(0.5);
    if (!sells) return;
    const howMany = cabin === 'economy' && random.chance(0.45) ? 2 : 1;
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
