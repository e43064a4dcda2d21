import type { PassengerType } from '@parvaz/domain/passengers/passenger-list';
import type { CalendarMode } from '@parvaz/domain/tenants/tenants';
import { emptyDate, type DateInput } from '../dates/date-parts';

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
    national_id: '',
    passport_number: '',
    expire: emptyDate(calendar),
  };
}
