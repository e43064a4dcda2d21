import { isLanguage, type Language } from '@parvaz/domain/languages';
import type { CalendarMode } from '@parvaz/domain/tenants/tenants';
import { AppError } from '../../platform/app-error';
import type { Translate } from '../../platform/translator';
import { brandLogoSvg } from './brand-logo';
import { renderTicketPdf } from './pdf/ticket-pdf';
import { ticketDocument, ticketFileName } from './ticket-document';
import { bookingNotFound, findBooking, type LookupCaller, type LookupDeps } from './ticket-lookup';
import { ticketShowOf } from './tickets.service';

/**
 * `GET /api/ticket/pdf/:trackingCode`: the e-ticket as a PDF, proved by the contact mobile or an
 * access token of the same booking. Only a paid booking has tickets to print. The language is the
 * one asked for (a link cannot send headers, so `?lang=` too), else the booking's own.
 */
export async function ticketPdf(
  deps: LookupDeps & { translatorFor: (language: Language) => Translate; webDist: string },
  caller: LookupCaller,
  input: { trackingCode: string; mobile: string; access: string },
  asked: string | undefined,
  calendar: CalendarMode | null,
): Promise<{ pdf: Buffer; fileName: string }> {
  const booking = await findBooking(deps, caller, {
    trackingCode: input.trackingCode,
    mobile: input.mobile,
    access: input.access,
    ticketNumber: '',
    lastName: '',
  });
  // A token proves its own booking only, whatever code the address names.
  if (booking.trackingCode !== input.trackingCode) throw bookingNotFound();
  if (booking.status !== 'confirmed')
    throw new AppError(
      'CONFLICT',
      booking.status === 'expired' ? 'reservationRejected' : 'reservationInProgress',
    );
  const lang: Language = isLanguage(asked) ? asked : isLanguage(booking.lang) ? booking.lang : 'en';
  const view = await ticketShowOf(deps, booking, lang);
  const document = ticketDocument(view, {
    tenant: caller.tenant,
    lang,
    calendar,
    t: deps.translatorFor(lang),
    now: deps.now(),
  });
  const logoSvg = await brandLogoSvg(deps.webDist, caller.tenant);
  const pdf = await renderTicketPdf(
    logoSvg ? { ...document, brand: { ...document.brand, logoSvg } } : document,
  );
  return { pdf, fileName: ticketFileName(view) };
}
