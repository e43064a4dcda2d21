/** Today on this device, YYYY-MM-DD. */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * A Gregorian YYYY-MM-DD (a time may follow) as the reader's short date, from the domain's one
 * ISO-day formatter (as SMS, e-mails and PDFs write it); the text as given when it is not a date.
 */
export { formatIsoDay as formatShortDate } from '@parvaz/domain/format/dates';
