import type { PassengerCounts } from '../passengers/counts';

/** An agency's fares and fees per passenger type, in minor units of one currency. */
export interface OfferAmounts {
  adultFare: number;
  childFare: number;
  infantFare: number;
  adultFee: number;
  childFee: number;
  infantFee: number;
}

/**
 * What a party pays through one agency (spec "Reserve.agency.fee"): the price of one passenger
 * of each type (fare + the agency's fee), the party's fares without fees (`total`) and with
 * them (`final`).
 */
export interface PartyPrice {
  adult: number;
  child: number;
  infant: number;
  total: number;
  final: number;
}

export function partyPrice(offer: OfferAmounts, counts: PassengerCounts): PartyPrice {
  const total =
    offer.adultFare * counts.adult +
    offer.childFare * counts.child +
    offer.infantFare * counts.infant;
  const fees =
    offer.adultFee * counts.adult + offer.childFee * counts.child + offer.infantFee * counts.infant;
  return {
    adult: offer.adultFare + offer.adultFee,
    child: offer.childFare + offer.childFee,
    infant: offer.infantFare + offer.infantFee,
    total,
    final: total + fees,
  };
}

/** Infants travel on a lap: only adults and children take seats. */
export function seatsNeeded(counts: PassengerCounts): number {
  return counts.adult + counts.child;
}

/** The agency's service fees in a party's price: what its final price adds to the fares. */
export function partyFees(price: Pick<PartyPrice, 'total' | 'final'>): number {
  return price.final - price.total;
}
