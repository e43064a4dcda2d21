import { lazyResolver } from '../forms/lazy-resolver';

/** The two ways to find a booking (API.md "Tickets"). */
export const lookupWays = ['tracking', 'ticket'] as const;
export type LookupWay = (typeof lookupWays)[number];

/** The lookup form as typed; only the chosen way's fields are sent. */
export interface LookupForm {
  way: LookupWay;
  trackingCode: string;
  /** The dialling region the mobile is read in (ISO alpha-2), as on the booking's contact. */
  country: string;
  mobile: string;
  ticketNumber: string;
  lastName: string;
}

export type LookupBody =
  { trackingCode: string; mobile: string } | { ticketNumber: string; lastName: string };

export function emptyLookup(country: string, trackingCode = ''): LookupForm {
  return {
    way: 'tracking',
    trackingCode,
    country,
    mobile: '',
    ticketNumber: '',
    lastName: '',
  };
}

/**
 * The lookup's resolver, its rules (the server's schema, the phone-number metadata) loaded with
 * the first check, not with the page.
 */
export const lookupResolver = lazyResolver<LookupForm>(() =>
  import('./lookup-rules').then((rules) => rules.lookupRulesResolver),
);

/** The fields a server error may name, for `setError`. */
export function lookupFieldOf(path: string): keyof LookupForm | null {
  const fields = ['trackingCode', 'mobile', 'ticketNumber', 'lastName'] as const;
  return fields.find((f) => f === path) ?? null;
}
