import { offsetIn } from '@parvaz/domain/calendar/zoned';

/**
 * Wall-clock arithmetic for tens of thousands of legs. The domain's helpers (zoned.ts) ask Intl
 * on every call, which made most of the generator's time; here a zone's offset is asked at the
 * start and end of each UTC day and reused for the day when both agree. Only on the day a zone
 * changes its clock is Intl asked for each instant.
 */

const day = 86_400_000;
const dayOffsets = new Map<string, number | null>();

function askIntl(time: number, zone: string): number {
  const match = /([+-])(\d{2}):(\d{2})/.exec(offsetIn(new Date(time), zone));
  const minutes = match ? Number(match[2]) * 60 + Number(match[3]) : 0;
  return (match?.[1] === '-' ? -1 : 1) * minutes * 60_000;
}

/** Milliseconds the zone's clock is ahead of UTC at the instant. */
function offsetMs(time: number, zone: string): number {
  const start = Math.floor(time / day) * day;
  const key = `${zone}|${start}`;
  let offset = dayOffsets.get(key);
  if (offset === undefined) {
    const first = askIntl(start, zone);
    offset = askIntl(start + day - 1, zone) === first ? first : null;
    dayOffsets.set(key, offset);
  }
  return offset ?? askIntl(time, zone);
}

/** The local date and 'HH:mm' the instant reads in the zone. */
export function wallClock(instant: Date, zone: string): { date: string; time: string } {
  const local = new Date(instant.getTime() + offsetMs(instant.getTime(), zone)).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 16) };
}

/** The instant the zone's clock reads `time` on `date` (as the domain's instantAt). */
export function instantOf(date: string, time: string, zone: string): Date {
  const naive = Date.parse(`${date}T${time}:00Z`);
  // The offset at the naive instant is right except within hours of a change; one correction
  // step with the offset at the corrected instant settles it.
  const first = naive - offsetMs(naive, zone);
  return new Date(naive - offsetMs(first, zone));
}
