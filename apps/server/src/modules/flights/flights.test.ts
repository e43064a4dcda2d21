import { gunzipSync } from 'node:zlib';
import { addDays, formatIsoDate, parseIsoDate } from '@parvaz/domain/calendar/plain-date';
import { localDateIn } from '@parvaz/domain/calendar/zoned';
import type { FlightResult, FlightSearchResponse } from '@parvaz/domain/contracts/flight-search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFlight } from '../../test/factories';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';

/** Beyond the demo inventory's 90 days, so only the tests' own flights are there. */
function daysAhead(days: number): string {
  return formatIsoDate(addDays(parseIsoDate(localDateIn(new Date(), 'Asia/Tehran')), days));
}

describe.each(databaseKinds)('flight search on %s', (kind) => {
  let t: TestApp;
  let clockOffsetMs = 0;
  const day = daysAhead(200);
  const returnDay = daysAhead(207);

  beforeAll(async () => {
    t = await createTestApp(kind, { now: () => new Date(Date.now() + clockOffsetMs) });
    const db = t.database.db;
    await buildFlight(db, {
      from: 'MHD',
      to: 'THR',
      date: day,
      time: '07:30',
      flightNumber: '4001',
      fares: [
        { adultFare: 32_000_000, adultFee: 400_000 },
        { adultFare: 31_000_000, adultFee: 900_000 },
      ],
    });
    await buildFlight(db, {
      from: 'MHD',
      to: 'IKA',
      date: day,
      time: '18:10',
      flightNumber: '4003',
      fares: [{ adultFare: 28_000_000, adultFee: 300_000 }],
    });
    await buildFlight(db, {
      from: 'MHD',
      to: 'THR',
      date: day,
      time: '12:00',
      flightNumber: '4005',
      status: 'cancelled',
    });
    await buildFlight(db, {
      from: 'MHD',
      to: 'THR',
      date: day,
      time: '15:00',
      flightNumber: '4007',
      status: 'delayed',
      delayMinutes: 150,
    });
    await buildFlight(db, {
      from: 'MHD',
      to: 'THR',
      date: day,
      time: '21:00',
      flightNumber: '4009',
      available: 1,
    });
    await buildFlight(db, {
      from: 'THR',
      to: 'MHD',
      date: returnDay,
      time: '09:00',
      flightNumber: '4002',
    });
    await buildFlight(db, {
      from: 'IKA',
      to: 'IST',
      date: day,
      time: '08:15',
      blockMinutes: 235,
      flightNumber: '7001',
      currency: 'USD',
      fares: [{ adultFare: 24_000, adultFee: 500 }],
    });
  });
  afterAll(async () => t.close());

  /** Prices as filed: the turk brand would answer dollars unless another currency is asked. */
  async function search(body: Record<string, unknown>, lang = 'en', currency = 'IRR') {
    return t.post('flight/getFlights', body, { lang, currency });
  }

  function results(json: unknown): FlightSearchResponse {
    return (json as { data: FlightSearchResponse }).data;
  }

  it('finds one-way flights by city, sorted by departure, priced by the cheapest agency', async () => {
    const { status, json } = await search({
      origin: 'MHD',
      destination: 'THRC',
      departureDate: day,
      roundTrip: '0',
      adult: 1,
    });
    expect(status).toBe(200);
    const { departure, searchId, expiresAt } = results(json);
    expect(searchId).toMatch(/\./);
    expect(Date.parse(expiresAt)).toBeGreaterThan(Date.now());
    expect(departure.map((f) => f.flightNumber)).toEqual(['ZZ4001', 'ZZ4007', 'ZZ4003', 'ZZ4009']);
    const first = departure[0] as FlightResult;
    expect(first.agencies).toHaveLength(2);
    expect(first.price).toMatchObject({ adult: 31_900_000, total: 31_900_000, currency: 'IRR' });
    expect(first.agencies.map((a) => a.fee.final)).toEqual([31_900_000, 32_400_000]);
  });

  it('sends the answer gzipped to a client that takes it, the same as the plain one', async () => {
    const ask = (encoding: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/flight/getFlights',
        payload: { origin: 'MHD', destination: 'THRC', departureDate: day, adult: 1 },
        headers: { lang: 'fa', 'accept-encoding': encoding },
      });
    const plain = await ask('identity');
    const zipped = await ask('gzip, br');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.headers['content-encoding']).toBe('gzip');
    const unzipped = JSON.parse(gunzipSync(zipped.rawPayload).toString()) as {
      data: FlightSearchResponse;
    };
    expect(unzipped.data.departure).toEqual(results(plain.json()).departure);
    expect(unzipped.data.departure).toHaveLength(4);
  });

  it('does not sell a cancelled flight and shows a delayed one at its new time', async () => {
    const { json } = await search({
      origin: 'MHD',
      destination: 'THRC',
      departureDate: day,
      adult: 1,
    });
    const departure = results(json).departure;
    expect(departure.find((f) => f.flightNumber === 'ZZ4005')).toBeUndefined();
    const delayed = departure.find((f) => f.flightNumber === 'ZZ4007');
    expect(delayed?.status).toBe('delayed');
    expect(delayed?.scheduledDepartureTime).toBe(`${day}T15:00:00+03:30`);
    expect(delayed?.departureTime).toBe(`${day}T17:30:00+03:30`);
  });

  it('leaves out a flight without seats for the whole party (infants sit on a lap)', async () => {
    const two = await search({ origin: 'MHD', destination: 'THRC', departureDate: day, adult: 2 });
    expect(results(two.json).departure.find((f) => f.flightNumber === 'ZZ4009')).toBeUndefined();
    const withInfant = await search({
      origin: 'MHD',
      destination: 'THRC',
      departureDate: day,
      adult: 1,
      infant: 1,
    });
    const flight = results(withInfant.json).departure.find((f) => f.flightNumber === 'ZZ4009');
    expect(flight?.seatsLeft).toBe(1);
    expect(flight?.price.total).toBe(30_500_000 + 3_000_000);
  });

  it('answers both directions of a round trip', async () => {
    const { json } = await search({
      origin: 'MHD',
      destination: 'THRC',
      departureDate: day,
      returnDate: returnDay,
      roundTrip: '1',
      adult: 1,
    });
    expect(results(json).departure.length).toBeGreaterThan(0);
    expect(results(json).return.map((f) => f.flightNumber)).toEqual(['ZZ4002']);
  });

  it('shows IKA to IST in Tehran time out and Istanbul time in, with the true duration', async () => {
    const { json } = await search(
      { origin: 'THRC', destination: 'ISTC', departureDate: day, adult: 1 },
      'en',
      'USD',
    );
    const flight = results(json).departure.find((f) => f.flightNumber === 'ZZ7001');
    expect(flight?.departureTime).toBe(`${day}T08:15:00+03:30`);
    // 08:15 Tehran is 04:45 UTC; 235 minutes later is 08:40 UTC, 11:40 in Istanbul.
    expect(flight?.arrivalTime).toBe(`${day}T11:40:00+03:00`);
    expect(flight?.duration).toBe(235);
    expect(flight?.price.currency).toBe('USD');
  });

  it('gives the cheapest adult fare of each day in both directions', async () => {
    const { json } = await t.post(
      'flight/getCheapestFlights',
      { origin: 'MHD', destination: 'THRC', from: day, to: returnDay },
      { lang: 'en', currency: 'IRR' },
    );
    const data = (
      json as {
        data: {
          departure: Array<{ date: string; price: number }>;
          arrival: Array<{ date: string; price: number }>;
          exchange: unknown;
        };
      }
    ).data;
    expect(data.exchange).toBeNull();
    expect(data.departure).toEqual([{ date: day, price: 28_300_000, currency: 'IRR' }]);
    expect(data.arrival).toEqual([{ date: returnDay, price: 30_500_000, currency: 'IRR' }]);
  });

  it('re-opens a search by its id until it expires, then answers 410 with the message', async () => {
    const first = await search({
      origin: 'MHD',
      destination: 'THRC',
      departureDate: day,
      adult: 1,
    });
    const { searchId } = results(first.json);
    const again = await search({ searchId });
    expect(again.status).toBe(200);
    expect(results(again.json).departure.length).toBe(results(first.json).departure.length);
    // Re-opening keeps the search's own expiry; it never extends it.
    expect(results(again.json).expiresAt).toBe(results(first.json).expiresAt);
    expect(results(again.json).searchId).toBe(searchId);
    clockOffsetMs = 16 * 60_000;
    try {
      const expired = await search({ searchId }, 'fa');
      expect(expired.status).toBe(410);
      expect(expired.json).toMatchObject({
        status: 'error',
        errors: {
          code: 'EXPIRED',
          error: 'زمان جستجوی شما به پایان رسیده است. لطفاً جستجو را به‌روز کنید.',
        },
      });
    } finally {
      clockOffsetMs = 0;
    }
    const forged = await search({ searchId: `${searchId}x` });
    expect(forged.status).toBe(400);
  });

  describe('validation in the caller language', () => {
    const cases: Array<[string, Record<string, unknown>, string, string, string]> = [
      [
        'no origin or destination',
        { departureDate: day },
        'origin',
        'Please specify origin and destination.',
        'لطفاً مبدأ و مقصد را مشخص کنید.',
      ],
      [
        'no departure date',
        { origin: 'MHD', destination: 'THRC' },
        'departureDate',
        'Please specify the departure date.',
        'لطفاً تاریخ رفت را مشخص کنید.',
      ],
      [
        'round trip without return',
        { origin: 'MHD', destination: 'THRC', departureDate: day, roundTrip: '1' },
        'returnDate',
        'Please specify departure and return date.',
        'لطفاً تاریخ رفت و برگشت را مشخص کنید.',
      ],
      [
        'ten passengers',
        { origin: 'MHD', destination: 'THRC', departureDate: day, adult: 5, child: 5 },
        '',
        'The maximum number of tickets can be purchased for 9 people.',
        'حداکثر برای ۹ نفر می‌توان بلیت خرید.',
      ],
      [
        'two infants for one adult',
        { origin: 'MHD', destination: 'THRC', departureDate: day, adult: 1, infant: 2 },
        'infant',
        'Only one baby is allowed per adult.',
        'برای هر بزرگسال تنها یک نوزاد مجاز است.',
      ],
      [
        'origin equal to destination',
        { origin: 'MHD', destination: 'MHD', departureDate: day },
        'destination',
        'Origin and destination cannot be the same.',
        'مبدأ و مقصد نمی‌توانند یکسان باشند.',
      ],
      [
        'a date in the past',
        { origin: 'MHD', destination: 'THRC', departureDate: daysAhead(-1) },
        'departureDate',
        'This date has already passed.',
        'این تاریخ گذشته است.',
      ],
      [
        'an unknown city',
        { origin: 'XXX', destination: 'THRC', departureDate: day },
        'origin',
        'We do not know this city. Choose one from the list.',
        'این شهر شناخته نشد. از فهرست انتخاب کنید.',
      ],
    ];
    for (const [name, body, field, en, fa] of cases) {
      it(name, async () => {
        const english = await search(body, 'en');
        expect(english.status).toBe(400);
        expect(english.json).toMatchObject({ status: 'error', errors: { error: en } });
        if (field)
          expect(
            (english.json as { errors: { fields: Record<string, string> } }).errors.fields[field],
          ).toBe(en);
        const persian = await search(body, 'fa');
        expect(persian.json).toMatchObject({ status: 'error', errors: { error: fa } });
      });
    }

    it('accepts Persian digits in dates and counts from a form body', async () => {
      const persianDay = day.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)] ?? d);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/flight/getFlights',
        headers: { 'content-type': 'application/x-www-form-urlencoded', lang: 'fa' },
        payload: new URLSearchParams({
          origin: 'mhd',
          destination: 'THRC',
          departureDate: persianDay,
          roundTrip: '0',
          adult: '۲',
        }).toString(),
      });
      expect(response.statusCode).toBe(200);
    });
  });
});
