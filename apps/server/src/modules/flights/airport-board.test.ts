import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instantAt } from '@parvaz/domain/calendar/zoned';
import { buildFlight } from '../../test/factories';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';

// A day far past the demo schedule, so the board holds only the flights made here.
const day = '2029-03-15';
const tehran = (time: string, date = day) => instantAt(date, time, 'Asia/Tehran');

interface Line {
  flightNumber: string;
  city: string;
  cityAirport: string;
  scheduled: string;
  estimated?: string;
  actual?: string;
  terminal: string;
  gate?: string;
  belt?: string;
  status: string;
}
interface Board {
  airport: { code: string; name: string; city: string; timeZone: string };
  date: string;
  serverTime: string;
  items: Line[];
}

describe.each(databaseKinds)('airport board (%s)', (kind) => {
  let t: TestApp;
  let clock = tehran('06:30');

  beforeAll(async () => {
    t = await createTestApp(kind, { now: () => clock });
    const db = t.database.db;
    await buildFlight(db, {
      from: 'RAS',
      to: 'THR',
      date: day,
      time: '08:00',
      flightNumber: '1001',
    });
    await buildFlight(db, {
      from: 'RAS',
      to: 'THR',
      date: day,
      time: '10:00',
      flightNumber: '1002',
      status: 'delayed',
      delayMinutes: 90,
    });
    await buildFlight(db, {
      from: 'RAS',
      to: 'MHD',
      date: day,
      time: '12:00',
      flightNumber: '1003',
      status: 'cancelled',
    });
    // Late in Istanbul's evening, landing in Muscat after its midnight.
    await buildFlight(db, {
      from: 'IST',
      to: 'MCT',
      date: day,
      time: '23:30',
      blockMinutes: 240,
      flightNumber: '1004',
    });
  });
  afterAll(async () => t.close());

  const board = async (body: Record<string, unknown>, lang = 'en') => {
    const answer = await t.post('flight/getAirportBoard', body, { lang });
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    return (answer.json as { data: Board }).data;
  };
  const line = (found: Board, flightNumber: string) => {
    const item = found.items.find((i) => i.flightNumber === flightNumber);
    if (!item) throw new Error(`${flightNumber} not on the board`);
    return item;
  };

  it("lists an airport's departures of the day with their status by the clock, times in its zone", async () => {
    clock = tehran('06:30');
    const found = await board({ airport: 'ras', direction: 'departures', date: day });
    expect(found.airport).toEqual({
      code: 'RAS',
      name: 'Rasht Sardar-e Jangal Airport',
      city: 'Rasht',
      timeZone: 'Asia/Tehran',
    });
    expect(found.serverTime).toBe(`${day}T06:30:00+03:30`);
    expect(found.items.map((i) => i.flightNumber)).toEqual(['ZZ1001', 'ZZ1002', 'ZZ1003']);
    expect(line(found, 'ZZ1001')).toMatchObject({
      city: 'Tehran',
      cityAirport: 'THR',
      scheduled: `${day}T08:00:00+03:30`,
      terminal: '1',
      status: 'CheckIn',
    });
    expect(line(found, 'ZZ1001').gate).toMatch(/^\d+$/);
    expect(line(found, 'ZZ1002')).toMatchObject({
      scheduled: `${day}T10:00:00+03:30`,
      estimated: `${day}T11:30:00+03:30`,
      status: 'Delayed',
    });
    const cancelled = line(found, 'ZZ1003');
    expect(cancelled).toMatchObject({ city: 'Mashhad', status: 'Cancelled' });
    expect(cancelled.gate).toBeUndefined();
    expect(cancelled.estimated).toBeUndefined();
  });

  it('moves a flight to Boarding and Departed as the clock passes, and the delayed one at its new time', async () => {
    clock = tehran('07:25');
    expect(line(await board({ airport: 'RAS', date: day }), 'ZZ1001').status).toBe('Boarding');
    clock = tehran('08:05');
    const gone = line(await board({ airport: 'RAS', date: day }), 'ZZ1001');
    expect(gone).toMatchObject({ status: 'Departed', actual: `${day}T08:00:00+03:30` });
    clock = tehran('10:30');
    expect(line(await board({ airport: 'RAS', date: day }), 'ZZ1002').status).toBe('Delayed');
    clock = tehran('11:00');
    expect(line(await board({ airport: 'RAS', date: day }), 'ZZ1002').status).toBe('Boarding');
    clock = tehran('11:31');
    expect(line(await board({ airport: 'RAS', date: day }), 'ZZ1002')).toMatchObject({
      status: 'Departed',
      estimated: `${day}T11:30:00+03:30`,
      actual: `${day}T11:30:00+03:30`,
    });
  });

  it('lists arrivals with their belt and landing, by the time they land there', async () => {
    clock = tehran('09:40');
    const found = await board({ airport: 'THR', direction: 'arrivals', date: day });
    const mine = found.items.filter((i) => i.flightNumber.startsWith('ZZ'));
    expect(mine.map((i) => i.flightNumber)).toEqual(['ZZ1001', 'ZZ1002']);
    expect(mine[0]).toMatchObject({
      city: 'Rasht',
      cityAirport: 'RAS',
      scheduled: `${day}T09:30:00+03:30`,
      actual: `${day}T09:30:00+03:30`,
      terminal: '2',
      status: 'Landed',
    });
    expect(mine[0]?.belt).toMatch(/^\d+$/);
    expect(mine[0]?.gate).toBeUndefined();
    expect(mine[1]).toMatchObject({ estimated: `${day}T13:00:00+03:30`, status: 'Delayed' });
  });

  it("shows the airport's own day by default, and each airport in its own zone across midnight", async () => {
    // A quarter past midnight in Tehran is still the evening before in Istanbul.
    clock = new Date(Date.parse(`${day}T00:15:00+03:30`));
    expect((await board({ airport: 'RAS' })).date).toBe(day);
    expect((await board({ airport: 'IST' })).date).toBe('2029-03-14');

    const istanbul = await board({ airport: 'IST', date: day });
    expect(line(istanbul, 'ZZ1004')).toMatchObject({
      city: 'Muscat',
      scheduled: `${day}T23:30:00+03:00`,
      status: 'Scheduled',
    });
    expect(istanbul.serverTime).toBe('2029-03-14T23:45:00+03:00');
    // 23:30 in Istanbul is 00:30 in Muscat, plus four hours: the 16th there.
    const muscatDay = await board({ airport: 'MCT', direction: 'arrivals', date: day });
    expect(muscatDay.items.some((i) => i.flightNumber === 'ZZ1004')).toBe(false);
    const muscatNext = await board({ airport: 'MCT', direction: 'arrivals', date: '2029-03-16' });
    expect(line(muscatNext, 'ZZ1004')).toMatchObject({
      city: 'Istanbul',
      scheduled: '2029-03-16T04:30:00+04:00',
      status: 'Scheduled',
    });
  });

  it('finds flights by number or city in any script, and names cities in the caller’s language', async () => {
    clock = tehran('06:30');
    const numbers = (found: Board) => found.items.map((i) => i.flightNumber);
    expect(numbers(await board({ airport: 'RAS', date: day, q: 'zz 1002' }))).toEqual(['ZZ1002']);
    expect(numbers(await board({ airport: 'RAS', date: day, q: 'ZZ۱۰۰۱' }))).toEqual(['ZZ1001']);
    expect(numbers(await board({ airport: 'RAS', date: day, q: 'مشهد' }))).toEqual(['ZZ1003']);
    expect(numbers(await board({ airport: 'RAS', date: day, q: 'طهران' }))).toEqual([
      'ZZ1001',
      'ZZ1002',
    ]);
    expect(numbers(await board({ airport: 'RAS', date: day, q: 'thr' }))).toEqual([
      'ZZ1001',
      'ZZ1002',
    ]);
    expect(numbers(await board({ airport: 'RAS', date: day, q: 'Istanbul' }))).toEqual([]);
    const persian = await board({ airport: 'RAS', date: day }, 'fa');
    expect(line(persian, 'ZZ1001').city).toBe('تهران');
    expect(persian.airport.city).toBe('رشت');
  });

  it("refuses an airport it does not know, a day that does not exist and a direction it lacks, in the caller's language", async () => {
    const unknown = await t.post('flight/getAirportBoard', { airport: 'XXX' }, { lang: 'en' });
    expect(unknown.status).toBe(400);
    expect(unknown.json).toMatchObject({
      errors: {
        fields: { airport: 'We have no flights at this airport. Please choose one from the list.' },
      },
    });
    const date = await t.post('flight/getAirportBoard', { airport: 'THR', date: '2029-02-30' });
    expect(date.status).toBe(400);
    expect(date.json).toMatchObject({ errors: { fields: { date: expect.any(String) } } });
    const direction = await t.post(
      'flight/getAirportBoard',
      { airport: 'THR', direction: 'sideways' },
      { lang: 'fa' },
    );
    expect(direction.status).toBe(400);
  });

  it("shows the brand's home airport when none is named", async () => {
    for (const [tenant, code] of [
      ['sepehran', 'THR'],
      ['turk', 'IST'],
      ['oman', 'MCT'],
    ] as const) {
      const answer = await t.post('flight/getAirportBoard', {}, { 'x-tenant': tenant });
      expect((answer.json as { data: Board }).data.airport.code, tenant).toBe(code);
    }
  });

  it('lists the airports that have flights for the chooser, by city, in the caller’s language', async () => {
    const answer = await t.post('flight/getBoardAirports', {}, { lang: 'fa' });
    expect(answer.status).toBe(200);
    const items = (answer.json as { data: { items: Board['airport'][] } }).data.items;
    expect(items.find((a) => a.code === 'RAS')).toEqual({
      code: 'RAS',
      name: 'فرودگاه سردار جنگل رشت',
      city: 'رشت',
      timeZone: 'Asia/Tehran',
    });
    expect(items.map((a) => a.code)).toContain('IST');
    const cities = items.map((a) => a.city);
    expect(cities).toEqual([...cities].sort(new Intl.Collator('fa').compare));
  });
});
