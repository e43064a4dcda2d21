import type { Language } from '../languages';
import { intlLocaleOf } from './locale';

export interface DurationParts {
  hours: number;
  minutes: number;
}

/** Flight and layover durations arrive as whole minutes; anything else is a bug upstream. */
export function splitDuration(totalMinutes: number): DurationParts {
  if (!Number.isSafeInteger(totalMinutes) || totalMinutes < 0) {
    throw new RangeError(`A duration is a non-negative whole number of minutes: ${totalMinutes}`);
  }
  return { hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
}

type Unit = 'hour' | 'minute';

/** Arabic nouns agree with the count (dual, 3–10 plural, 11+ singular), so they follow Intl's plural rules. */
const arabicUnits: Record<Unit, Record<Intl.LDMLPluralRule, (n: string) => string>> = {
  hour: {
    zero: (n) => `${n} ساعة`,
    one: () => 'ساعة واحدة',
    two: () => 'ساعتان',
    few: (n) => `${n} ساعات`,
    many: (n) => `${n} ساعة`,
    other: (n) => `${n} ساعة`,
  },
  minute: {
    zero: (n) => `${n} دقيقة`,
    one: () => 'دقيقة واحدة',
    two: () => 'دقيقتان',
    few: (n) => `${n} دقائق`,
    many: (n) => `${n} دقيقة`,
    other: (n) => `${n} دقيقة`,
  },
};

const arabicPlurals = new Intl.PluralRules('ar');

const wording: Record<
  Language,
  { unit: (unit: Unit, count: number, digits: string) => string; joiner: string }
> = {
  en: { unit: (unit, _count, n) => `${n}${unit === 'hour' ? 'h' : 'm'}`, joiner: ' ' },
  tr: { unit: (unit, _count, n) => `${n} ${unit === 'hour' ? 'sa' : 'dk'}`, joiner: ' ' },
  // Persian nouns stay singular after a number.
  fa: { unit: (unit, _count, n) => `${n} ${unit === 'hour' ? 'ساعت' : 'دقیقه'}`, joiner: ' و ' },
  ar: {
    unit: (unit, count, n) => arabicUnits[unit][arabicPlurals.select(count)](n),
    joiner: ' و ',
  },
};

/** One number formatter per language, kept: making one costs far more than using it. */
const numberFormats = new Map<Language, Intl.NumberFormat>();

function numbersOf(language: Language): Intl.NumberFormat {
  let format = numberFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(intlLocaleOf(language));
    numberFormats.set(language, format);
  }
  return format;
}

/**
 * "2h 15m", "2 sa 15 dk", "۲ ساعت و ۱۵ دقیقه", "ساعتان و ١٥ دقيقة". A zero part is left out,
 * except for a zero duration, which reads as zero minutes.
 */
export function formatDuration(totalMinutes: number, language: Language): string {
  const { hours, minutes } = splitDuration(totalMinutes);
  const numbers = numbersOf(language);
  const words = wording[language];
  const parts: string[] = [];
  if (hours > 0) parts.push(words.unit('hour', hours, numbers.format(hours)));
  if (minutes > 0 || hours === 0) {
    parts.push(words.unit('minute', minutes, numbers.format(minutes)));
  }
  return parts.join(words.joiner);
}
