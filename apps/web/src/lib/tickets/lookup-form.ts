import { ticketLookupSchema } from '@parvaz/domain/contracts/tickets';
import { normalizeDigits } from '@parvaz/domain/format/digits';
import { listCountries } from '@parvaz/domain/reference/countries';
import { isValidTicketNumber } from '@parvaz/domain/tickets/ticket-number';
import { normalizeMobile } from '@parvaz/domain/validation/contact';
import type { IssueMessage } from '@parvaz/domain/validation/issue-message';
import { resolverOf, schemaProblems } from '../forms/zod-resolver';

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

type PhoneRegion = Parameters<typeof normalizeMobile>[1];

/** A country whose mobile numbers can be read (it has a dialling code). */
function isPhoneRegion(code: string): code is PhoneRegion {
  return listCountries('en').some((c) => c.code === code && c.dialCode !== '');
}

/** The mobile in the form the booking stored it (E.164), or as typed when it does not read. */
export function lookupMobile(form: Pick<LookupForm, 'country' | 'mobile'>): string | null {
  const region = form.country.toUpperCase();
  return isPhoneRegion(region) ? normalizeMobile(form.mobile, region) : null;
}

/** What `ticket/ticketTracking` is sent for the chosen way. */
export function lookupBody(form: LookupForm): LookupBody {
  if (form.way === 'ticket')
    return {
      ticketNumber: normalizeDigits(form.ticketNumber).replace(/[\s-]/g, ''),
      lastName: form.lastName.trim(),
    };
  return {
    trackingCode: normalizeDigits(form.trackingCode).trim(),
    mobile: lookupMobile(form) ?? normalizeDigits(form.mobile).trim(),
  };
}

/**
 * The lookup's rules: the server's (`ticketLookupSchema`: the chosen pair is complete), then what
 * can be told before asking: a mobile that is no mobile, a ticket number that is not 13 digits
 * with their check digit. A pair that names no booking is the server's "not found".
 */
export function lookupProblems(form: LookupForm): Record<string, IssueMessage> {
  const shown: readonly string[] =
    form.way === 'ticket' ? ['ticketNumber', 'lastName'] : ['trackingCode', 'mobile'];
  const body: Record<string, string> = { ...lookupBody(form) };
  const problems = schemaProblems(ticketLookupSchema, body, {
    fieldOf: (path) => (shown.includes(path) ? path : null),
  });
  // With nothing typed the schema names the tracking pair; the form asks for the pair shown.
  for (const field of shown) if (!body[field]) problems[field] ??= { key: 'required', params: {} };
  if (form.way === 'tracking' && !problems.mobile && !lookupMobile(form))
    problems.mobile = { key: 'invalidMobile', params: {} };
  if (
    form.way === 'ticket' &&
    !problems.ticketNumber &&
    !isValidTicketNumber(body.ticketNumber ?? '')
  )
    problems.ticketNumber = { key: 'invalidValue', params: {} };
  return problems;
}

export const lookupResolver = resolverOf<LookupForm>(lookupProblems);

/** The fields a server error may name, for `setError`. */
export function lookupFieldOf(path: string): keyof LookupForm | null {
  const fields = ['trackingCode', 'mobile', 'ticketNumber', 'lastName'] as const;
  return fields.find((f) => f === path) ?? null;
}
