import { toLocalDigits } from '@parvaz/domain/format/digits';
import type { Language } from '@parvaz/domain/languages';

/** A file's size in the reader's language and digits: kilobytes below a megabyte, else megabytes. */
export function formatFileSize(bytes: number, language: Language): string {
  const megabytes = bytes >= 1024 * 1024;
  const text = new Intl.NumberFormat(language, {
    style: 'unit',
    unit: megabytes ? 'megabyte' : 'kilobyte',
    // Persian's short unit is the Latin "MB"; its long one is the word readers expect.
    unitDisplay: language === 'fa' ? 'long' : 'short',
    maximumFractionDigits: megabytes ? 1 : 0,
  }).format(megabytes ? bytes / (1024 * 1024) : Math.max(1, Math.round(bytes / 1024)));
  // Intl writes Latin digits for some of our languages (Arabic in recent data): the app's own.
  return toLocalDigits(text, language);
}
