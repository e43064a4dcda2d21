/**
 * Instants shown in an airport's time zone (PRODUCT.md decision 6), with Intl so the zone
 * database of the runtime decides offsets and daylight saving.
 */

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = partsFormatters.get(timeZone);
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
    partsFormatters.set(timeZone, formatter);
  }
  return formatter;
}

function zonedParts(instant: Date, timeZone: string): Record<string, string> {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  return parts;
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
  const p = zonedParts(instant, timeZone);
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}${offsetIn(instant, timeZone)}`;
}

/** The instant at which the local wall-clock time `date` `time` happens in the zone. */
export function instantAt(date: string, time: string, timeZone: string): Date {
  const naive = new Date(`${date}T${time}:00Z`);
  // The offset at the naive instant is right except within hours of a DST change; one
  // correction step with the offset at the corrected instant settles it.
  const offsetMs = (at: Date) => {
    const m = /([+-])(\d{2}):(\d{2})/.exec(offsetIn(at, timeZone));
    if (!m) return 0;
    const minutes = Number(m[2]) * 60 + Number(m[3]);
    return (m[1] === '-' ? -1 : 1) * minutes * 60_000;
  };
  const first = new Date(naive.getTime() - offsetMs(naive));
  return new Date(naive.getTime() - offsetMs(first));
}
