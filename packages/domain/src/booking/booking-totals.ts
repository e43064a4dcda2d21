export interface BookingTotals {
  fares: number;
  seats: number;
  services: number;
  discount: number;
  total: number;
}

/**
 * What is paid: fares (with the agency's fees) + seats + services − discount (the discount never
 * makes it negative).
 */
export function bookingTotals(parts: {
  fares: number;
  seats: number;
  services: number;
  discount: number;
}): BookingTotals {
  const gross = parts.fares + parts.seats + parts.services;
  const discount = Math.max(0, Math.min(parts.discount, gross));
  return { ...parts, discount, total: gross - discount };
}

type PassengerKey = 'adult' | 'child' | 'infant';
type PerPassenger = Record<PassengerKey, number>;

/** One flight of a quote as the price needs it: one passenger's price of each type (fare + the
 * agency's fee) and the agency's fee inside it. */
export interface FlightPrice {
  price: PerPassenger;
  fee: PerPassenger;
}

/** A passenger type's line: how many, one passenger's fares over every flight, the line's fares. */
export interface FareLine {
  type: 'ADT' | 'CHD' | 'INF';
  count: number;
  each: number;
  total: number;
}

/**
 * The price as the checkout shows it at every step: the airlines' fares per passenger type, the
 * agency's service fees apart, then seats, services and the discount, and the total to pay by
 * `bookingTotals` (so it is the amount the booking will be charged).
 */
export interface CheckoutPrice {
  passengers: FareLine[];
  /** The airlines' fares, without the agency's fees. */
  fares: number;
  /** The agency's service fees: per passenger and flight, for selling and issuing the ticket. */
  fees: number;
  seats: number;
  services: number;
  discount: number;
  total: number;
}

const fareLineTypes = [
  ['ADT', 'adult'],
  ['CHD', 'child'],
  ['INF', 'infant'],
] as const;

export function checkoutPrice(
  flights: readonly FlightPrice[],
  counts: PerPassenger,
  extras: { seats: number; services: number; discount: number },
): CheckoutPrice {
  const over = (pick: (flight: FlightPrice) => number) =>
    flights.reduce((sum, flight) => sum + pick(flight), 0);
  const passengers = fareLineTypes
    .map(([type, key]) => {
      const each = over((f) => f.price[key] - f.fee[key]);
      return { type, count: counts[key], each, total: each * counts[key] };
    })
    .filter((line) => line.count > 0);
  const fares = passengers.reduce((sum, line) => sum + line.total, 0);
  const fees = fareLineTypes.reduce(
    (sum, [, key]) => sum + counts[key] * over((f) => f.fee[key]),
    0,
  );
  const totals = bookingTotals({ fares: fares + fees, ...extras });
  return {
    passengers,
    fares,
    fees,
    seats: totals.seats,
    services: totals.services,
    discount: totals.discount,
    total: totals.total,
  };
}
