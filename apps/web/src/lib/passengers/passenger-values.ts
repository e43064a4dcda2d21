import type { SavedPassenger } from '@parvaz/domain/contracts/saved-passengers';
import type { PassengerType } from '@parvaz/domain/passengers/passenger-list';
import type { CalendarMode } from '@parvaz/domain/tenants/tenants';
import { emptyDate, inputOfIso, isoOfInput, type DateInput } from '../dates/date-parts';
import { showsNationalId, showsPassport } from './passenger-fields';

/**
 * A passenger's fields as a form holds them (the booking card and the saved-passenger dialog):
 * text as entered, dates as the selects hold them.
 */
export interface PassengerValues {
  type: PassengerType;
  firstName: string;
  lastName: string;
  gender: '' | 'M' | 'F';
  birth: DateInput;
  nationality: string;
  /** The spec's `country` (ISO alpha-3), '' when not chosen. */
  country: string;
  national_id: string;
  passport_number: string;
  expire: DateInput;
}

/** A blank passenger of a type, with the nationality filled in. */
export function emptyPassengerValues(
  type: PassengerType,
  nationality: string,
  calendar: CalendarMode,
): PassengerValues {
  return {
    type,
    firstName: '',
    lastName: '',
    gender: '',
    birth: emptyDate(calendar),
    nationality,
    country: '',
    national_id: '',
    passport_number: '',
    expire: emptyDate(calendar),
  };
}

/** A saved passenger's fields as a form holds them, dates in the calendar shown. */
export function valuesOfSaved(p: SavedPassenger, calendar: CalendarMode): PassengerValues {
  return {
    type: p.type,
    firstName: p.firstName,
    lastName: p.lastName,
    gender: p.gender,
    birth: p.birth_date ? inputOfIso(p.birth_date, calendar) : emptyDate(calendar),
    nationality: p.nationality,
    country: p.country,
    national_id: p.national_id,
    passport_number: p.passport_number,
    expire: p.expire_date ? inputOfIso(p.expire_date, calendar) : emptyDate(calendar),
  };
}

/**
 * A passenger as the API takes it (a booking's or a saved one's): ISO dates, and no value for
 * a field the form hides for the nationality and the trip.
 */
export function passengerBody(p: PassengerValues, international: boolean) {
  const passport = showsPassport(p, international);
  return {
    type: p.type,
    firstName: p.firstName,
    lastName: p.lastName,
    gender: p.gender,
    birth_date: isoOfInput(p.birth),
    nationality: p.nationality,
    country: p.country,
    national_id: showsNationalId(p) ? p.national_id : '',
    passport_number: passport ? p.passport_number : '',
    expire_date: passport ? isoOfInput(p.expire) : '',
  };
}
