import type { PassengerType } from '@parvaz/domain/passengers/passenger-list';

/** Whether a passenger form shows the national ID field (Iranian and Turkish citizens). */
export function showsNationalId(p: { nationality: string }): boolean {
  return p.nationality === 'IRN' || p.nationality === 'TUR';
}

/** Whether it shows passport number and expiry: other nationalities, and everyone abroad. */
export function showsPassport(p: { nationality: string }, international: boolean): boolean {
  return international || (p.nationality !== '' && !showsNationalId(p));
}

/** Birth years a passenger of each type can have on the date the age is judged on. */
const ageYears = { ADT: [12, 120], CHD: [2, 12], INF: [0, 2] } as const;

/** The same day `years` later (earlier when negative), YYYY-MM-DD. */
export function shiftYears(iso: string, years: number): string {
  return `${String(Number(iso.slice(0, 4)) + years).padStart(4, '0')}${iso.slice(4)}`;
}

/** The Gregorian bounds of a passenger type's birth date, judged on `onDate`. */
export function birthBounds(type: PassengerType, onDate: string): { from: string; to: string } {
  const [minAge, maxAge] = ageYears[type];
  return { from: shiftYears(onDate, -maxAge), to: shiftYears(onDate, -minAge) };
}
