import PDFDocument from 'pdfkit';
import { toLocalDigits } from '@parvaz/domain/format/digits';
import { formatDuration } from '@parvaz/domain/format/duration';
import { formatMoney } from '@parvaz/domain/format/money';
import { languageDirection, type Language } from '@parvaz/domain/languages';
import { createTranslator, type Translate } from '../../../platform/translator';
import { drawSvgLogo, svgAspectRatio } from './brand-logo';
import { drawQrCode } from './qr-code';
import { ticketFonts } from './ticket-fonts';
import {
  formatClock,
  formatTicketDate,
  localTimeAt,
  parseLocalTime,
  type LocalTime,
} from './ticket-format';
import { fixLigatureTextOrder, TextPainter, type Align, type TextStyle } from './text-painter';

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
  contact: { mobile: string; email: string };
  passengers: Array<{
    name: string; // 'ALI REZAEI'
    type: 'ADT' | 'CHD' | 'INF';
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
  services: Array<{ label: string; quantity: number; status: string }>;
  fare: { amount: number; currency: 'IRR' | 'USD' | 'KWD' };
  calendar: 'jalali' | 'gregorian';
}

type Passenger = TicketDocument['passengers'][number];
type Segment = TicketDocument['segments'][number];

// A4 in points.
const pageWidth = 595.28;
const pageHeight = 841.89;
const margin = 40;
const contentWidth = pageWidth - 2 * margin;

const ink = '#1F2430';
const muted = '#687082';
const hairline = '#DADDE3';
const white = '#FFFFFF';
const fallbackPrimary = '#1F2430';

let translator: ReturnType<typeof createTranslator> | undefined;

/** The ticket namespace's texts in the language. */
function translate(language: Language): Translate {
  translator ??= createTranslator();
  const t = translator.forLanguage(language);
  return (key, options) => t(key, { ...options, ns: 'ticket' });
}

// ------------------------------------------------------------------------------------------
// Colours

interface Rgb {
  r: number;
  g: number;
  b: number;
}

function parseHex(hex: string): Rgb | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  const channel = (i: number) => parseInt(digits.slice(i, i + 2), 16);
  return { r: channel(0), g: channel(2), b: channel(4) };
}

function toHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** Each channel moved `amount` of the way to `target` (0 black, 255 white). */
function mix(rgb: Rgb, target: number, amount: number): Rgb {
  const towards = (c: number) => c + (target - c) * amount;
  return { r: towards(rgb.r), g: towards(rgb.g), b: towards(rgb.b) };
}

/** WCAG relative luminance. */
function luminance({ r, g, b }: Rgb): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

const contrastWithWhite = (rgb: Rgb) => 1.05 / (luminance(rgb) + 0.05);

interface Palette {
  /** The brand colour: header band, pill, arrow. */
  primary: string;
  /** Text on the primary colour: white unless the brand colour is too light for it. */
  onPrimary: string;
  /** The brand colour as large text on white: darkened until it reads (3:1) if need be. */
  accent: string;
  /** A pale wash of the brand colour behind the booking strip and the fare. */
  tint: string;
}

function paletteOf(primaryHex: string): Palette {
  const primary = parseHex(primaryHex) ?? parseHex(fallbackPrimary) ?? { r: 0, g: 0, b: 0 };
  let accent = primary;
  for (let step = 1; step <= 10 && contrastWithWhite(accent) < 3; step++) {
    accent = mix(primary, 0, step / 10);
  }
  return {
    primary: toHex(primary),
    onPrimary: contrastWithWhite(primary) >= 3 ? white : ink,
    accent: toHex(accent),
    tint: toHex(mix(primary, 255, 0.9)),
  };
}

// ------------------------------------------------------------------------------------------
// Layout in reading terms: `start` is measured from the edge a line starts at (the right one
// in Persian and Arabic), so one layout serves both directions.

class Page {
  readonly painter: TextPainter;
  readonly rtl: boolean;

  constructor(
    readonly doc: PDFKit.PDFDocument,
    readonly language: Language,
  ) {
    this.rtl = languageDirection(language) === 'rtl';
    this.painter = new TextPainter(doc, this.rtl ? 'rtl' : 'ltr', {
      regular: 'regular',
      bold: 'bold',
    });
  }

  /** Physical x of a span `width` wide that begins `start` points from the content's start edge. */
  x(start: number, width: number): number {
    return this.rtl ? pageWidth - margin - start - width : margin + start;
  }

  text(
    text: string,
    start: number,
    width: number,
    baseline: number,
    style: TextStyle,
    align: Align = 'start',
    minSize?: number,
  ): number {
    return this.painter.line(
      text,
      { x: this.x(start, width), width, baseline },
      style,
      align,
      minSize,
    );
  }

  /**
   * A small grey label over a value, the pattern of every field on the ticket. Values of one
   * row share a baseline whatever their size; a value too wide shrinks, then is cut.
   */
  field(
    label: string,
    value: string,
    start: number,
    width: number,
    top: number,
    valueStyle: TextStyle,
    align: Align = 'start',
    valueBaseline = 29,
  ): void {
    this.text(label, start, width, top + 9, { weight: 'regular', size: 8.5, color: muted }, align);
    this.text(
      value,
      start,
      width,
      top + valueBaseline,
      valueStyle,
      align,
      Math.min(valueStyle.size, 8),
    );
  }

  hline(y: number, start = 0, width = contentWidth, color = hairline): void {
    this.doc
      .save()
      .moveTo(this.x(start, width), y)
      .lineTo(this.x(start, width) + width, y)
      .lineWidth(0.75)
      .strokeColor(color)
      .stroke()
      .restore();
  }
}

// ------------------------------------------------------------------------------------------

interface PageContext {
  doc: TicketDocument;
  t: Translate;
  palette: Palette;
  passenger: Passenger;
  segment: Segment;
  ticket: Passenger['tickets'][number] | undefined;
  /** When the booking was ticketed, as the clock read where the trip starts. */
  issued: LocalTime;
  number: number;
  total: number;
}

const label = (size = 8.5): TextStyle => ({ weight: 'regular', size, color: muted });
const strong = (size: number, color = ink): TextStyle => ({ weight: 'bold', size, color });
const plain = (size: number, color = ink): TextStyle => ({ weight: 'regular', size, color });

/** A translated word for a known code (statuses, cabins), else the text as given. */
function known(t: Translate, key: string, fallback: string): string {
  return t(key, { defaultValue: fallback });
}

function drawHeader(page: Page, ctx: PageContext): void {
  const { doc } = page;
  const { palette, t } = ctx;
  const bandHeight = 100;
  doc.save().rect(0, 0, pageWidth, bandHeight).fill(palette.primary).restore();

  // The brand: its logo on a white card (logos are drawn for white backgrounds), else its name.
  const logo = ctx.doc.brand.logoSvg?.trim();
  const aspect = logo ? svgAspectRatio(logo) : null;
  const brandWidth = contentWidth * 0.5;
  if (logo && aspect) {
    const cardHeight = 56;
    const padY = 9;
    const padX = 12;
    const logoHeight = cardHeight - 2 * padY;
    const logoWidth = Math.min(brandWidth - 2 * padX, logoHeight * aspect);
    const cardWidth = logoWidth + 2 * padX;
    const x = page.x(0, cardWidth);
    const y = (bandHeight - cardHeight) / 2;
    doc.save().roundedRect(x, y, cardWidth, cardHeight, 10).fill(white).restore();
    const box = { x: x + padX, y: y + padY, width: logoWidth, height: logoHeight };
    if (!drawSvgLogo(doc, logo, box, 'bold')) {
      // Whatever part of a broken logo was drawn is painted over.
      doc.save().roundedRect(x, y, cardWidth, cardHeight, 10).fill(white).restore();
      page.painter.line(
        ctx.doc.brand.name,
        { x: box.x, width: box.width, baseline: y + cardHeight / 2 + 6 },
        strong(18),
        'center',
        9,
      );
    }
  } else {
    page.text(ctx.doc.brand.name, 0, brandWidth, 60, strong(26, palette.onPrimary), 'start', 14);
  }

  const titleWidth = contentWidth - brandWidth - 16;
  const titleStart = contentWidth - titleWidth;
  page.text(t('title'), titleStart, titleWidth, 47, strong(22, palette.onPrimary), 'end', 14);
  page.text(
    t(`direction.${ctx.segment.direction}`),
    titleStart,
    titleWidth,
    72,
    strong(13, palette.onPrimary),
    'end',
  );
}

function drawBookingStrip(page: Page, ctx: PageContext): void {
  const { doc } = page;
  const { t, palette } = ctx;
  const top = 100;
  doc.save().rect(0, top, pageWidth, 54).fill(palette.tint).restore();
  const column = contentWidth / 3;
  const issued = ctx.issued;
  const issuedText = `${formatTicketDate(issued.date, ctx.doc.lang, ctx.doc.calendar)}  ${formatClock(issued, ctx.doc.lang)}`;
  page.field(t('pnr'), ctx.doc.pnr, 0, column - 12, top + 9, strong(13));
  page.field(t('trackingCode'), ctx.doc.trackingCode, column, column - 12, top + 9, strong(13));
  page.field(t('issuedAt'), issuedText, column * 2, column, top + 9, strong(10.5), 'end');
}

function drawPassenger(page: Page, ctx: PageContext): void {
  const { t, passenger, ticket } = ctx;
  const top = 172;
  const qrSide = 104;
  const textWidth = contentWidth - qrSide - 24;
  page.text(t('passenger'), 0, textWidth, top + 9, label(9));
  page.text(passenger.name, 0, textWidth, top + 34, strong(21), 'start', 13);
  page.text(t(`passengerType.${passenger.type}`), 0, textWidth, top + 52, plain(10.5, muted));

  const fieldsTop = top + 68;
  const ticketNumber = ticket?.ticketNumber ?? null;
  page.field(
    t('ticketNumber'),
    ticketNumber ?? t('ticketNumberPending'),
    0,
    170,
    fieldsTop,
    strong(ticketNumber ? 14 : 11),
  );
  page.field(
    t('status'),
    ticket ? known(t, `ticketStatus.${ticket.status}`, ticket.status) : '—',
    180,
    130,
    fieldsTop,
    strong(11),
  );
  page.field(
    t('seat'),
    ticket?.seat ?? t('seatNone'),
    320,
    textWidth - 320,
    fieldsTop,
    strong(ticket?.seat ? 14 : 11),
  );

  // The QR code carries the ticket number; before a number is given, the booking's PNR.
  const qrX = page.x(contentWidth - qrSide, qrSide);
  drawQrCode(page.doc, ticketNumber ?? ctx.doc.pnr, qrX, top, qrSide, ink);
  page.painter.line(
    ticketNumber ?? ctx.doc.pnr,
    { x: qrX - 8, width: qrSide + 16, baseline: top + qrSide + 13 },
    plain(8, muted),
    'center',
  );
}

function drawRoute(page: Page, ctx: PageContext, departure: LocalTime, arrival: LocalTime): void {
  const { doc } = page;
  const { t, palette, segment } = ctx;
  const lang = ctx.doc.lang;
  const top = 306;
  const bottom = 566;
  const cardX = margin;
  doc
    .save()
    .roundedRect(cardX, top, contentWidth, bottom - top, 12)
    .lineWidth(0.9)
    .strokeColor(hairline)
    .stroke()
    .restore();

  const inner = 16;
  const innerWidth = contentWidth - 2 * inner;
  // Header: the direction as a pill, then airline and flight number.
  const pillText = t(`direction.${segment.direction}`);
  const pillStyle = strong(10, palette.onPrimary);
  const pillWidth = page.painter.width(pillText, pillStyle) + 20;
  const pillY = top + 14;
  doc
    .save()
    .roundedRect(page.x(inner, pillWidth), pillY, pillWidth, 22, 11)
    .fill(palette.primary)
    .restore();
  page.text(pillText, inner, pillWidth, pillY + 15, pillStyle, 'center');
  const flightStart = inner + pillWidth + 12;
  page.text(
    `${segment.airline} · ${segment.flightNumber}`,
    flightStart,
    innerWidth - pillWidth - 12,
    pillY + 16,
    strong(13),
    'start',
    9,
  );
  page.hline(top + 48, 0, contentWidth);

  // Origin at the start, destination at the end, the journey between them.
  const column = 176;
  const routeTop = top + 60;
  const endpoint = (
    place: Segment['origin'],
    time: LocalTime,
    heading: string,
    start: number,
    align: Align,
  ) => {
    page.text(heading, start, column, routeTop + 9, label(9), align);
    page.text(place.airport, start, column, routeTop + 42, strong(30, palette.accent), align);
    page.text(place.city, start, column, routeTop + 62, strong(13), align, 9);
    if (place.terminal) {
      const terminal = /^\d+$/.test(place.terminal)
        ? toLocalDigits(place.terminal, lang)
        : place.terminal;
      page.text(t('terminal', { terminal }), start, column, routeTop + 78, plain(9, muted), align);
    }
    page.text(formatClock(time, lang), start, column, routeTop + 110, strong(20), align);
    page.text(
      formatTicketDate(time.date, lang, ctx.doc.calendar),
      start,
      column,
      routeTop + 127,
      plain(9.5, muted),
      align,
      7.5,
    );
  };
  endpoint(segment.origin, departure, t('departs'), inner, 'start');
  endpoint(segment.destination, arrival, t('arrives'), contentWidth - inner - column, 'end');

  // The line points the way the page reads: to the destination.
  const gap = 14;
  const lineStart = inner + column + gap;
  const lineWidth = contentWidth - 2 * (inner + column + gap);
  const lineY = routeTop + 36;
  const from = page.x(lineStart, 0);
  const to = page.x(lineStart + lineWidth, 0);
  const toward = Math.sign(to - from);
  doc.save().circle(from, lineY, 3.2).lineWidth(1.2).strokeColor(palette.accent).stroke();
  doc
    .moveTo(from + toward * 3.2, lineY)
    .lineTo(to - toward * 8, lineY)
    .dash(3, { space: 3 })
    .lineWidth(1.2)
    .strokeColor(palette.accent)
    .stroke()
    .undash();
  doc
    .moveTo(to, lineY)
    .lineTo(to - toward * 9, lineY - 4.5)
    .lineTo(to - toward * 9, lineY + 4.5)
    .closePath()
    .fill(palette.accent)
    .restore();
  const minutes = Math.round((arrival.instant - departure.instant) / 60_000);
  if (minutes >= 0) {
    page.text(
      formatDuration(minutes, lang),
      lineStart,
      lineWidth,
      lineY - 10,
      plain(9.5, muted),
      'center',
    );
  }

  // Details of the flight.
  const detailsTop = top + 206;
  page.hline(detailsTop - 10, 0, contentWidth);
  const details: Array<[string, string]> = [
    [t('aircraft'), segment.aircraft],
    [t('cabin'), known(t, `cabin.${segment.cabin.toLowerCase()}`, segment.cabin)],
    [t('priceClass'), segment.priceClass],
    [t('baggage'), t('baggageKg', { kg: toLocalDigits(String(segment.baggageKg), lang) })],
  ];
  const cell = innerWidth / details.length;
  details.forEach(([name, value], i) => {
    page.field(name, value, inner + i * cell, cell - 10, detailsTop, strong(11.5));
  });
  page.text(t('localTimes'), 0, contentWidth, bottom + 14, plain(8, muted));
}

function drawServicesAndFare(page: Page, ctx: PageContext): void {
  const { doc } = page;
  const { t, palette } = ctx;
  const lang = ctx.doc.lang;
  const top = 600;
  const servicesWidth = contentWidth * 0.56;
  page.text(t('services'), 0, servicesWidth, top + 12, strong(11.5));
  page.hline(top + 20, 0, servicesWidth);
  const rowHeight = 19;
  const limit = 7;
  if (ctx.doc.services.length === 0) {
    page.text(t('servicesNone'), 0, servicesWidth, top + 38, plain(10, muted));
  }
  ctx.doc.services.slice(0, limit).forEach((service, i) => {
    const baseline = top + 38 + i * rowHeight;
    const statusWidth = 92;
    const quantityWidth = 40;
    page.text(
      service.label,
      0,
      servicesWidth - statusWidth - quantityWidth - 8,
      baseline,
      plain(10),
      'start',
      8,
    );
    page.text(
      `×${toLocalDigits(String(service.quantity), lang)}`,
      servicesWidth - statusWidth - quantityWidth,
      quantityWidth,
      baseline,
      plain(10, muted),
      'center',
    );
    page.text(
      known(t, `serviceStatus.${service.status}`, service.status),
      servicesWidth - statusWidth,
      statusWidth,
      baseline,
      plain(10, muted),
      'end',
      8,
    );
  });
  if (ctx.doc.services.length > limit) {
    page.text('…', 0, servicesWidth, top + 38 + limit * rowHeight, plain(10, muted));
  }

  // The fare paid, in a tinted box, and the contact under it.
  const boxWidth = contentWidth * 0.38;
  const boxStart = contentWidth - boxWidth;
  doc
    .save()
    .roundedRect(page.x(boxStart, boxWidth), top, boxWidth, 62, 10)
    .fill(palette.tint)
    .restore();
  const fare = formatMoney(
    { amount: ctx.ticket?.fare ?? ctx.doc.fare.amount, currency: ctx.doc.fare.currency },
    lang,
  );
  page.field(t('farePaid'), fare, boxStart + 14, boxWidth - 28, top + 10, strong(17), 'start', 34);

  const contactTop = top + 80;
  page.text(t('contact'), boxStart, boxWidth, contactTop + 10, strong(11.5));
  const line = (name: string, value: string, baseline: number) => {
    page.text(name, boxStart, 80, baseline, label(9));
    page.text(value, boxStart + 80, boxWidth - 80, baseline, plain(10), 'end', 7);
  };
  line(t('mobile'), ctx.doc.contact.mobile, contactTop + 30);
  line(t('email'), ctx.doc.contact.email, contactTop + 48);
}

function drawFooter(page: Page, ctx: PageContext): void {
  const { t } = ctx;
  const top = pageHeight - 64;
  page.hline(top);
  const pageLabelWidth = 110;
  page.painter.paragraph(
    t('footer'),
    {
      x: page.x(0, contentWidth - pageLabelWidth - 16),
      width: contentWidth - pageLabelWidth - 16,
      baseline: top + 16,
    },
    plain(8.5, muted),
  );
  page.text(
    t('page', {
      page: toLocalDigits(String(ctx.number), ctx.doc.lang),
      pages: toLocalDigits(String(ctx.total), ctx.doc.lang),
    }),
    contentWidth - pageLabelWidth,
    pageLabelWidth,
    top + 16,
    plain(8.5, muted),
    'end',
  );
  page.text(
    t('issuedBy', { brand: ctx.doc.brand.name }),
    contentWidth - pageLabelWidth - 40,
    pageLabelWidth + 40,
    top + 30,
    plain(8.5, muted),
    'end',
  );
}

function drawTicketPage(page: Page, ctx: PageContext): void {
  const departure = parseLocalTime(ctx.segment.departureTime);
  const arrival = parseLocalTime(ctx.segment.arrivalTime);
  drawHeader(page, ctx);
  drawBookingStrip(page, ctx);
  drawPassenger(page, ctx);
  drawRoute(page, ctx, departure, arrival);
  drawServicesAndFare(page, ctx);
  drawFooter(page, ctx);
}

/**
 * The e-ticket as a PDF: one A4 page per passenger and flight, in the document's language and
 * direction, with Vazirmatn for every script. No browser involved.
 */
export async function renderTicketPdf(doc: TicketDocument): Promise<Buffer> {
  const t = translate(doc.lang);
  const fonts = ticketFonts();
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
