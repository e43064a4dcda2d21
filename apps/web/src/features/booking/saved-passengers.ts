import type { SavedPassenger } from '@parvaz/domain/contracts/saved-passengers';
import { ageOn, typeForAge } from '@parvaz/domain/passengers/ages';
import type { BookingPassenger } from '@parvaz/domain/passengers/passenger-rules';
import { savePassenger, type PassengerBody } from '../../lib/passengers/saved-passengers-api';
import type { PassengerValues } from '../../lib/passengers/passenger-values';

/** One person across bookings and the saved list: the nationality and the ID or passport. */
function identityOf(p: Pick<PassengerValues, 'nationality' | 'national_id' | 'passport_number'>) {
  const document = p.national_id || p.passport_number;
  return document ? `${p.nationality}:${document.toUpperCase()}` : '';
}

/** The saved passenger a card holds now, if it was picked (or typed) from the list. */
export function savedOnCard(
  card: PassengerValues,
  saved: readonly SavedPassenger[],
): SavedPassenger | null {
  const identity = identityOf(card);
  return (identity && saved.find((s) => identityOf(s) === identity)) || null;
}

/**
 * The saved passengers a card may take: of the card's type by their age on the day of the first
 * flight, and not already on another card.
 */
export function savedChoicesFor(
  index: number,
  cards: readonly PassengerValues[],
  saved: readonly SavedPassenger[],
  firstDate: string,
): SavedPassenger[] {
  const card = cards[index];
  if (!card || !firstDate) return [];
  const elsewhere = new Set(
    cards
      .filter((_, i) => i !== index)
      .map((c) => identityOf(c))
      .filter(Boolean),
  );
  return saved.filter(
    (s) =>
      typeForAge(ageOn(s.birth_date, firstDate)) === card.type && !elsewhere.has(identityOf(s)),
  );
}

/** What a booking can change of a saved passenger (the rest it keeps as saved). */
const compared = [
  'type',
  'firstName',
  'lastName',
  'gender',
  'birth_date',
  'country',
  'passport_number',
  'expire_date',
] as const;

export interface SavingPlan {
  insert: PassengerBody[];
  update: Array<{ id: number; body: PassengerBody }>;
}

/**
 * What "save the passengers for next time" writes after a booking: a passenger not in the list
 * yet is added; one already there (same nationality and document) is brought up to date, keeping
 * a passport the booking did not need; one unchanged is left alone.
 */
export function passengersToSave(
  booked: readonly BookingPassenger[],
  saved: readonly SavedPassenger[],
): SavingPlan {
  const plan: SavingPlan = { insert: [], update: [] };
  const seen = new Set<string>();
  for (const p of booked) {
    const identity = identityOf(p);
    if (!identity || seen.has(identity)) continue;
    seen.add(identity);
    const body: PassengerBody = {
      ...p,
      gender: p.gender === 'F' ? 'F' : 'M',
    };
    const match = saved.find((s) => identityOf(s) === identity);
    if (!match) {
      plan.insert.push(body);
      continue;
    }
    const merged: PassengerBody = {
      ...body,
      // The profile's own fields, which a booking does not ask, are kept as saved.
      country: body.country || match.country,
      birth_country: match.birth_country,
      passport_country: match.passport_country,
      certificate_number: match.certificate_number,
      email: match.email,
      phone: match.phone,
      national_id: body.national_id || match.national_id,
      passport_number: body.passport_number || match.passport_number,
      expire_date: body.passport_number ? body.expire_date : match.expire_date,
    };
    if (compared.some((field) => merged[field] !== match[field]))
      plan.update.push({ id: match.id, body: merged });
  }
  return plan;
}

/**
 * Writes the plan. The booking is already made: a passenger the list refuses (a rule judged on
 * today rather than the trip) is skipped, and the traveller goes on to pay.
 */
export async function saveForNextTime(plan: SavingPlan): Promise<void> {
  await Promise.allSettled([
    ...plan.insert.map((body) => savePassenger(null, body)),
    ...plan.update.map(({ id, body }) => savePassenger(id, body)),
  ]);
}
