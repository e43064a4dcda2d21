import { addDays, formatIsoDate, parseIsoDate } from '@parvaz/domain/calendar/plain-date';
import { localDateIn, zonedIso } from '@parvaz/domain/calendar/zoned';
import { homeRoutes } from '@parvaz/domain/contracts/flight-search';
import { layoutCapacity } from '@parvaz/domain/flights/inventory';
import { airportByCode } from '@parvaz/domain/reference/airports';
import { cityByCode } from '@parvaz/domain/reference/cities';
import { describe, expect, it } from 'vitest';
import { agencies } from './agencies';
import { aircraftByCode } from './aircraft';
import { airlineByCode } from './airlines';
import { generateInventory } from './generate';
import type { GeneratedFlight } from './generated';

/** The value, or a failed test when there is none. */
function defined<T>(value: T | null | undefined, what = 'value'): T {
  if (value === null || value === undefined) throw new Error(`missing ${what}`);
  return value;
}

const today = '2026-11-22';
const days = 90;
const flights = generateInventory({ today, days });
const dates = Array.from({ length: days }, (_, i) =>
  formatIsoDate(addDays(parseIsoDate(today), i)),
);

const country = (city: string) => cityByCode(city)?.countryCode;
const isDomesticIran = (f: GeneratedFlight) =>
  country(f.originCity) === 'IR' && country(f.destinationCity) === 'IR';
const minutes = (f: GeneratedFlight) => (f.arrivalAt.getTime() - f.departureAt.getTime()) / 60_000;
const daysAhead = (f: GeneratedFlight) =>
  (Date.parse(f.departureDate) - Date.parse(today)) / 86_400_000;
const economy = (f: GeneratedFlight) => f.cabins.find((c) => c.cabin === 'economy');
const find = (airline: string, from: string, to: string, date: string) =>
  flights.find(
    (f) =>
      f.airlineCode === airline &&
      f.originAirport === from &&
      f.destinationAirport === to &&
      f.departureDate === date,
  );

describe('demo inventory generator', () => {
  it('gives the same inventory for the same day, and moves with the day', () => {
    const again = generateInventory({ today, days: 5 });
    expect(again).toEqual(generateInventory({ today, days: 5 }));
    const tomorrow = generateInventory({ today: defined(dates[1]), days: 5 });
    expect(tomorrow[0]?.departureDate).toBe(dates[1]);
  });

  it('covers exactly the 90 days, each departure date being the local date at the origin', () => {
    expect(new Set(flights.map((f) => f.departureDate))).toEqual(new Set(dates));
    const elsewhere = flights.filter(
      (f) =>
        localDateIn(f.departureAt, airportByCode(f.originAirport)?.timeZone ?? '') !==
        f.departureDate,
    );
    expect(elsewhere.map((f) => f.key)).toEqual([]);
  });

  it('flies a domestic Iranian network of at least 15 cities by several carriers', () => {
    const domestic = flights.filter(isDomesticIran);
    const cities = new Set(domestic.flatMap((f) => [f.originCity, f.destinationCity]));
    expect(cities.size).toBeGreaterThanOrEqual(15);
    expect(new Set(domestic.map((f) => f.airlineCode)).size).toBeGreaterThanOrEqual(10);
    // Both directions of every city pair.
    const pairs = new Set(domestic.map((f) => `${f.originCity}-${f.destinationCity}`));
    const oneWay = [...pairs].filter((pair) => !pairs.has(pair.split('-').reverse().join('-')));
    expect(oneWay).toEqual([]);
  });

  it('has at least four flights that are not cancelled on every home route every day', () => {
    const counts = new Map<string, number>();
    for (const f of flights) {
      if (f.status === 'cancelled') continue;
      const key = `${f.originCity}-${f.destinationCity} ${f.departureDate}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    const thin = homeRoutes.flatMap(([origin, destination]) =>
      dates
        .map((date) => `${origin}-${destination} ${date}`)
        .filter((key) => (counts.get(key) ?? 0) < 4),
    );
    expect(thin).toEqual([]);
    const tehranMashhad = flights.filter(
      (f) => f.originCity === 'THRC' && f.destinationCity === 'MHD' && f.departureDate === today,
    );
    expect(tehranMashhad.length).toBeGreaterThanOrEqual(10);
    expect(tehranMashhad.length).toBeLessThanOrEqual(14);
  });

  it('connects Iran, Türkiye and Oman both ways', () => {
    const pairs = new Set(flights.map((f) => `${f.originCity}-${f.destinationCity}`));
    const international = [
      ['THRC', 'ISTC'],
      ['THRC', 'MCT'],
      ['MHD', 'ISTC'],
      ['ISTC', 'MCT'],
      ['SYZ', 'ISTC'],
      ['IFN', 'ISTC'],
      ['TBZ', 'ISTC'],
      ['THRC', 'ESB'],
      ['THRC', 'AYT'],
      ['MHD', 'MCT'],
      ['SYZ', 'MCT'],
      ['MCT', 'SLL'],
      ['ISTC', 'ESB'],
      ['ISTC', 'ADB'],
      ['ISTC', 'AYT'],
    ];
    for (const [a, b] of international) {
      expect(pairs, `${a}-${b}`).toContain(`${a}-${b}`);
      expect(pairs, `${b}-${a}`).toContain(`${b}-${a}`);
    }
    // Tehran: Mehrabad at home, Imam Khomeini abroad. Istanbul: TK at IST, Pegasus and AJet at SAW.
    const wrongAirport = flights.filter(
      (f) =>
        (f.originCity === 'THRC' && f.originAirport !== (isDomesticIran(f) ? 'THR' : 'IKA')) ||
        (f.originCity === 'ISTC' &&
          f.originAirport !== (['PC', 'VF'].includes(f.airlineCode) ? 'SAW' : 'IST')),
    );
    expect(wrongAirport.map((f) => f.key)).toEqual([]);
  });

  it('keeps block times sensible and domestic departures within the day', () => {
    const wrong = flights.filter((f) => {
      if (!isDomesticIran(f)) return minutes(f) < 50 || minutes(f) > 330;
      const local = zonedIso(f.departureAt, 'Asia/Tehran').slice(11, 16);
      return minutes(f) < 45 || minutes(f) > 150 || local < '06:00' || local > '23:30';
    });
    expect(wrong.map((f) => f.key)).toEqual([]);
  });

  it('computes arrival times across Tehran, Istanbul and Muscat time', () => {
    const date = defined(dates[3]);
    // Tehran is UTC+3:30 and Istanbul UTC+3: 08:00 + 235 min − 30 min ≈ 11:25 in Istanbul.
    const tehranIstanbul = defined(find('IR', 'IKA', 'IST', date), 'IR IKA-IST');
    expect(zonedIso(tehranIstanbul.departureAt, 'Asia/Tehran')).toBe(`${date}T08:00:00+03:30`);
    const arrives = zonedIso(tehranIstanbul.arrivalAt, 'Europe/Istanbul');
    expect(arrives.slice(0, 11)).toBe(`${date}T`);
    expect(arrives.slice(11, 16) >= '11:20' && arrives.slice(11, 16) <= '11:30').toBe(true);
    expect(arrives.endsWith('+03:00')).toBe(true);
    // Muscat is UTC+4: 09:15 + 135 min − 30 min ≈ 11:00 in Tehran.
    const muscatTehran = defined(find('WY', 'MCT', 'IKA', date), 'WY MCT-IKA');
    expect(zonedIso(muscatTehran.departureAt, 'Asia/Muscat')).toBe(`${date}T09:15:00+04:00`);
    const landsTehran = zonedIso(muscatTehran.arrivalAt, 'Asia/Tehran').slice(11, 16);
    expect(landsTehran >= '10:55' && landsTehran <= '11:05').toBe(true);
    // A late departure lands the next local day: Istanbul 21:35 + 280 min + 1 h ≈ 03:15 in Muscat.
    const istanbulMuscat = defined(find('TK', 'IST', 'MCT', date), 'TK IST-MCT');
    const landsMuscat = zonedIso(istanbulMuscat.arrivalAt, 'Asia/Muscat');
    expect(landsMuscat.slice(0, 10)).toBe(dates[4]);
    expect(landsMuscat.slice(11, 16) >= '03:10' && landsMuscat.slice(11, 16) <= '03:20').toBe(true);
  });

  it('prices Iranian domestic flights in rials and everything else in dollars', () => {
    const wrong = flights.filter((f) =>
      f.cabins.some((c) =>
        c.offers.some((o) => {
          const step = o.currency === 'IRR' ? 10_000 : 100;
          const amounts = [o.adultFare, o.childFare, o.infantFare, o.adultFee, o.childFee];
          return (
            o.currency !== (isDomesticIran(f) ? 'IRR' : 'USD') ||
            amounts.some((a) => a % step !== 0)
          );
        }),
      ),
    );
    expect(wrong.map((f) => f.key)).toEqual([]);
    const tehranMashhad = flights.filter(
      (f) => f.originCity === 'THRC' && f.destinationCity === 'MHD',
    );
    const fares = tehranMashhad.flatMap((f) => economy(f)?.offers.map((o) => o.adultFare) ?? []);
    expect(Math.min(...fares)).toBeGreaterThanOrEqual(20_000_000);
    expect(Math.max(...fares)).toBeLessThanOrEqual(60_000_000);
  });

  it('sells each flight through two to five agencies with their own fees', () => {
    const wrong = flights.filter((f) => {
      const sellers = new Set(f.cabins.flatMap((c) => c.offers.map((o) => o.agency)));
      const duplicates = f.cabins.some(
        (c) => new Set(c.offers.map((o) => `${o.agency} ${o.priceClass}`)).size !== c.offers.length,
      );
      return (
        sellers.size < 2 || sellers.size > 5 || duplicates || f.cabins.some((c) => !c.offers.length)
      );
    });
    expect(wrong.map((f) => f.key)).toEqual([]);
  });

  it('prices children at 75% and infants at 10%, fees at 0.5–4%, cheaper classes stricter', () => {
    const offers = flights.flatMap((f) => f.cabins.flatMap((c) => c.offers));
    const wrong = offers.filter((o) => {
      const half = (o.currency === 'IRR' ? 10_000 : 100) / 2;
      return (
        Math.abs(o.childFare - o.adultFare * 0.75) > half ||
        Math.abs(o.infantFare - o.adultFare * 0.1) > half ||
        o.adultFee < o.adultFare * 0.005 - half ||
        o.adultFee > o.adultFare * 0.04 + half
      );
    });
    expect(wrong).toEqual([]);
    const cabins = flights.flatMap((f) => f.cabins);
    const pairs = cabins.flatMap((c) => {
      const full = c.offers.find((o) => o.priceClass === 'Y');
      const restricted = c.offers.find((o) => o.priceClass === 'B');
      return full && restricted ? [{ full, restricted }] : [];
    });
    expect(pairs.length).toBeGreaterThan(100);
    for (const { full, restricted } of pairs.slice(0, 200)) {
      expect(restricted.adultFare).toBeLessThan(full.adultFare);
      expect(restricted.refundRules.noShowPercent).toBeGreaterThan(full.refundRules.noShowPercent);
    }
  });

  it('charges more on Iranian weekends and at busy hours than mid-week at dawn', () => {
    const average = (list: GeneratedFlight[]) => {
      const fares = list.flatMap(
        (f) => economy(f)?.offers.filter((o) => o.priceClass === 'Y') ?? [],
      );
      return fares.reduce((sum, o) => sum + o.adultFare, 0) / fares.length;
    };
    const far = flights.filter((f) => isDomesticIran(f) && daysAhead(f) > 30);
    const weekday = (f: GeneratedFlight) => new Date(`${f.departureDate}T12:00:00Z`).getUTCDay();
    expect(average(far.filter((f) => weekday(f) === 4))).toBeGreaterThan(
      average(far.filter((f) => weekday(f) === 1)),
    );
  });

  it('fills flights as departure nears, with a few almost full and one or two sold out', () => {
    const wrongSeats = flights.filter((f) =>
      f.cabins.some((cabin) => {
        const layout = aircraftByCode(f.aircraftCode)?.layout.find((l) => l.cabin === cabin.cabin);
        const tooEmpty =
          cabin.cabin === 'economy' && daysAhead(f) <= 2 && cabin.available > cabin.capacity * 0.4;
        return (
          !layout ||
          cabin.capacity !== layoutCapacity(layout) ||
          cabin.available < 0 ||
          cabin.available > cabin.capacity ||
          tooEmpty
        );
      }),
    );
    expect(wrongSeats.map((f) => f.key)).toEqual([]);
    const full = flights.filter((f) => f.cabins.every((c) => c.available === 0));
    expect(full.length).toBeGreaterThanOrEqual(1);
    expect(full.length).toBeLessThanOrEqual(2);
    for (const f of full) {
      expect(daysAhead(f)).toBeLessThanOrEqual(6);
      expect(homeRoutes.some(([o, d]) => o === f.originCity && d === f.destinationCity)).toBe(true);
    }
    const almostFull = flights.filter((f) => {
      const seats = economy(f)?.available ?? 0;
      return seats >= 1 && seats <= 4;
    });
    expect(almostFull.length).toBeGreaterThan(10);
  });

  it('has delayed flights (one over two hours) and cancelled ones that are not sold', () => {
    const delayed = flights.filter((f) => f.status === 'delayed');
    expect(delayed.length).toBeGreaterThanOrEqual(3);
    for (const f of delayed) {
      const late = (defined(f.estimatedDepartureAt).getTime() - f.departureAt.getTime()) / 60_000;
      expect(late).toBeGreaterThanOrEqual(40);
      expect(late).toBeLessThanOrEqual(240);
      expect(defined(f.estimatedArrivalAt).getTime() - f.arrivalAt.getTime()).toBe(late * 60_000);
      expect(daysAhead(f)).toBeLessThanOrEqual(2);
    }
    expect(
      delayed.some(
        (f) => defined(f.estimatedDepartureAt).getTime() - f.departureAt.getTime() > 120 * 60_000,
      ),
    ).toBe(true);
    const cancelled = flights.filter((f) => f.status === 'cancelled');
    expect(cancelled.length).toBeGreaterThanOrEqual(1);
    for (const f of cancelled) {
      expect(f.cabins.flatMap((c) => c.offers).every((o) => !o.active)).toBe(true);
    }
    const unsold = flights.filter(
      (f) => f.status !== 'cancelled' && f.cabins.some((c) => c.offers.some((o) => !o.active)),
    );
    expect(unsold).toEqual([]);
  });

  it('marks what has already flown today as departed or landed', () => {
    const noon = new Date(`${today}T08:30:00Z`); // 12:00 in Tehran
    const sameDay = generateInventory({ today, days: 1, now: noon });
    for (const f of sameDay) {
      if (f.arrivalAt <= noon) expect(f.status).toBe('landed');
      else if (f.departureAt <= noon) expect(f.status).toBe('departed');
      else expect(['scheduled', 'delayed', 'cancelled']).toContain(f.status);
    }
    expect(sameDay.some((f) => f.status === 'landed')).toBe(true);
  });

  it('refers only to airports, cities, airlines, aircraft and agencies that exist', () => {
    const agencySlugs = new Set(agencies.map((a) => a.slug));
    const wrong = flights.filter(
      (f) =>
        airportByCode(f.originAirport)?.cityCode !== f.originCity ||
        airportByCode(f.destinationAirport)?.cityCode !== f.destinationCity ||
        !airlineByCode(f.airlineCode) ||
        !aircraftByCode(f.aircraftCode) ||
        f.cabins.some((c) => c.offers.some((o) => !agencySlugs.has(o.agency))),
    );
    expect(wrong.map((f) => f.key)).toEqual([]);
    const keys = new Set(
      flights.map((f) => `${f.airlineCode} ${f.flightNumber} ${f.departureDate}`),
    );
    expect(keys.size).toBe(flights.length);
  });
});
