import { describe, expect, it } from 'vitest';
import { passengerProblems, type BookingPassenger } from './passenger-rules';

const trip = { firstDate: '2026-12-01', lastDate: '2026-12-01', international: false };
const ali: BookingPassenger = {
  type: 'ADT',
  firstName: 'ALI',
  lastName: 'REZAEI',
  gender: 'M',
  birth_date: '1986-03-14',
  nationality: 'IRN',
  country: '',
  national_id: '3712456808',
  passport_number: '',
  expire_date: '',
};
const problemsOf = (p: BookingPassenger) =>
  passengerProblems([p], trip).map((x) => [x.field, x.key]);

describe('passenger rules', () => {
  it('accept a valid Iranian adult', () => {
    expect(problemsOf(ali)).toEqual([]);
  });

  it('call a day that does not exist a wrong date, not a fault', () => {
    expect(problemsOf({ ...ali, birth_date: '1990-02-30' })).toEqual([
      ['birth_date', 'invalidBirthDate'],
    ]);
    expect(problemsOf({ ...ali, birth_date: '0000-01-01' })).toEqual([
      ['birth_date', 'invalidBirthDate'],
    ]);
    const passport = { ...ali, passport_number: 'X1234567', expire_date: '2030-13-01' };
    expect(problemsOf(passport)).toEqual([['expire_date', 'invalidPassport']]);
  });

  it('judge the type by the age on the first flight', () => {
    expect(problemsOf({ ...ali, birth_date: '2016-01-01' })).toEqual([
      ['birth_date', 'invalidBirthDate'],
    ]);
    expect(problemsOf({ ...ali, type: 'CHD', birth_date: '2016-01-01' })).toEqual([]);
  });
});
