import type { Language } from '@parvaz/domain/languages';
import type { CalendarMode } from '@parvaz/domain/tenants/tenants';
import { apiUrl } from '../api/api-client';

// Where a booking's after-sale pages are, opened with the booking's access token (answered by
// `ticket/ticketTracking`, and with each booking of `user/getMyTickets`).

/** The e-tickets page. */
export function ticketPageUrl(access: string): string {
  return `/ticket?${new URLSearchParams({ access }).toString()}`;
}

/** The tracking and refund page; with a ticket number, that ticket comes chosen for refund. */
export function refundPageUrl(access: string, ticketNumber?: string): string {
  const query = new URLSearchParams({ access });
  if (ticketNumber) query.set('ticket', ticketNumber);
  return `/refund?${query.toString()}`;
}

/** The page that adds a service to a booking (/ssr). */
export function addServiceUrl(access: string): string {
  return `/ssr?${new URLSearchParams({ access }).toString()}`;
}

/**
 * The e-ticket PDF (API.md): a plain GET the browser downloads, so the token and the language go
 * in the address instead of headers; the dates are in the calendar the reader sees on the site.
 */
export function ticketPdfUrl(
  trackingCode: string,
  access: string,
  language: Language,
  calendar: CalendarMode,
): string {
  const query = new URLSearchParams({ access, lang: language, calendar });
  return `${apiUrl(`ticket/pdf/${encodeURIComponent(trackingCode)}`)}?${query.toString()}`;
}

/** The file name the PDF is saved under. */
export function ticketPdfName(trackingCode: string): string {
  return `ticket-${trackingCode}.pdf`;
}
