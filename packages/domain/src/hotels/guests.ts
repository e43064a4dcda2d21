import { z } from 'zod';
import { normalizeDigits } from '../format/digits';
import type { MessageKey } from '../messages';
import {
  isIranianNationalCode,
  isPassportNumber,
  isTcKimlik,
  nationalIdKind,
} from '../passengers/identity';
import { isPassportName, passportName } from '../passengers/passport-name';

/** Form text: digits normalised, trimmed, '' when absent (as the passenger fields read it). */
const field = (max: number) =>
  z
    .union([z.string(), z.number()], { error: 'invalidValue' satisfies MessageKey })
    .optional()
    .transform((v) => (v === undefined ? '' : normalizeDigits(String(v)).trim()))
    .pipe(z.string().max(max, { error: 'tooLong' satisfies MessageKey }));

/**
 * One guest of a hotel room as sent: names spelled as a passport prints them (the passengers'
 * rule, so a guest list and a passenger list read the same), nationality, and a national ID or
 * passport number. The rules that need the whole list are in `guestProblems`.
 */
export const hotelGuestSchema = z.object({
  firstName: field(40).transform(passportName),
  lastName: field(40).transform(passportName),
  nationality: field(3).transform((v) => v.toUpperCase()),
  national_id: field(11),
  passport_number: field(12).transform((v) => v.toUpperCase()),
});
export type HotelGuest = z.output<typeof hotelGuestSchema>;

export interface GuestProblem {
  room: number;
  guest: number;
  field: keyof HotelGuest;
  key: MessageKey;
}

/** What must be filled in for a guest of a room, by the guest's place in it. */
export interface GuestRequirement {
  /** First and last name: every guest named is named in full. */
  names: true;
  nationality: boolean;
  /** A national ID (Iran, Türkiye) or a passport number. */
  identity: boolean;
}

/**
 * The one rule of who must give what, for the reserve form (its marks and hints) and the server
 * alike. The spec's reservation names each guest with `national_id?` and `passport_number?`: the
 * lead guest (position 0), who holds the room, gives names, nationality and an ID; anyone else
 * the guest chooses to add is optional and needs only a first and last name. What is given is
 * checked all the same (an ID's check digits, no ID twice in the stay).
 */
export function guestRequirement(position: number): GuestRequirement {
  const lead = position === 0;
  return { names: true, nationality: lead, identity: lead };
}

function personProblems(
  g: HotelGuest,
  required: GuestRequirement,
): Array<[keyof HotelGuest, MessageKey]> {
  const problems: Array<[keyof HotelGuest, MessageKey]> = [];
  for (const name of ['firstName', 'lastName'] as const) {
    if (!g[name]) problems.push([name, 'required']);
    else if (!isPassportName(g[name])) problems.push([name, 'englishLettersOnly']);
  }
  if (!g.nationality && required.nationality) problems.push(['nationality', 'required']);
  const idKind = nationalIdKind(g.nationality);
  // A national ID serves citizens of the countries whose IDs we can check; others show a passport.
  if (!g.national_id && !g.passport_number && required.identity)
    problems.push([
      idKind === null ? 'passport_number' : 'national_id',
      'nationalIdOrPassportRequired',
    ]);
  if (g.national_id) {
    if (!/^\d+$/.test(g.national_id)) problems.push(['national_id', 'digitsOnly']);
    else if (
      (idKind === 'IRN' && !isIranianNationalCode(g.national_id)) ||
      (idKind === 'TUR' && !isTcKimlik(g.national_id))
    )
      problems.push(['national_id', 'invalidNationalId']);
    else if (idKind === null && !g.passport_number && required.identity)
      problems.push(['passport_number', 'nationalIdOrPassportRequired']);
  }
  if (g.passport_number && !isPassportNumber(g.passport_number))
    problems.push(['passport_number', 'invalidPassport']);
  return problems;
}

/**
 * Every rule for a stay's guests, for the form and the server alike: each room names its lead guest
 * and at most everyone who sleeps in it, names in Latin letters, what `guestRequirement` asks of
 * each, an ID by nationality with its check digits, and no national ID or passport twice in the
 * whole stay.
 */
export function guestProblems(
  rooms: readonly { adults: number; children: number; guests: readonly HotelGuest[] }[],
): GuestProblem[] {
  const problems: GuestProblem[] = [];
  const seen = { national_id: new Set<string>(), passport_number: new Set<string>() };
  rooms.forEach((room, r) => {
    if (room.guests.length < 1)
      problems.push({ room: r, guest: 0, field: 'firstName', key: 'required' });
    if (room.guests.length > room.adults + room.children)
      problems.push({
        room: r,
        guest: room.adults + room.children,
        field: 'firstName',
        key: 'tooLarge',
      });
    room.guests.forEach((g, i) => {
      for (const [field, key] of personProblems(g, guestRequirement(i)))
        problems.push({ room: r, guest: i, field, key });
      for (const field of ['national_id', 'passport_number'] as const) {
        const value = g[field];
        if (!value) continue;
        if (seen[field].has(value))
          problems.push({
            room: r,
            guest: i,
            field,
            key: field === 'national_id' ? 'duplicateNationalId' : 'duplicatePassport',
          });
        seen[field].add(value);
      }
    });
  });
  return problems;
}
