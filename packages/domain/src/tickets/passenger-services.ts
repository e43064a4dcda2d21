/** Who a booking's extra services travel with when the booking records nobody: the main adult. */
export function serviceCarrier(passengers: readonly { type: 'ADT' | 'CHD' | 'INF' }[]): number {
  const adult = passengers.findIndex((p) => p.type === 'ADT');
  return adult >= 0 ? adult : 0;
}

/**
 * The services of one passenger (by position in the booking's list): what that passenger's
 * ticket shows, never another's. A service recorded for nobody goes with the main adult, who
 * carries wheelchair, animals, excess baggage and cargo (spec section 3).
 */
export function servicesOfPassenger<S extends { passenger: number | null }>(
  services: readonly S[],
  passengers: readonly { type: 'ADT' | 'CHD' | 'INF' }[],
  index: number,
): S[] {
  const carrier = serviceCarrier(passengers);
  return services.filter((s) => (s.passenger ?? carrier) === index);
}
