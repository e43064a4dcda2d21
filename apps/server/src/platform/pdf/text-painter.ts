// The PDF drawing kit that tickets and hotel vouchers share (text in bidi runs, Persian and
// Arabic shaped, the Vazirmatn fonts): below the modules, which draw their own documents with it.
import {
  shaperDirection,
  shaperInput,
  visualRuns,
  type Direction,
  type VisualRun,
} from './bidi-text';
import type { PdfFontWeight } from './pdf-fonts';

export interface TextStyle {
  weight: PdfFontWeight;
  size: number;
  color: string;
}

/** Where a line sits in its box, in reading terms: `start` is the right edge in an RTL page. */
export type Align = 'start' | 'end' | 'center';

export interface LineBox {
  /** Physical left edge and width of the box. */
  x: number;
  width: number;
  /** Baseline of the line. */
  baseline: number;
}

const ellipsis = '…';

/**
 * pdfkit shapes a string word by word (and caches the words) unless it is given OpenType
 * features; word by word puts the words of a right-to-left string in the wrong order, so only
 * such strings ask for whole-string shaping, with an empty feature list.
 */
function shapingOptions(input: string): { features?: [] } {
  return shaperDirection(input) === 'rtl' && /\s/.test(input) ? { features: [] } : {};
}

/**
 * Widths of shaped runs at 1 pt, per weight: widths scale with the size, and every ticket
 * measures the same labels; shaping is most of the time a page takes.
 */
const widthCache = new Map<string, number>();
const widthCacheLimit = 5000;

/**
 * Draws text on a pdfkit page the way a reader of the page's direction expects: every line is
 * split into bidi runs (bidi-text.ts) and each run is shaped alone and put at its own x, left
 * to right, so Persian words, Latin names and digits each read in their own direction.
 */
export class TextPainter {
  constructor(
    private readonly doc: PDFKit.PDFDocument,
    readonly base: Direction,
    /** Registered font names per weight. */
    private readonly fontNames: Record<PdfFontWeight, string>,
  ) {}

  /** Font and size only: pdfkit writes a colour into the page as soon as it is set. */
  private useFont(weight: TextStyle['weight'], size: number): void {
    this.doc.font(this.fontNames[weight]).fontSize(size);
  }

  private runWidth(run: VisualRun, style: TextStyle): number {
    const input = shaperInput(run);
    const key = `${style.weight}|${input}`;
    let perPoint = widthCache.get(key);
    if (perPoint === undefined) {
      if (widthCache.size >= widthCacheLimit) widthCache.clear();
      this.useFont(style.weight, 1);
      perPoint = this.doc.widthOfString(input, shapingOptions(input));
      widthCache.set(key, perPoint);
    }
    return perPoint * style.size;
  }

  width(text: string, style: TextStyle): number {
    return visualRuns(text, this.base).reduce((sum, run) => sum + this.runWidth(run, style), 0);
  }

  /**
   * Distance from the baseline to the top of the line box pdfkit positions text by: the font's
   * ascender, 2100 of Vazirmatn's 2048 units per em.
   */
  private ascent(size: number): number {
    return (2100 / 2048) * size;
  }

  /**
   * One line in a box; too wide, it is shrunk down to `minSize` and then cut with an ellipsis.
   * Returns the width drawn.
   */
  line(
    text: string,
    box: LineBox,
    style: TextStyle,
    align: Align = 'start',
    minSize?: number,
  ): number {
    let size = style.size;
    let shown = text;
    const floor = minSize ?? style.size;
    while (size > floor && this.width(shown, { ...style, size }) > box.width) {
      size = Math.max(floor, size - 0.5);
    }
    const sized = { ...style, size };
    if (this.width(shown, sized) > box.width) shown = this.cut(text, box.width, sized);
    const runs = visualRuns(shown, this.base);
    const widths = runs.map((run) => this.runWidth(run, sized));
    this.useFont(sized.weight, sized.size);
    this.doc.fillColor(sized.color);
    const total = widths.reduce((a, b) => a + b, 0);
    let x = box.x;
    const physical = this.physicalAlign(align);
    if (physical === 'right') x = box.x + box.width - total;
    else if (physical === 'center') x = box.x + (box.width - total) / 2;
    const top = box.baseline - this.ascent(size);
    runs.forEach((run, i) => {
      const input = shaperInput(run);
      this.doc.text(input, x, top, { lineBreak: false, ...shapingOptions(input) });
      x += widths[i] ?? 0;
    });
    return total;
  }

  /** Wraps text at spaces into lines no wider than the box; returns the lines in logical order. */
  wrap(text: string, width: number, style: TextStyle): string[] {
    const words = text.split(/\s+/).filter((w) => w !== '');
    const lines: string[] = [];
    let current = '';
    for (const word of words) {
      const candidate = current === '' ? word : `${current} ${word}`;
      if (current !== '' && this.width(candidate, style) > width) {
        lines.push(current);
        current = word;
      } else current = candidate;
    }
    if (current !== '') lines.push(current);
    return lines;
  }

  /** Draws wrapped text from the first baseline down; returns the baseline after the last line. */
  paragraph(
    text: string,
    box: LineBox,
    style: TextStyle,
    align: Align = 'start',
    leading = style.size * 1.45,
  ): number {
    let baseline = box.baseline;
    for (const line of this.wrap(text, box.width, style)) {
      this.line(line, { ...box, baseline }, style, align);
      baseline += leading;
    }
    return baseline;
  }

  private cut(text: string, width: number, style: TextStyle): string {
    const chars = [...text];
    let low = 0;
    let high = chars.length;
    while (low < high) {
      const mid = Math.ceil((low + high) / 2);
      const candidate = `${chars.slice(0, mid).join('').trimEnd()}${ellipsis}`;
      if (this.width(candidate, style) <= width) low = mid;
      else high = mid - 1;
    }
    return `${chars.slice(0, low).join('').trimEnd()}${ellipsis}`;
  }

  private physicalAlign(align: Align): 'left' | 'right' | 'center' {
    if (align === 'center') return 'center';
    const startIsLeft = this.base === 'ltr';
    return (align === 'start') === startIsLeft ? 'left' : 'right';
  }
}

const arabicLetter = /(?=\p{Script=Arabic})\p{L}/u;

function isArabicLetter(codePoint: unknown): boolean {
  return typeof codePoint === 'number' && arabicLetter.test(String.fromCodePoint(codePoint));
}

/**
 * Makes copied and searched text of ligatures come out in logical order. pdfkit maps each glyph
 * to the characters it was shaped from, in logical order: لا becomes "ل" + "ا". A PDF reader
 * spreads those characters over the glyph from left to right and then reads a right-to-left
 * line from the right, so "اطلاعات" came out as "اطالعات". Storing such glyphs' characters
 * backwards puts them the right way round. This reaches into pdfkit's embedded fonts (the
 * `unicode` table pdfkit 0.20 writes as the ToUnicode map when the document ends), so it is
 * written defensively and a test checks the extracted text.
 */
export function fixLigatureTextOrder(doc: PDFKit.PDFDocument): void {
  const families: unknown = Reflect.get(doc, '_fontFamilies');
  if (typeof families !== 'object' || families === null) return;
  // A font is listed under its alias and under its PostScript name: turn each table once.
  for (const font of new Set(Object.values(families))) {
    const table: unknown =
      typeof font === 'object' && font !== null ? Reflect.get(font, 'unicode') : undefined;
    if (!Array.isArray(table)) continue;
    table.forEach((codePoints: unknown, glyph) => {
      if (Array.isArray(codePoints) && codePoints.length > 1 && codePoints.some(isArabicLetter)) {
        table[glyph] = [...codePoints].reverse();
      }
    });
  }
}
