import { z } from 'zod';
import { isIsoDate } from '../calendar/plain-date';
import { normalizeDigits } from '../format/digits';
import type { MessageKey } from '../messages';
import { isCountryCode } from '../reference/country-codes';
import { isIranianNationalCode, isPassportNumber, isTcKimlik, nationalIdKind } from './identity';
import { ageOn, typeForAge } from './ages';
import { passengerTypes } from './passenger-list';
import { isPassportName, passportName } from './passport-name';

/** Form text: digits normalised, trimmed, '' when absent. */
const field = (max: number) =>
  z
    .union([z.string(), z.number()], { error: 'invalidValue' satisfies MessageKey })
    .optional()
    .transform((v) => (v === undefined ? '' : normalizeDigits(String(v)).trim()))
    .pipe(z.string().max(max, { error: 'tooLong' satisfies MessageKey }));

/** A country as ISO alpha-3 ('IRN'), upper-cased, one the standard lists; '' when not given. */
export const countryField = field(60)
  .transform((v) => v.toUpperCase())
  .refine((v) => v === '' || isCountryCode(v), { error: 'invalidValue' satisfies MessageKey });

/**
 * One passenger of `flight/bookFlight` (spec section 3) as sent: shapes only. The rules that
 * need the whole list or the flight (types by age, identity by nationality, duplicates) are in
 * `passengerProblems`, which the booking form and the server both run.
 */
export const bookingPassengerSchema = z.object({
  type: z.enum(passengerTypes, { error: 'invalidValue' satisfies MessageKey }),
  /** As typed ('Ayşe'); parsed to the passport's spelling ('AYSE'), which is what is stored. */
  firstName: field(40).transform(passportName),
  lastName: field(40).transform(passportName),
  gender: z
    .union([z.enum(['M', 'F']), z.literal('')], { error: 'invalidValue' satisfies MessageKey })
    .optional()
    .transform((v) => v ?? ''),
  /** Gregorian YYYY-MM-DD (the form converts from the calendar it shows). */
  birth_date: field(10),
  /** ISO alpha-3 ('IRN', 'TUR', 'OMN', …). */
  nationality: field(3).transform((v) => v.toUpperCase()),
  /** The spec's `country`: the country the passenger lives in, ISO alpha-3; '' when not given. */
  country: countryField,
  national_id: field(11),
  passport_number: field(12).transform((v) => v.toUpperCase()),
  /** Passport expiry, Gregorian YYYY-MM-DD. */
  expire_date: field(10),
});
export type BookingPassenger = z.output<typeof bookingPassengerSchema>;

/** What the rules need to know of the trip. */
export interface TripFacts {
  /** Local departure date of the first flight: ages are judged on it. */
  firstDate: string;
  /** Local departure date of the last flight: a passport must still be valid then. */
  lastDate: string;
  /** A flight between countries: every passenger also needs a passport. */
  international: boolean;
}

export interface PassengerProblem {
  /** Index of the passenger in the list, and the field. */
  index: number;
  field: keyof BookingPassenger;
  key: MessageKey;
}

function personProblems(
  p: BookingPassenger,
  trip: TripFacts,
): Array<[keyof BookingPassenger, MessageKey]> {
  const problems: Array<[keyof BookingPassenger, MessageKey]> = [];
  for (const name of ['firstName', 'lastName'] as const) {
    if (!p[name]) problems.push([name, 'required']);
    else if (!isPassportName(p[name])) problems.push([name, 'englishLettersOnly']);
  }
  if (!p.gender) problems.push(['gender', 'required']);
  if (!p.birth_date) problems.push(['birth_date', 'required']);
  else if (
    !isIsoDate(p.birth_date) ||
    p.birth_date > trip.firstDate ||
    ageOn(p.birth_date, trip.firstDate) > 120 ||
    typeForAge(ageOn(p.birth_date, trip.firstDate)) !== p.type
  )
    problems.push(['birth_date', 'invalidBirthDate']);
  if (!p.nationality) problems.push(['nationality', 'required']);

  const idKind = nationalIdKind(p.nationality);
  const needsPassport = trip.international || (p.nationality !== '' && idKind === null);
  if (idKind !== null && !trip.international && !p.national_id && !p.passport_number)
    problems.push(['national_id', 'nationalIdOrPassportRequired']);
  if (p.national_id) {
    if (!/^\d+$/.test(p.national_id)) problems.push(['national_id', 'digitsOnly']);
    else if (
      (idKind === 'IRN' && !isIranianNationalCode(p.national_id)) ||
      (idKind === 'TUR' && !isTcKimlik(p.national_id))
    )
      problems.push(['national_id', 'invalidNationalId']);
  }
  if (needsPassport && !p.passport_number)
    problems.push([
      'passport_number',
      idKind === null ? 'nationalIdOrPassportRequired' : 'required',
    ]);
  if (p.passport_number) {
    if (!isPassportNumber(p.passport_number)) problems.push(['passport_number', 'invalidPassport']);
    if (!p.expire_date) problems.push(['expire_date', 'required']);
    else if (!isIsoDate(p.expire_date) || p.expire_date <= trip.lastDate)
      problems.push(['expire_date', 'invalidPassport']);
  }
  return problems;
}

/**
 * Every rule of spec section 5 that concerns the passenger list, for the booking form and the
 * server alike: names in Latin letters (as `passportName` spells them), type consistent with
 * the age on the flight date, national ID or passport by nationality (with check digits),
 * passport valid for the trip, and no national ID or passport twice.
 */
export function passengerProblems(
  passengers: BookingPassenger[],
  trip: TripFacts,
): PassengerProblem[] {
  const problems: PassengerProblem[] = [];
  passengers.forEach((p, index) => {
    for (const [field, key] of personProblems(p, trip)) problems.push({ index, field, key });
  });
  const seen = { national_id: new Set<string>(), passport_number: new Set<string>() };
  passengers.forEach((p, index) => {
    for (const field of ['national_id', 'passport_number'] as const) {
      const value = p[field];
      if (!value) continue;
      if (seen[field].has(value))
        problems.push({
          index,
          field,
          key: field === 'national_id' ? 'duplicateNationalId' : 'duplicatePassport',
        });
      seen[field].add(value);
    }
  });
  return problems;
}
