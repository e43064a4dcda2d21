import { isShownStatus, statusKey } from '@parvaz/domain/format/status-words';
import { languageDirection, type Language } from '@parvaz/domain/languages';
import type { Translate } from '../../../platform/translator';
import type { LocalTime } from './ticket-format';
import { hairline, ink, muted, type Palette } from './ticket-palette';
import type { TicketDocument } from './ticket-pdf';
import { TextPainter, type Align, type TextStyle } from '../../../platform/pdf/text-painter';

export type Passenger = TicketDocument['passengers'][number];
export type Segment = TicketDocument['segments'][number];

// A4 in points.
export const pageWidth = 595.28;
export const pageHeight = 841.89;
export const margin = 40;
export const contentWidth = pageWidth - 2 * margin;

// Layout in reading terms: `start` is measured from the edge a line starts at (the right one
// in Persian and Arabic), so one layout serves both directions.

export class Page {
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

export interface PageContext {
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

export const label = (size = 8.5): TextStyle => ({ weight: 'regular', size, color: muted });
export const strong = (size: number, color = ink): TextStyle => ({ weight: 'bold', size, color });
export const plain = (size: number, color = ink): TextStyle => ({ weight: 'regular', size, color });

/** A translated word for a known code (cabins, passenger types), else the text as given. */
export function known(t: Translate, key: string, fallback: string): string {
  return t(key, { defaultValue: fallback });
}

/** A state in the one word the pages show it with (the common `status.*` keys), else as given. */
export function statusWord(t: Translate, status: string): string {
  return isShownStatus(status) ? t(`common:${statusKey(status)}`) : status;
}
