import { normalizeDigits } from './digits';

export const hourBandKeys = ['EM', 'M', 'E', 'N'] as const;
export type HourBandKey = (typeof hourBandKeys)[number];

/** A band covers local hours from `fromHour` (inclusive) to `toHour` (exclusive). */
export interface HourBand {
  key: HourBandKey;
  fromHour: number;
  toHour: number;
}

/** Departure-time filter bands of spec section 9, in the airport's local time. */
export const hourBands: readonly HourBand[] = [
  { key: 'EM', fromHour: 0, toHour: 5 },
  { key: 'M', fromHour: 5, toHour: 12 },
  { key: 'E', fromHour: 12, toHour: 18 },
  { key: 'N', fromHour: 18, toHour: 24 },
];

const minutesPerDay = 24 * 60;

/** The band of a minute of the day (0–1439); a band's first minute belongs to it, so 05:00 is M. */
export function hourBandOfMinutes(minutesOfDay: number): HourBandKey {
  if (!Number.isFinite(minutesOfDay) || minutesOfDay < 0 || minutesOfDay >= minutesPerDay) {
    throw new RangeError(`Not a minute of the day: ${minutesOfDay}`);
  }
  const band = hourBands.find((b) => minutesOfDay < b.toHour * 60);
  if (!band) throw new RangeError(`Not a minute of the day: ${minutesOfDay}`);
  return band.key;
}

const clockTime = /^(\d{1,2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;

/**
 * The band of an hour of the day (a number 0 ≤ h < 24) or a clock time 'HH:mm' / 'HH:mm:ss'
 * (Persian and Arabic digits accepted). Minutes of the day have their own function because a
 * bare number cannot say whether it counts hours or minutes.
 */
export function hourBandOf(time: number | string): HourBandKey {
  if (typeof time === 'number') return hourBandOfMinutes(time * 60);
  const match = clockTime.exec(normalizeDigits(time.trim()));
  const hour = Number(match?.[1]);
  const minute = Number(match?.[2]);
  if (!match || hour > 23 || minute > 59) throw new RangeError(`Not a clock time: ${time}`);
  return hourBandOfMinutes(hour * 60 + minute);
}
