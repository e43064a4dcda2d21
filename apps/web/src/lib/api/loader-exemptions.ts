/**
 * Calls that do not show the global progress (spec section 7); their pages show inline
 * skeletons instead.
 */
export const loaderExemptEndpoints: readonly string[] = [
  'getCheapestFlights',
  'getFlights',
  'getCities',
  'createCaptcha',
  'getUserCredit',
];

/** Calls whose client errors are not toasted (spec section 8). */
export const silentErrorEndpoints: readonly string[] = ['getFlightServices'];

export function endpointName(path: string): string {
  const withoutQuery = path.split('?')[0] ?? '';
  const segments = withoutQuery.split('/').filter((segment) => segment !== '');
  return segments.at(-1) ?? '';
}

export function isLoaderExempt(path: string): boolean {
  return loaderExemptEndpoints.includes(endpointName(path));
}

export function areErrorsSilent(path: string): boolean {
  return silentErrorEndpoints.includes(endpointName(path));
}
