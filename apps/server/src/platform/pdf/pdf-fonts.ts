import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Vazirmatn has Persian, Arabic and Latin (Turkish included) glyphs, so one family serves every
 * language of a document (tickets, hotel vouchers). Only these two weights are used; apps/server/build.mjs copies the same
 * two files into dist/fonts beside the bundle.
 */
export const pdfFontFiles = {
  regular: 'Vazirmatn-Regular.ttf',
  bold: 'Vazirmatn-Bold.ttf',
} as const;

export type PdfFontWeight = keyof typeof pdfFontFiles;

/**
 * Where the fonts are: beside the running file (the bundle's dist/fonts, which build.mjs
 * fills), else in the vazirmatn package (running from source: tests, `npm run dev`).
 */
function fontFolderCandidates(): string[] {
  const candidates = [join(dirname(fileURLToPath(import.meta.url)), 'fonts')];
  try {
    const packageJson = createRequire(import.meta.url).resolve('vazirmatn/package.json');
    candidates.push(join(dirname(packageJson), 'fonts', 'ttf'));
  } catch {
    // Not installed (a production install without dev dependencies): only the bundle's copy counts.
  }
  return candidates;
}

function findFontFolder(): string {
  const candidates = fontFolderCandidates();
  const found = candidates.find((folder) =>
    Object.values(pdfFontFiles).every((file) => existsSync(join(folder, file))),
  );
  if (!found) {
    throw new Error(
      `PDF fonts (${Object.values(pdfFontFiles).join(', ')}) not found in: ${candidates.join(', ')}`,
    );
  }
  return found;
}

/** Checked when the module loads, so a server missing its fonts fails at start, not at the first document. */
export const pdfFontFolder = findFontFolder();

let cache: Record<PdfFontWeight, Buffer> | undefined;

/** The font files' bytes, read once per process (pdfkit parses and subsets them per document). */
export function pdfFonts(): Record<PdfFontWeight, Buffer> {
  cache ??= {
    regular: readFileSync(join(pdfFontFolder, pdfFontFiles.regular)),
    bold: readFileSync(join(pdfFontFolder, pdfFontFiles.bold)),
  };
  return cache;
}
