import { addDays, formatIsoDate, readIsoDate } from '../calendar/plain-date';
import { normalizeDigits } from '../format/digits';
import type { MessageKey } from '../messages';

/**
 * A visitor's case from the site's forms (API.md "Content"): a contact message, a complaint or
 * a safety report, answered at the supporter desk and looked up by its reference and mobile.
 */
export const caseKinds = ['contact', 'complaint', 'safety'] as const;
export type CaseKind = (typeof caseKinds)[number];

export function isCaseKind(value: unknown): value is CaseKind {
  return typeof value === 'string' && (caseKinds as readonly string[]).includes(value);
}

export const caseLimits = {
  fullName: { max: 80 },
  subject: { max: 120 },
  text: { min: 10, max: 4000 },
  trackingCode: { max: 20 },
  /** Cases one address may send in the window, captcha right or wrong. */
  perAddress: { max: 5, windowMs: 15 * 60_000 },
  /** Wrong reference and mobile pairs one address may try in the window, as for tickets. */
  lookup: { max: 20, windowMs: 10 * 60_000 },
} as const;

/** A flight as people write it: the airline's two-character code and up to four digits (`W5 1234`). */
const flightNumberPattern = /^[A-Z0-9]{2} ?\d{1,4}[A-Z]?$/;

/** A flight number in the form the desk reads it: digits normalised, capitals, one space. */
export function normalizeFlightNumber(text: string): string {
  const compact = normalizeDigits(text).toUpperCase().replace(/\s+/g, '');
  return compact.length > 2 ? `${compact.slice(0, 2)} ${compact.slice(2)}` : compact;
}

export function isFlightNumber(text: string): boolean {
  return flightNumberPattern.test(normalizeFlightNumber(text));
}

/**
 * What is wrong with the day something happened (YYYY-MM-DD): not a day, or after `today`. A day
 * ahead is allowed, since the visitor's today may be the server's tomorrow.
 */
export function incidentDateProblem(text: string, today: string): MessageKey | null {
  const date = readIsoDate(text);
  if (!date) return 'invalidValue';
  const latest = readIsoDate(today);
  if (latest && formatIsoDate(date) > formatIsoDate(addDays(latest, 1))) return 'dateInFuture';
  return null;
}

/**
 * A case's title at the desk: the contact form's subject, or the first line of the text (a
 * complaint or a report has no subject), cut at a word where it runs long.
 */
export function caseTitle(subject: string, text: string): string {
  if (subject.trim()) return subject.trim();
  const line = text.trim().split('\n')[0] ?? '';
  if (line.length <= 80) return line;
  const cut = line.slice(0, 80);
  const space = cut.lastIndexOf(' ');
  return `${space > 40 ? cut.slice(0, space) : cut}…`;
}

/** The fields of the three forms; each form shows its own. */
export interface CaseFormValues {
  fullName: string;
  mobile: string;
  email: string;
  subject: string;
  trackingCode: string;
  flightNumber: string;
  date: string;
  text: string;
}

export type CaseField = keyof CaseFormValues;

/** The fields each kind of case asks for, in the order the form shows them. */
export const caseFields: Record<CaseKind, readonly CaseField[]> = {
  contact: ['fullName', 'mobile', 'email', 'subject', 'text'],
  complaint: ['fullName', 'mobile', 'email', 'trackingCode', 'text'],
  safety: ['fullName', 'mobile', 'email', 'flightNumber', 'date', 'text'],
};
