import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { airportByCode } from '@parvaz/domain/reference/airports';
import { isComplete, wrongScriptLanguages } from '@parvaz/domain/reference/localized';
import { describe, expect, it } from 'vitest';
import { agencies, agenciesFor } from './agencies';
import { aircraftByCode, aircraftTypes } from './aircraft';
import { airlineByCode, airlines } from './airlines';
import { flightNumberBlocks, flightNumberBlockSize } from './flight-numbers';
import { countryOf, isInternational } from './geography';
import { network } from './network';
import { planRotations } from './schedule';

const webPublic = fileURLToPath(new URL('../../../../../web/public', import.meta.url));

function greatCircleKm(a: string, b: string): number {
  const p = airportByCode(a);
  const q = airportByCode(b);
  if (!p || !q) return Number.NaN;
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const h =
    Math.sin(rad(q.latitude - p.latitude) / 2) ** 2 +
    Math.cos(rad(p.latitude)) *
      Math.cos(rad(q.latitude)) *
      Math.sin(rad(q.longitude - p.longitude) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

describe('demo airlines, aircraft and agencies', () => {
  it('names every airline and agency in the four languages, each in its own script', () => {
    for (const row of [...airlines, ...agencies]) {
      expect(isComplete(row.name), row.name.en).toBe(true);
      expect(wrongScriptLanguages(row.name), row.name.en).toEqual([]);
    }
    expect(new Set(airlines.map((a) => a.code)).size).toBe(airlines.length);
    expect(agencies.length).toBeGreaterThanOrEqual(8);
    expect(agencies.length).toBeLessThanOrEqual(10);
  });

  it('has a small logo file for every airline and agency', () => {
    for (const row of [...airlines, ...agencies]) {
      const file = `${webPublic}${row.logo}`;
      expect(existsSync(file), row.logo).toBe(true);
      expect(statSync(file).size).toBeLessThanOrEqual(1536);
    }
  });

  it('lays out cabins with aisles, exits inside the cabin and no row 13', () => {
    for (const type of aircraftTypes) {
      for (const cabin of type.layout) {
        expect(cabin.letters).toMatch(/^[A-K]+(_[A-K]+)+$/);
        for (const row of cabin.exitRows) {
          expect(row).toBeGreaterThanOrEqual(cabin.firstRow);
          expect(row).toBeLessThanOrEqual(cabin.lastRow);
          expect(cabin.skipRows).not.toContain(row);
        }
        if (cabin.firstRow <= 13 && cabin.lastRow >= 13) expect(cabin.skipRows).toContain(13);
      }
      expect(type.layout.some((cabin) => cabin.cabin === 'economy')).toBe(true);
    }
  });

  it('has at least two agencies for every market flown', () => {
    for (const [a, b] of [
      ['IR', 'IR'],
      ['TR', 'TR'],
      ['OM', 'OM'],
      ['IR', 'TR'],
      ['IR', 'OM'],
      ['TR', 'OM'],
    ] as const) {
      expect(agenciesFor(a, b).length, `${a}-${b}`).toBeGreaterThanOrEqual(2);
    }
  });
});

describe('demo route network', () => {
  it('refers to known airports, airlines and aircraft', () => {
    for (const route of network) {
      expect(airportByCode(route.a), route.a).toBeDefined();
      expect(airportByCode(route.b), route.b).toBeDefined();
      expect(route.fare[0]).toBeLessThan(route.fare[1]);
      for (const service of route.services) {
        expect(airlineByCode(service.airline), service.airline).toBeDefined();
        for (const code of service.aircraft) expect(aircraftByCode(code), code).toBeDefined();
      }
    }
    const pairs = network.map((r) => [r.a, r.b].sort().join('-'));
    expect(new Set(pairs).size).toBe(pairs.length);
  });

  it('has block times a jet can fly (200–800 km/h gate to gate)', () => {
    for (const route of network) {
      const km = greatCircleKm(route.a, route.b);
      for (const minutes of route.block) {
        const speed = km / (minutes / 60);
        expect(speed, `${route.a}-${route.b}`).toBeGreaterThan(200);
        expect(speed, `${route.a}-${route.b}`).toBeLessThan(800);
      }
    }
  });

  it('lets Iranian carriers fly abroad only from Iran, foreign ones only into it', () => {
    for (const route of network.filter(isInternational)) {
      for (const service of route.services) {
        const home = airlineByCode(service.airline)?.countryCode;
        expect([countryOf(route.a), countryOf(route.b)]).toContain(home);
      }
    }
  });

  it('hands out flight numbers inside each airline’s blocks, never twice', () => {
    const seen = new Set<string>();
    for (const rotation of planRotations(network)) {
      for (const leg of [rotation.out, rotation.back]) {
        const key = `${leg.airline} ${leg.flightNumber}`;
        expect(seen.has(key), key).toBe(false);
        seen.add(key);
        const blocks = flightNumberBlocks[leg.airline];
        const start = isInternational(leg.route) ? blocks?.international : blocks?.domestic;
        const number = Number(leg.flightNumber);
        expect(number).toBeGreaterThanOrEqual(start ?? Infinity);
        expect(number).toBeLessThan((start ?? 0) + flightNumberBlockSize);
      }
    }
  });
});
