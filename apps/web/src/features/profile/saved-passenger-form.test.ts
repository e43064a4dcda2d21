import type { CalendarMode } from '@parvaz/domain/tenants/tenants';
import { describe, expect, it } from 'vitest';
import { inputOfIso } from '../../lib/dates/date-parts';
import {
  bodyOfInput,
  emptyInput,
  savedPassengerErrors,
  type SavedPassengerInput,
} from './saved-passenger-form';

const today = '2025-11-22';

/** SARA AHMADI, an Iranian adult with a valid national code, with `changes` made. */
function sara(changes: Partial<SavedPassengerInput> = {}, calendar: CalendarMode = 'gregorian') {
  return {
    ...emptyInput('IRN', calendar),
    firstName: 'SARA',
    lastName: 'AHMADI',
    gender: 'F' as const,
    birth: inputOfIso('1990-03-05', calendar),
    national_id: '3712456808',
    ...changes,
  };
}

describe('saved passenger form', () => {
  it('asks for every required field of an empty passenger', () => {
    const errors = savedPassengerErrors(emptyInput('IRN', 'gregorian'), today);
    expect(errors).toMatchObject({
      firstName: 'required',
      lastName: 'required',
      gender: 'required',
      birth: 'required',
      national_id: 'nationalIdOrPassportRequired',
    });
  });

  it("checks and sends the profile's own fields: countries, certificate number, e-mail, phone", () => {
    const p = sara({
      country: 'IRN',
      birth_country: 'TUR',
      passport_country: 'IRN',
      certificate_number: '12a',
      email: 'sara@',
      phone: '12',
    });
    expect(savedPassengerErrors(p, today)).toEqual({
      certificate_number: 'invalidCertificateNumber',
      email: 'invalidEmail',
      phone: 'invalidPhone',
    });
    const right = {
      ...p,
      certificate_number: '۱۲۳۴',
      email: 'sara@example.com',
      phone: '+98 912 345 6789',
    };
    expect(savedPassengerErrors(right, today)).toEqual({});
    expect(bodyOfInput(right)).toMatchObject({
      country: 'IRN',
      birth_country: 'TUR',
      passport_country: 'IRN',
      certificate_number: '۱۲۳۴',
      email: 'sara@example.com',
    });
  });

  it('takes only real countries, and a phone of a real numbering plan', () => {
    const p = sara({
      country: 'XYZ',
      birth_country: 'ABC',
      passport_country: 'IRN',
      phone: '1234',
    });
    expect(savedPassengerErrors(p, today)).toEqual({
      country: 'invalidValue',
      birth_country: 'invalidValue',
      phone: 'invalidPhone',
    });
    // A number without its country code is read where the passenger lives (Turkey here).
    const local = { ...p, country: 'TUR', birth_country: '', phone: '0532 123 45 67' };
    expect(savedPassengerErrors(local, today)).toEqual({});
    expect(savedPassengerErrors({ ...local, phone: '0912 345 6789' }, today)).toEqual({
      phone: 'invalidPhone',
    });
    expect(savedPassengerErrors({ ...local, country: '', phone: '0912 345 6789' }, today)).toEqual(
      {},
    );
  });

  it('judges the type by the age today and checks the national ID', () => {
    const p = sara(
      { birth: inputOfIso('2020-03-05', 'jalali'), national_id: '0012345678' },
      'jalali',
    );
    expect(savedPassengerErrors(p, today)).toEqual({
      birth: 'invalidBirthDate',
      national_id: 'invalidNationalId',
    });
    const child = { ...p, type: 'CHD' as const, national_id: '3712456808' };
    expect(savedPassengerErrors(child, today)).toEqual({});
    expect(bodyOfInput(child)).toMatchObject({
      birth_date: '2020-03-05',
      passport_number: '',
      expire_date: '',
    });
  });

  it('needs a passport valid after today for a foreign passenger', () => {
    const p = {
      ...emptyInput('DEU', 'gregorian'),
      firstName: 'ANNA',
      lastName: 'MEYER',
      gender: 'F' as const,
      birth: inputOfIso('1990-01-01', 'gregorian'),
      national_id: '123',
      passport_number: 'C01X00T47',
      expire: inputOfIso(today, 'gregorian'),
    };
    expect(savedPassengerErrors(p, today)).toEqual({ expire: 'invalidPassport' });
    expect(bodyOfInput(p).national_id).toBe('');
  });
});
