// Hotels: search throughput and latency with 50 connections on PostgreSQL — one search again
// and again on a server with its search cache (SEARCH_CACHE_SECONDS as deployed), and a mix over
// every hotel city, check-in day and stay length on a second server with the cache off (each
// search reads the room nights), over TCP and over the database's Unix socket — beside a bare route of the same server; then complete reservations
// per second (rooms for a stay priced, reserved, paid at the sandbox bank and confirmed) by
// several concurrent guests, on the cached server.
import pg from 'pg';
import { addDays, formatIsoDate, parseIsoDate } from '@parvaz/domain/calendar/plain-date';
import { localDateIn } from '@parvaz/domain/calendar/zoned';
import { hotelCities } from '@parvaz/domain/hotels/hotel-cities';
import { nationalCode, payAtBank, post } from './support/booking-flow';
import { load, type LoadFigures } from './support/load';
import { overUnixSocket, startServer, withPostgresDatabase } from './support/server';

const guests = Number(process.env.BENCH_TRAVELLERS ?? 8);
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);

export interface ReservationFigures {
  guests: number;
  seconds: number;
  reservations: number;
  reservationsPerSecond: number;
  failures: Record<string, number>;
  steps: Record<string, { p50: number; p99: number }>;
  confirmedInDatabase: number;
}

export interface HotelFigures {
  load: LoadFigures[];
  reservations: ReservationFigures;
}

const dayAhead = (days: number, timeZone: string) =>
  formatIsoDate(addDays(parseIsoDate(localDateIn(new Date(), timeZone)), days));

function searchBody(city: string, timeZone: string, inDays: number, nights: number) {
  return JSON.stringify({
    city,
    checkIn: dayAhead(inDays, timeZone),
    checkOut: dayAhead(inDays + nights, timeZone),
    rooms: [{ adults: 2, children: 0 }],
  });
}

/** Every city × check-in day (the next 60) × stay of 1 to 4 nights, in a scattered order. */
function searchMix(): string[] {
  const bodies: string[] = [];
  for (let day = 1; day <= 60; day++)
    for (const city of hotelCities)
      bodies.push(
        searchBody(city.code, city.timeZone, day, 1 + ((day * 7 + city.code.length) % 4)),
      );
  return bodies.sort((a, b) => hash(a) - hash(b));
}

function hash(text: string): number {
  let h = 2_166_136_261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16_777_619);
  return h >>> 0;
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(
    sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0,
  );
}

async function timed<T>(times: number[], run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await run();
  } finally {
    times.push(performance.now() - started);
  }
}

interface Stay {
  hotelId: number;
  checkIn: string;
  checkOut: string;
}

/** Stays to reserve: hotels of every city found free for two nights, 20 to 80 days ahead. */
async function findStays(base: string): Promise<Stay[]> {
  const stays: Stay[] = [];
  for (const city of hotelCities)
    for (const inDays of [20, 35, 50, 65, 80]) {
      const checkIn = dayAhead(inDays, city.timeZone);
      const checkOut = dayAhead(inDays + 2, city.timeZone);
      const found = await post(base, 'hotel/searchHotels', {
        city: city.code,
        checkIn,
        checkOut,
        rooms: [{ adults: 2, children: 0 }],
        pageSize: 100,
      });
      const items = (found.data?.items ?? []) as { id: number }[];
      for (const item of items) stays.push({ hotelId: item.id, checkIn, checkOut });
    }
  return stays.sort((a, b) => hash(JSON.stringify(a)) - hash(JSON.stringify(b)));
}

type Steps = { rooms: number[]; reserve: number[]; pay: number[] };

/** One guest's whole reservation of one room for two adults; 'ok' or the failure's code. */
async function reserveOnce(base: string, stay: Stay, n: number, steps: Steps): Promise<string> {
  const detail = await timed(steps.rooms, () =>
    post(base, 'hotel/getHotelRooms', {
      id: stay.hotelId,
      ...stay,
      rooms: [{ adults: 2, children: 0 }],
    }),
  );
  const data = detail.data as
    { rooms?: { roomTypeId: number; available: number; price: { total: number } }[] } | undefined;
  const rooms = Array.isArray(detail.data) ? detail.data : (data?.rooms ?? []);
  const room = (
    rooms as { roomTypeId: number; available: number; price: { total: number } }[]
  ).find((r) => r.available > 0);
  if (!room) return detail.errors?.code ?? 'no room';
  const reserved = await timed(steps.reserve, () =>
    post(base, 'hotel/reserveHotel', {
      hotelId: stay.hotelId,
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      rooms: [
        {
          roomTypeId: room.roomTypeId,
          adults: 2,
          children: 0,
          guests: [
            {
              firstName: 'ALI',
              lastName: 'REZAEI',
              nationality: 'IRN',
              national_id: nationalCode(2 * n),
            },
            {
              firstName: 'SARA',
              lastName: 'REZAEI',
              nationality: 'IRN',
              national_id: nationalCode(2 * n + 1),
            },
          ],
        },
      ],
      contact: { mobile: '09121234567', country: 'IR' },
      agreement: '1',
      idempotencyKey: `bench-hotel-${process.pid}-${n}`,
      expectedTotal: room.price.total,
      payment: 'gateway',
    }),
  );
  const paymentUrl = reserved.data?.paymentUrl;
  if (typeof paymentUrl !== 'string') return reserved.errors?.code ?? 'reserve';
  const landed = await timed(steps.pay, () => payAtBank(base, paymentUrl));
  return landed?.pathname.startsWith('/hotels/voucher') ? 'ok' : 'pay';
}

async function measureReservations(base: string, url: string): Promise<ReservationFigures> {
  const stays = await findStays(base);
  if (stays.length === 0) throw new Error('no hotel has a free room to reserve');
  const steps: Steps = { rooms: [], reserve: [], pay: [] };
  const failures: Record<string, number> = {};
  let next = 0;
  let reservations = 0;
  const started = performance.now();
  const deadline = started + durationSeconds * 1000;
  await Promise.all(
    Array.from({ length: guests }, async () => {
      while (performance.now() < deadline) {
        const n = next++;
        const stay = stays[n % stays.length];
        if (!stay) break;
        const outcome = await reserveOnce(base, stay, n, steps);
        if (outcome === 'ok') reservations += 1;
        else failures[outcome] = (failures[outcome] ?? 0) + 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const confirmed = await client.query<{ n: string }>(
    `select count(*) as n from hotel_stays where status = 'Confirmed' and idempotency_key like 'bench-hotel-%'`,
  );
  await client.end();
  return {
    guests,
    seconds,
    reservations,
    reservationsPerSecond: reservations / seconds,
    failures,
    steps: Object.fromEntries(
      Object.entries(steps).map(([step, values]) => [
        step,
        { p50: percentile(values, 50), p99: percentile(values, 99) },
      ]),
    ),
    confirmedInDatabase: Number(confirmed.rows[0]?.n ?? 0),
  };
}

export async function hotelsBenchmark(): Promise<HotelFigures> {
  return withPostgresDatabase(async (url) => {
    const server = await startServer({ DATABASE_URL: url }, 18_331);
    try {
      const mix = searchMix();
      const figures: LoadFigures[] = [];
      figures.push(
        await load('PostgreSQL — bare route (GET /livez)', `${server.url}/livez`, {
          method: 'GET',
        }),
      );
      const one = mix.find((body) => body.includes('"MHD"')) ?? mix[0] ?? '{}';
      figures.push(
        await load(
          'PostgreSQL — hotel/searchHotels, one search again and again (search cache on)',
          `${server.url}/api/hotel/searchHotels`,
          {
            method: 'POST',
            body: one,
          },
        ),
      );
      // Over TCP, and over the Unix socket as a server on the database's own host would reach it.
      const transports = [
        { label: 'PostgreSQL', url },
        { label: 'PostgreSQL over its Unix socket', url: overUnixSocket(url) },
      ];
      for (const transport of transports) {
        if (!transport.url) continue;
        const uncached = await startServer(
          { DATABASE_URL: transport.url, SEARCH_CACHE_SECONDS: '0' },
          18_332,
        );
        try {
          figures.push(
            await load(
              `${transport.label} — hotel/searchHotels, uncached mix of ${mix.length} city × check-in × nights`,
              `${uncached.url}/api/hotel/searchHotels`,
              { method: 'POST', bodyOf: (n) => mix[n % mix.length] ?? '{}' },
            ),
          );
        } finally {
          await uncached.stop();
        }
      }
      return { load: figures, reservations: await measureReservations(server.url, url) };
    } finally {
      await server.stop();
    }
  });
}
