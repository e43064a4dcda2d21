import { daysBetween, parseIsoDate } from '@parvaz/domain/calendar/plain-date';
import { wallClock } from './clock';
import { zoneOf } from './geography';
import { network } from './network';

const networkZones = [...new Set(network.flatMap((route) => [route.a, route.b]).map(zoneOf))];

/**
 * The days of flights a first start files at `now`: from the earliest date any of the network's
 * airports reads (Istanbul's evening is already tomorrow in Tehran, and its board still shows
 * today) to `days` days from Tehran's today, where most of the network is.
 */
export function flightWindow(now: Date, days: number): { today: string; days: number } {
  const tehran = wallClock(now, 'Asia/Tehran').date;
  const earliest = networkZones.map((zone) => wallClock(now, zone).date).sort()[0] ?? tehran;
  return {
    today: earliest,
    days: days + daysBetween(parseIsoDate(earliest), parseIsoDate(tehran)),
  };
}
