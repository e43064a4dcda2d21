import { passengerProblems } from '@parvaz/domain/passengers/passenger-rules';
import type { MessageKey } from '@parvaz/domain/messages';
import type { SavedPassengerExtras } from '@parvaz/domain/passengers/saved-passenger-extras';
import {
  insertSavedPassengerSchema,
  type SavedPassenger,
} from '@parvaz/domain/contracts/saved-passengers';
import type { CalendarMode } from '@parvaz/domain/tenants/tenants';
import { issueMessage, type IssueMessage } from '@parvaz/domain/validation/issue-message';
import { resolverOf } from '../../lib/forms/zod-resolver';
import {
  emptyPassengerValues,
  passengerBody,
  valuesOfSaved,
  type PassengerValues,
} from '../../lib/passengers/passenger-values';
import type { PassengerBody } from '../../lib/passengers/saved-passengers-api';

/**
 * The dialog's values: the booking card's fields, dates as the selects hold them, and the
 * profile form's own (birth and passport countries, certificate number, e-mail, phone).
 */
export type SavedPassengerInput = PassengerValues & SavedPassengerExtras;

export type InputField = keyof SavedPassengerInput;

const noExtras: SavedPassengerExtras = {
  birth_country: '',
  passport_country: '',
  certificate_number: '',
  email: '',
  phone: '',
};

export function emptyInput(nationality: string, calendar: CalendarMode): SavedPassengerInput {
  return { ...emptyPassengerValues('ADT', nationality, calendar), ...noExtras };
}

/** A saved passenger as the dialog holds it. */
export function inputOfSaved(p: SavedPassenger, calendar: CalendarMode): SavedPassengerInput {
  return {
    ...valuesOfSaved(p, calendar),
    birth_country: p.birth_country,
    passport_country: p.passport_country,
    certificate_number: p.certificate_number,
    email: p.email,
    phone: p.phone,
  };
}

/** What the API takes; fields the form hides for the nationality are not sent. */
export function bodyOfInput(p: SavedPassengerInput): PassengerBody {
  const body = passengerBody(p, false);
  return {
    ...body,
    gender: body.gender === '' ? 'M' : body.gender,
    birth_country: p.birth_country,
    passport_country: p.passport_country,
    certificate_number: p.certificate_number,
    email: p.email,
    phone: p.phone,
  };
}

/** The form field an API field is shown in. */
export function inputFieldOf(field: string): InputField | null {
  if (field === 'birth_date') return 'birth';
  if (field === 'expire_date') return 'expire';
  const known: readonly InputField[] = [
    'type',
    'firstName',
    'lastName',
    'gender',
    'nationality',
    'country',
    'national_id',
    'passport_number',
    'birth_country',
    'passport_country',
    'certificate_number',
    'email',
    'phone',
  ];
  return known.find((f) => f === field) ?? null;
}

/**
 * The server's rules for a saved passenger, run in the browser: the saved passenger's schema
 * (the booking passenger's fields and the profile's own, parsed once), then `passengerProblems`
 * judged on today (not abroad). Values are `messages` keys.
 */
export function savedPassengerErrors(
  p: SavedPassengerInput,
  today: string,
): Partial<Record<InputField, MessageKey>> {
  const errors: Partial<Record<InputField, MessageKey>> = {};
  const parsed = insertSavedPassengerSchema.safeParse({ ...bodyOfInput(p), gender: p.gender });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = inputFieldOf(String(issue.path[0] ?? ''));
      if (field) errors[field] ??= issueMessage(issue).key;
    }
    return errors;
  }
  const trip = { firstDate: today, lastDate: today, international: false };
  for (const problem of passengerProblems([parsed.data], trip)) {
    const field = inputFieldOf(problem.field);
    if (field) errors[field] ??= problem.key;
  }
  return errors;
}

/** The dialog's rules (`savedPassengerErrors`), judged on the day of each check. */
export const savedPassengerResolver = (today: () => string) =>
  resolverOf<SavedPassengerInput>((values) => {
    const problems: Record<string, IssueMessage> = {};
    for (const [field, key] of Object.entries(savedPassengerErrors(values, today())))
      if (key) problems[field] = { key, params: {} };
    return problems;
  });
