import type { QuoteResponse } from '@parvaz/domain/contracts/booking';
import type { CalendarMode } from '@parvaz/domain/tenants/tenants';
import type { FieldPath } from 'react-hook-form';
import { lazyResolver } from '../../lib/forms/lazy-resolver';
import { loadDraft, passengersForCounts, type PassengerForm } from './booking-draft';
import { draftFieldOf } from './booking-rules';

/**
 * The passenger step's resolver, loaded with its first check (the rules bring zod and the
 * phone-number metadata, which the page does not need to wake).
 */
export const passengerFormResolver = lazyResolver<PassengerForm, QuoteResponse | null>(() =>
  import('./passenger-form-rules').then((rules) => rules.passengerFormResolver),
);

/** The form as stored for a flight choice, with one card per passenger the search asked for. */
export function storedPassengerForm(
  /** The flight choice whose draft to restore; null for a blank form (the server's render). */
  selection: string | null,
  counts: QuoteResponse['passengers'],
  defaults: {
    country: string;
    nationality: string;
    calendar: CalendarMode;
    /** A signed-in customer's own contact, used until one is typed. */
    contact: PassengerForm['contact'] | null;
  },
): PassengerForm {
  const stored = selection === null ? null : loadDraft(selection);
  return {
    passengers: passengersForCounts(
      counts,
      stored?.passengers ?? [],
      defaults.nationality,
      defaults.calendar,
    ),
    contact: (stored?.contact?.mobile ? stored.contact : null) ??
      defaults.contact ??
      stored?.contact ?? { country: defaults.country, mobile: '', email: '' },
  };
}

/** The passenger fields a card shows, by their form names. */
const cardFields = [
  'firstName',
  'lastName',
  'gender',
  'birth',
  'nationality',
  'national_id',
  'passport_number',
  'expire',
] as const;

/**
 * The form field that shows a server error of `flight/bookFlight` (`passengers.0.birth_date`,
 * `contact.country`), or null when the form has no field for it.
 */
export function formPathOf(path: string): FieldPath<PassengerForm> | null {
  const [root, part = '', field = ''] = path.split('.');
  // The country is chosen beside the mobile it is checked with: its error shows there.
  if (path === 'contact.country' || path === 'contact.mobile') return 'contact.mobile';
  if (path === 'contact.email') return 'contact.email';
  if (root !== 'passengers' || !/^\d+$/.test(part)) return null;
  const name = cardFields.find((f) => f === draftFieldOf(field));
  return name ? `passengers.${Number(part)}.${name}` : null;
}
