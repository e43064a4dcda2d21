/**
 * Instants shown in an airport's time zone (PRODUCT.md decision 6), with Intl so the zone
 * database of the runtime decides offsets and daylight saving.
 */

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = offsetFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      timeZoneName: 'longOffset',
    });
    offsetFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * Offsets are looked up once per zone and quarter hour: zone changes happen on such boundaries.
 * One map per zone, keyed by the quarter hour's number, so a look-up writes no key string.
 */
const offsetCache = new Map<string, Map<number, number>>();
const quarterHourMs = 15 * 60_000;

function intlOffsetMinutes(instant: Date, timeZone: string): number {
  const name = formatterFor(timeZone)
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

function offsetMinutes(instant: Date, timeZone: string): number {
  let zone = offsetCache.get(timeZone);
  if (!zone) {
    zone = new Map();
    offsetCache.set(timeZone, zone);
  }
  const quarter = Math.floor(instant.getTime() / quarterHourMs);
  let minutes = zone.get(quarter);
  if (minutes === undefined) {
    if (zone.size > 50_000) zone.clear();
    minutes = intlOffsetMinutes(instant, timeZone);
    zone.set(quarter, minutes);
  }
  return minutes;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** '+03:30' style text of an offset in minutes. */
function offsetText(minutes: number): string {
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

function zonedParts(instant: Date, timeZone: string): Record<string, string> {
  const minutes = offsetMinutes(instant, timeZone);
  const local = new Date(instant.getTime() + minutes * 60_000);
  return {
    year: String(local.getUTCFullYear()).padStart(4, '0'),
    month: pad(local.getUTCMonth() + 1),
    day: pad(local.getUTCDate()),
    hour: pad(local.getUTCHours()),
    minute: pad(local.getUTCMinutes()),
    second: pad(local.getUTCSeconds()),
    timeZoneName: `GMT${offsetText(minutes)}`,
  };
}

/** 'YYYY-MM-DD' of the instant in the zone: the local date a traveller there sees. */
export function localDateIn(instant: Date, timeZone: string): string {
  const p = zonedParts(instant, timeZone);
  return `${p.year}-${p.month}-${p.day}`;
}

/** '+03:30' style offset of the zone at that instant. */
export function offsetIn(instant: Date, timeZone: string): string {
  const name = zonedParts(instant, timeZone).timeZoneName ?? 'GMT';
  const match = /GMT([+-]\d{2}:\d{2})/.exec(name);
  return match?.[1] ?? '+00:00';
}

/** ISO 8601 with the zone's offset, e.g. '2026-11-28T08:15:00+03:30'. */
export function zonedIso(instant: Date, timeZone: string): string {
  // Written directly, with one offset look-up: the search writes four of these per result.
  const minutes = offsetMinutes(instant, timeZone);
  const local = new Date(instant.getTime() + minutes * 60_000);
  const year = String(local.getUTCFullYear()).padStart(4, '0');
  return `${year}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}T${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())}${offsetText(minutes)}`;
}

/** The instant at which the local wall-clock time `date` `time` happens in the zone. */
export function instantAt(date: string, time: string, timeZone: string): Date {
  const naive = new Date(`${date}T${time}:00Z`);
  // The offset at the naive instant is right except within hours of a DST change; one
  // correction step with the offset at the corrected instant settles it. Offsets are read as
  // minutes from the cache, not as text: a hotel search makes several of these per room type.
  const offsetMs = (at: Date) => offsetMinutes(at, timeZone) * 60_000;
  const first = new Date(naive.getTime() - offsetMs(naive));
  return new Date(naive.getTime() - offsetMs(first));
}
