import { gregorianWeekday, parseIsoDate } from '@parvaz/domain/calendar/plain-date';

// What moves a demo night's price and demand: the country's weekend, its seasons and a few
// dates everyone travels on. One factor serves both, so the dearest nights are also the fullest.

type Country = 'IR' | 'TR' | 'OM';

/**
 * Weekday factors, Sunday first. Iran's weekend is Thursday evening to Friday: its busiest
 * night is Thursday's ("shab-e jomeh", the night before Friday, which Iranians call Friday
 * night). Türkiye's are Friday and Saturday nights; Oman rests on Friday and Saturday, so
 * Thursday and Friday nights fill.
 */
const weekdayFactors: Readonly<Record<Country, readonly number[]>> = {
  IR: [0.97, 0.97, 0.97, 1.05, 1.22, 1.1, 0.97],
  TR: [0.95, 0.95, 0.95, 0.97, 1, 1.12, 1.22],
  OM: [0.97, 0.97, 0.97, 1, 1.15, 1.12, 1.02],
};

const inRange = (monthDay: number, from: number, to: number) =>
  from <= to ? monthDay >= from && monthDay <= to : monthDay >= from || monthDay <= to;

/** Seasons by month*100+day, so that ranges read as dates (0316 is March 16). */
function seasonFactor(cityCode: string, country: Country, month: number, day: number): number {
  const md = month * 100 + day;
  if (country === 'IR') {
    // Nowruz: the whole country travels from the days before the new year to the 13th.
    if (inRange(md, 316, 403)) return 1.45;
    if (inRange(md, 621, 831)) return cityCode === 'KIH' ? 0.85 : 1.2;
    // Kish's season is the mild winter.
    if (cityCode === 'KIH' && inRange(md, 1201, 228)) return 1.12;
    return 1;
  }
  if (country === 'TR') {
    if (inRange(md, 1230, 101)) return 1.5;
    const seaside = cityCode === 'AYT' || cityCode === 'ADB';
    if (inRange(md, 601, 915)) return seaside ? 1.4 : 1.15;
    if (seaside && inRange(md, 1101, 310)) return 0.8;
    return 1;
  }
  // Salalah fills in the khareef, the monsoon months; the rest of Oman in its cool winter.
  if (cityCode === 'SLL') return inRange(md, 701, 915) ? 1.5 : 0.95;
  if (inRange(md, 1101, 331)) return 1.12;
  if (inRange(md, 601, 831)) return 0.85;
  return 1;
}

/** How much dearer (and fuller) than plain a local night is in this city. */
export function nightFactor(cityCode: string, country: Country, night: string): number {
  const date = parseIsoDate(night);
  const weekday = weekdayFactors[country][gregorianWeekday(date)] ?? 1;
  return weekday * seasonFactor(cityCode, country, date.month, date.day);
}

/** The price ranges the demo keeps to, and the steps prices are rounded to. */
const bounds = {
  IRR: { min: 25_000_000, max: 350_000_000, step: 100_000 },
  USD: { min: 3_500, max: 45_000, step: 100 },
} as const;

export function roundedPrice(currency: 'IRR' | 'USD', amount: number): number {
  const { min, max, step } = bounds[currency];
  return Math.min(max, Math.max(min, Math.round(amount / step) * step));
}
