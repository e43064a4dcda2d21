import { ticketLookupSchema } from '@parvaz/domain/contracts/tickets';
import { normalizeDigits } from '@parvaz/domain/format/digits';
import { isValidTicketNumber } from '@parvaz/domain/tickets/ticket-number';
import { isPhoneRegion, normalizeMobile } from '@parvaz/domain/validation/contact';
import type { IssueMessage } from '@parvaz/domain/validation/issue-message';
import { resolverOf, schemaProblems } from '../forms/zod-resolver';
import type { LookupBody, LookupForm } from './lookup-form';

// The lookup's rules and what it sends: the server's schema and the phone-number metadata, loaded
// with the form's first check (`lookupResolver`), not with the page.

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

export const lookupRulesResolver = resolverOf<LookupForm>(lookupProblems);
