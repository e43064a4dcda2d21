import type { PassengerType } from './passenger-list';

// Ages and the passenger types they give, apart from the passenger rules (which bring zod), so a
// page can read them before it wakes.

/** Whole years from `birth` to `on`, both YYYY-MM-DD. */
export function ageOn(birth: string, on: string): number {
  const years = Number(on.slice(0, 4)) - Number(birth.slice(0, 4));
  return on.slice(5) < birth.slice(5) ? years - 1 : years;
}

/** The passenger type an age gives: adult 12 and over, child 2 to 11, infant under 2. */
export function typeForAge(age: number): PassengerType {
  if (age >= 12) return 'ADT';
  if (age >= 2) return 'CHD';
  return 'INF';
}
