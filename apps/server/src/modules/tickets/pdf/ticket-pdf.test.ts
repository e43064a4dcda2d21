import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildEnglishTicketDocument,
  buildPersianTicketDocument,
  sampleTicketNumbers,
} from './ticket-document.factory';
import { renderTicketPdf, type TicketDocument } from './ticket-pdf';

const hasPdftotext = !spawnSync('pdftotext', ['-v']).error;
if (!hasPdftotext) {
  console.warn(
    'pdftotext (poppler-utils) is not installed: the ticket PDF text checks are skipped',
  );
}
const needsPdftotext = it.skipIf(!hasPdftotext);

let folder: string;
const files: Record<'fa' | 'en', string> = { fa: '', en: '' };
const pdfs: Record<'fa' | 'en', Buffer> = { fa: Buffer.alloc(0), en: Buffer.alloc(0) };

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'parvaz-ticket-pdf-'));
  const docs: Record<'fa' | 'en', TicketDocument> = {
    fa: buildPersianTicketDocument(),
    en: buildEnglishTicketDocument(),
  };
  for (const lang of ['fa', 'en'] as const) {
    pdfs[lang] = await renderTicketPdf(docs[lang]);
    files[lang] = join(folder, `ticket-${lang}.pdf`);
    writeFileSync(files[lang], pdfs[lang]);
  }
});

afterAll(() => rmSync(folder, { recursive: true, force: true }));

function pdftotext(file: string, ...args: string[]): string {
  const result = spawnSync('pdftotext', [...args, file, '-'], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`pdftotext failed: ${result.stderr}`);
  return result.stdout;
}

/** pdftotext ends every page with a form feed. */
function pagesOf(file: string): string[] {
  return pdftotext(file).split('\f').slice(0, -1);
}

interface Word {
  text: string;
  xMin: number;
  yMin: number;
}

// Letters only: Persian digits are Arabic script too, but a number is drawn left to right.
const arabicLetter = /(?=\p{Script=Arabic})\p{L}/u;

/**
 * The words of one page with their positions. poppler's -bbox lists a word's characters in the
 * order they sit from left to right, so a Persian word drawn correctly reads backwards there:
 * turning it round gives the word only if its letters were drawn in the right visual order.
 */
function wordsOf(file: string, page: number): Word[] {
  const xml = pdftotext(file, '-bbox', '-f', String(page), '-l', String(page));
  const decode = (s: string) =>
    s
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&');
  return [...xml.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)"[^>]*>([^<]*)<\/word>/g)].map(
    (m) => {
      const raw = decode(m[3] ?? '');
      return {
        text: arabicLetter.test(raw) ? [...raw].reverse().join('') : raw,
        xMin: Number(m[1]),
        yMin: Number(m[2]),
      };
    },
  );
}

function find(words: Word[], text: string): Word {
  const word = words.find((w) => w.text === text);
  if (!word) throw new Error(`"${text}" not found among ${words.map((w) => w.text).join(' | ')}`);
  return word;
}

/** The words of a phrase sit on one line, in the given order from left to right. */
function expectLeftToRight(words: Word[], phrase: string[]): void {
  const found = phrase.map((text) => find(words, text));
  const line = found[0]?.yMin ?? 0;
  for (const word of found) expect(Math.abs(word.yMin - line), word.text).toBeLessThan(2);
  const xs = found.map((w) => w.xMin);
  expect(xs, phrase.join(' ')).toEqual([...xs].sort((a, b) => a - b));
}

describe('renderTicketPdf', () => {
  it('makes one page per passenger and flight', () => {
    for (const lang of ['fa', 'en'] as const) {
      const pdf = pdfs[lang];
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const pages = pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g) ?? [];
      expect(pages, lang).toHaveLength(2 * 2);
      // Fonts are subset: a few tens of kilobytes, not the two 120 kB files.
      expect(pdf.length).toBeLessThan(150_000);
    }
  });

  it('gives the same bytes for the same document', async () => {
    expect((await renderTicketPdf(buildPersianTicketDocument())).equals(pdfs.fa)).toBe(true);
  });

  needsPdftotext('puts the PNR and each ticket number on its page (fa)', () => {
    const pages = pagesOf(files.fa);
    expect(pages).toHaveLength(4);
    const expected = [
      sampleTicketNumbers.aliOut,
      sampleTicketNumbers.aliBack,
      sampleTicketNumbers.saraOut,
      sampleTicketNumbers.saraBack,
    ];
    pages.forEach((text, i) => {
      expect(text).toContain('X7K2QD');
      expect(text).toContain(expected[i]);
    });
    expect(pages[0]).toContain('ALI REZAEI');
    expect(pages[3]).toContain('SARA REZAEI');
  });

  needsPdftotext('gives Persian text back in logical order when copied, ligatures included', () => {
    const [first = ''] = pagesOf(files.fa);
    expect(first).toContain('بلیت الکترونیکی');
    expect(first).toContain('بندر عباس');
    // لا is one glyph standing for two letters.
    expect(first).toContain('اطلاعات تماس');
    expect(first).toContain('کلاس نرخی');
  });

  needsPdftotext('puts the PNR and each ticket number on its page (en)', () => {
    const pages = pagesOf(files.en);
    expect(pages).toHaveLength(4);
    for (const text of pages) expect(text).toContain('T9M4LB');
    expect(pages[0]).toContain(sampleTicketNumbers.aliOut);
    expect(pages[1]).toContain(sampleTicketNumbers.aliBack);
    expect(pages[2]).toContain(sampleTicketNumbers.saraOut);
    expect(pages[3]).toContain('Not issued yet');
    expect(pages[0]).toContain('Istanbul');
    expect(pages[0]).toContain('Outbound flight');
    expect(pages[1]).toContain('Return flight');
  });

  needsPdftotext(
    'draws Persian words whole and in right-to-left order, Latin and digits inside them left to right',
    () => {
      const words = wordsOf(files.fa, 1);
      find(words, 'تهران');
      find(words, 'کلاس');
      // A two-word city: «بندر» on the right of «عباس».
      expectLeftToRight(words, ['عباس', 'بندر']);
      expectLeftToRight(words, ['الکترونیکی', 'بلیت']);
      // "ایران ایر · IR 452": the flight number reads left to right at the left end of the line.
      expectLeftToRight(words, ['IR', '452', 'ایر', 'ایران']);
      // Persian digits, which the shaper would reverse if left alone.
      find(words, '۰۷:۴۵');
      find(words, '۰۹:۳۰');
    },
  );

  needsPdftotext('lays an English ticket out left to right', () => {
    const words = wordsOf(files.en, 1);
    expectLeftToRight(words, ['Electronic', 'ticket']);
    expectLeftToRight(words, ['Turkish', 'Airlines']);
    expect(find(words, 'IST').xMin).toBeLessThan(find(words, 'IKA').xMin);
  });

  it('falls back to a text wordmark without a logo, and draws unknown codes as given', async () => {
    const persian = buildPersianTicketDocument();
    const doc = buildPersianTicketDocument({
      lang: 'ar',
      calendar: 'gregorian',
      brand: { name: 'برواز عُمان', primary: 'not a colour', logoSvg: 'not an svg' },
      fare: { amount: 1_234_500, currency: 'KWD' },
      passengers: persian.passengers.map((passenger, i) => ({
        ...passenger,
        services: i === 0 ? [{ label: 'كرسي متحرك', quantity: 1, status: 'waitlisted' }] : [],
      })),
    });
    const pdf = await renderTicketPdf(doc);
    expect(pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)).toHaveLength(4);
    if (hasPdftotext) {
      const file = join(folder, 'ticket-ar.pdf');
      writeFileSync(file, pdf);
      const text = pagesOf(file)[0] ?? '';
      expect(text).toContain('waitlisted');
      expect(text).toContain('X7K2QD');
    }
  });

  needsPdftotext(
    'writes the brand name where a broken logo would have been, reading no linked file',
    async () => {
      const file = join(folder, 'ticket-broken-logo.pdf');
      const brokenLogo =
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 20"><image href="/etc/hostname" width="9" height="9"/><g><rect';
      const doc = buildPersianTicketDocument({
        brand: { name: 'سپهران', primary: '#FB3640', logoSvg: brokenLogo },
      });
      writeFileSync(file, await renderTicketPdf(doc));
      expect(pagesOf(file)[0]).toContain('سپهران');
    },
  );
});
