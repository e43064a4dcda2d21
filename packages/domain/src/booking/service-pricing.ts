import type { Currency } from '../format/money';

export type ServiceCode = 'WCHR' | 'PET' | 'XBAG' | 'CARGO';

/** Limits per booking: kilograms of excess baggage and cargo, wheelchairs. */
export const serviceLimits = { XBAG: 30, CARGO: 100, WCHR: 1 } as const;

export type LimitedService = keyof typeof serviceLimits;

/**
 * What a booking may still add of each limited service, given what it holds already (services
 * bought with it or added later and not refused): the limits are per booking, not per request.
 */
export function serviceRoom(
  held: Partial<Record<ServiceCode, number>> = {},
): Record<LimitedService, number> {
  const left = (code: LimitedService) => Math.max(0, serviceLimits[code] - (held[code] ?? 0));
  return { XBAG: left('XBAG'), CARGO: left('CARGO'), WCHR: left('WCHR') };
}

interface Prices {
  /** A wheelchair with assistance: free, as airlines must offer it. */
  WCHR: number;
  /** One animal in the hold. */
  PET: number;
  /** One kilogram of excess baggage. */
  XBAG: number;
  /** One kilogram of cargo. */
  CARGO: number;
}

/** Prices per flight in minor units: domestic Iranian flights are sold in rials. */
const domestic: Record<Currency, Prices> = {
  IRR: { WCHR: 0, PET: 25_000_000, XBAG: 1_200_000, CARGO: 800_000 },
  USD: { WCHR: 0, PET: 9_000, XBAG: 1_200, CARGO: 800 },
  KWD: { WCHR: 0, PET: 2_750, XBAG: 370, CARGO: 250 },
};

/** Flights between countries cost more per kilogram and per animal. */
const international: Record<Currency, Prices> = {
  IRR: { WCHR: 0, PET: 45_000_000, XBAG: 2_500_000, CARGO: 1_500_000 },
  USD: { WCHR: 0, PET: 15_000, XBAG: 1_500, CARGO: 1_000 },
  KWD: { WCHR: 0, PET: 4_600, XBAG: 460, CARGO: 310 },
};

/** Price of one unit (an animal, a wheelchair, a kilogram) on one flight. */
export function serviceUnitPrice(
  code: ServiceCode,
  currency: Currency,
  isInternational: boolean,
): number {
  return (isInternational ? international : domestic)[currency][code];
}

/** A service is carried on every flight of the booking, so it is paid per flight. */
export function serviceAmount(
  code: ServiceCode,
  quantity: number,
  currency: Currency,
  isInternational: boolean,
  flights: number,
): number {
  return serviceUnitPrice(code, currency, isInternational) * quantity * flights;
}
