import PDFDocument from 'pdfkit';
import type { Language } from '@parvaz/domain/languages';
import { createTranslator, type Translate } from '../../../platform/translator';
import { pdfFonts } from '../../../platform/pdf/pdf-fonts';
import { drawFlightCard } from './ticket-flight-card';
import { drawFooter, drawServicesAndFare } from './ticket-footer';
import { localTimeAt, parseLocalTime } from './ticket-format';
import { drawBookingStrip, drawHeader } from './ticket-header';
import { Page, type PageContext } from './ticket-page';
import { paletteOf } from './ticket-palette';
import { drawPassenger } from './ticket-passenger';
import { fixLigatureTextOrder } from '../../../platform/pdf/text-painter';

export interface TicketDocument {
  lang: 'fa' | 'ar' | 'en' | 'tr';
  brand: {
    name: string;
    primary: string /* hex */;
    logoSvg?: string; /* the brand's SVG logo text, optional */
  };
  pnr: string;
  trackingCode: string;
  issuedAt: string; // ISO instant
  /** The contact as stored: the mobile in E.164, grouped when drawn. */
  contact: { mobile: string; email: string };
  /** What was paid in another currency than the fares', at which rate of which day (decision 11). */
  charge?: string;
  passengers: Array<{
    name: string; // 'ALI REZAEI'
    type: 'ADT' | 'CHD' | 'INF';
    /** This passenger's extra services, printed on their pages only. */
    services: Array<{ label: string; quantity: number; status: string }>;
    tickets: Array<{
      direction: 'departure' | 'return';
      ticketNumber: string | null;
      status: string;
      seat: string | null;
      /** What this passenger paid for this flight; the booking's fare when absent. */
      fare?: number;
    }>;
  }>;
  segments: Array<{
    direction: 'departure' | 'return';
    flightNumber: string;
    airline: string;
    origin: { city: string; airport: string /* IATA */; terminal: string | null };
    destination: { city: string; airport: string; terminal: string | null };
    departureTime: string;
    arrivalTime: string; // local ISO with offset, e.g. 2026-12-01T07:45:00+03:30
    aircraft: string;
    cabin: string;
    priceClass: string;
    baggageKg: number;
  }>;
  fare: { amount: number; currency: 'IRR' | 'USD' | 'KWD' };
  calendar: 'jalali' | 'gregorian';
}

let translator: ReturnType<typeof createTranslator> | undefined;

/** The ticket namespace's texts in the language. */
function translate(language: Language): Translate {
  translator ??= createTranslator();
  const t = translator.forLanguage(language);
  return (key, options) => t(key, { ...options, ns: 'ticket' });
}

/** One passenger's page for one flight. */
function drawTicketPage(page: Page, ctx: PageContext): void {
  const departure = parseLocalTime(ctx.segment.departureTime);
  const arrival = parseLocalTime(ctx.segment.arrivalTime);
  drawHeader(page, ctx);
  drawBookingStrip(page, ctx);
  drawPassenger(page, ctx);
  drawFlightCard(page, ctx, departure, arrival);
  drawServicesAndFare(page, ctx);
  drawFooter(page, ctx);
}

/**
 * The e-ticket as a PDF: one A4 page per passenger and flight, in the document's language and
 * direction, with Vazirmatn for every script. No browser involved.
 */
export async function renderTicketPdf(doc: TicketDocument): Promise<Buffer> {
  const t = translate(doc.lang);
  const fonts = pdfFonts();
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 0,
    autoFirstPage: false,
    lang: doc.lang,
    displayTitle: true,
    info: {
      Title: `${t('title')} ${doc.pnr}`,
      Author: doc.brand.name,
      Subject: doc.trackingCode,
      CreationDate: new Date(doc.issuedAt),
    },
  });
  pdf.registerFont('regular', fonts.regular);
  pdf.registerFont('bold', fonts.bold);

  const chunks: Uint8Array[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Uint8Array) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  const palette = paletteOf(doc.brand.primary);
  const firstDeparture = doc.segments[0]?.departureTime;
  const issued = localTimeAt(
    doc.issuedAt,
    firstDeparture ? parseLocalTime(firstDeparture).offsetMinutes : 0,
  );
  const total = doc.passengers.length * doc.segments.length;
  let number = 0;
  for (const passenger of doc.passengers) {
    for (const segment of doc.segments) {
      number++;
      pdf.addPage({ size: 'A4', margin: 0 });
      const page = new Page(pdf, doc.lang);
      drawTicketPage(page, {
        doc,
        t,
        palette,
        passenger,
        segment,
        ticket: passenger.tickets.find((ticket) => ticket.direction === segment.direction),
        issued,
        number,
        total,
      });
    }
  }
  fixLigatureTextOrder(pdf);
  pdf.end();
  return done;
}
