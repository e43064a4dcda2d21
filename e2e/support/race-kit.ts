// What the race and fault specs share: a fresh PostgreSQL database of their own, the booking
// calls over HTTP (hold, book, pay at the sandbox bank), a signed-in customer with wallet credit
// written straight into the ledger, and the full-mode summary for docs/quality.
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { expect } from 'vitest';
import { iranianCheckDigit } from '@parvaz/domain/passengers/identity';
import { creditWallet } from './ledger-kit';

export const baseDatabaseUrl = process.env.TEST_DATABASE_URL;

/** `QUALITY=full` repeats every race and fault and writes the summary; CI runs each once. */
export const fullMode = process.env.QUALITY === 'full';

export const card = '4111111111111111';

export type Envelope = {
  status: string;
  data?: Record<string, unknown>;
  errors?: { code?: string; error?: string };
};

export interface Answer {
  status: number;
  body: Envelope;
}

/** POST /api/<path> on the sepehran brand; a dropped connection answers status 0. */
export async function call(
  url: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
  timeoutMs = 30_000,
): Promise<Answer> {
  try {
    const response = await fetch(`${url}/api/${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        lang: 'en',
        'x-tenant': 'sepehran',
        ...headers,
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { status: response.status, body: (await response.json()) as Envelope };
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    return { status: timedOut ? -1 : 0, body: { status: 'dropped' } };
  }
}

let nationalSerial = 200_000_000 + Math.floor(Math.random() * 50_000_000);

/** A valid Iranian national code, new on every call. */
export function nextNationalCode(): string {
  const nine = String(nationalSerial++);
  return `${nine}${iranianCheckDigit(nine)}`;
}

/** A PostgreSQL database of the spec's own, dropped (with its connections) afterwards. */
export interface OwnDatabase {
  url: string;
  /** A client on it for the checks. */
  client: pg.Client;
  drop(): Promise<void>;
}

export async function createOwnDatabase(prefix: string): Promise<OwnDatabase> {
  const name = `parvaz_${prefix}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: baseDatabaseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(baseDatabaseUrl ?? '');
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  return {
    url: url.toString(),
    client,
    async drop() {
      await client.end().catch(() => undefined);
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

export interface Flight {
  ref: string;
  agencyId: number;
  cabinId: number;
  flightId: number;
}

/**
 * Economy cabins on sale (domestic, a few days ahead, at least `minSeats` free), each handed out
 * once, so that every race starts on a flight nobody else touched.
 */
export function flightPicker(db: () => pg.Client) {
  const used: number[] = [];
  return async (minSeats = 60): Promise<Flight> => {
    const found = await db().query<{ flight_id: string; cabin_id: string; agency_id: number }>(
      `select f.id as flight_id, c.id as cabin_id, o.agency_id
         from flights f
         join flight_cabins c on c.flight_id = f.id and c.cabin = 'economy'
         join offers o on o.flight_cabin_id = c.id and o.active
         join cities oc on oc.code = f.origin_city
         join cities dc on dc.code = f.destination_city
        where f.status = 'scheduled' and f.departure_at > now() + interval '2 days'
          and oc.country_code = 'IR' and dc.country_code = 'IR' and o.currency = 'IRR'
          and c.available >= $1 and f.id <> all($2::bigint[])
        order by f.departure_at, f.id, o.adult_fare + o.adult_fee
        limit 1`,
      [minSeats, used],
    );
    const row = found.rows[0];
    if (!row) throw new Error('no flight on sale');
    used.push(Number(row.flight_id));
    return {
      ref: `${row.flight_id}.economy`,
      agencyId: row.agency_id,
      cabinId: Number(row.cabin_id),
      flightId: Number(row.flight_id),
    };
  };
}

/** `flight/getFlightPrice`: holds seats for `adult` adults. */
export function hold(url: string, flight: Flight, adult = 1): Promise<Answer> {
  return call(url, 'flight/getFlightPrice', {
    departureRef: flight.ref,
    agencyId: flight.agencyId,
    adult,
    child: 0,
    infant: 0,
  });
}

let mobileSerial = Math.floor(Math.random() * 9_000_000);

/** An Iranian mobile in its local form, new on every call. */
export function nextMobile(): string {
  return `0912${String(mobileSerial++ % 10_000_000).padStart(7, '0')}`;
}

/** `flight/bookFlight` for a held quote of adults, paid at the bank or from the wallet. */
export function book(
  url: string,
  quoteId: unknown,
  options: {
    adults?: number;
    payment?: 'gateway' | 'wallet';
    token?: string;
    key?: string;
    mobile?: string;
  } = {},
): Promise<Answer> {
  const adults = options.adults ?? 1;
  return call(
    url,
    'flight/bookFlight',
    {
      quoteId,
      idempotencyKey: options.key ?? `race-${randomBytes(8).toString('hex')}`,
      passengers: Array.from({ length: adults }, (_, i) => ({
        type: 'ADT',
        firstName: 'SARA',
        lastName: i === 0 ? 'AHMADI' : `AHMADI${'BCDEFGHIJK'[i] ?? ''}`,
        gender: 'F',
        birth_date: '1990-02-03',
        nationality: 'IRN',
        national_id: nextNationalCode(),
      })),
      // A mobile of its own, so that the booking's messages can be counted on their own.
      contact: { mobile: options.mobile ?? nextMobile(), country: 'IR' },
      agreement: '1',
      payment: options.payment ?? 'gateway',
    },
    options.token ? { authorization: `Bearer ${options.token}` } : {},
  );
}

/** Pays on the sandbox bank's page; answers the callback address the bank sends back to. */
export async function payAtBank(url: string, paymentUrl: string): Promise<string> {
  const bank = await fetch(`${url}${paymentUrl}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      action: 'pay',
      pan: card,
      cvv2: '123',
      expMonth: '12',
      expYear: '30',
      otp: '123456',
    }).toString(),
  });
  if (bank.status !== 302) throw new Error(`the bank answered ${bank.status}`);
  return bank.headers.get('location') ?? '';
}

export interface PaidBooking {
  bookingId: number;
  trackingCode: string;
  /** The contact mobile as typed (local form): with the tracking code, it finds the booking. */
  mobile: string;
}

/** Holds, books and pays one adult (last name AHMADI) at the bank. */
export async function bookAndPay(url: string, flight: Flight): Promise<PaidBooking> {
  const mobile = nextMobile();
  const quote = await hold(url, flight);
  const booking = await book(url, quote.body.data?.quoteId, { mobile });
  if (booking.status !== 200) throw new Error(`bookFlight answered ${booking.status}`);
  const callback = await payAtBank(url, String(booking.body.data?.paymentUrl));
  const back = await fetch(new URL(callback, url), { redirect: 'manual' });
  if (back.status !== 302) throw new Error(`the callback answered ${back.status}`);
  return {
    bookingId: Number(booking.body.data?.bookingId),
    trackingCode: String(booking.body.data?.trackingCode),
    mobile,
  };
}

let customerSerial = Math.floor(Math.random() * 9_000_000);

/**
 * A signed-in sepehran customer written straight into the database (as the accounts journey
 * would leave one), with `credit` IRR minor units in the wallet as one opening entry.
 */
export async function customerWithCredit(
  db: pg.Client,
  credit: number,
): Promise<{ id: number; token: string }> {
  const serial = String(1_000_000 + (customerSerial++ % 8_999_999));
  const user = await db.query<{ id: string }>(
    `insert into users (tenant, role, mobile, national_code, password_hash, referral_code, verified_at)
     values ('sepehran', 'customer', $1, $2, 'not-a-password', $3, now()) returning id`,
    [`+98935${serial}`, nextNationalCode(), `RACE${serial}${randomBytes(2).toString('hex')}`],
  );
  const id = Number(user.rows[0]?.id);
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `insert into sessions (user_id, token_hash, expires_at) values ($1, $2, now() + interval '1 day')`,
    [id, createHash('sha256').update(token).digest('hex')],
  );
  if (credit > 0) await creditWallet(db, id, credit);
  return { id, token };
}

/** One run of a race: how many won, and what the database shows that should not be. */
export interface RunResult {
  successes: number;
  problems: string[];
}

/**
 * `race(name, contenders, expected, once)` runs a race `runs` times, records its figures and
 * problems (for the summary), and fails the test on any inexact run.
 */
export function raceRunner(runs: number) {
  /** Flat, as docs/quality.md takes them: `holdsRuns`, `holdsSuccesses` ('10 10 …'), … */
  const figures: Record<string, number | string> = {};
  const findings: string[] = [];
  async function race(
    name: string,
    contenders: number,
    expected: number,
    once: () => Promise<RunResult>,
  ): Promise<void> {
    const successes: number[] = [];
    const problems: string[] = [];
    for (let run = 1; run <= runs; run++) {
      const result = await once();
      successes.push(result.successes);
      if (result.successes !== expected)
        problems.push(`${name} run ${run}: ${result.successes} succeeded, ${expected} expected`);
      problems.push(...result.problems.map((p) => `${name} run ${run}: ${p}`));
    }
    figures[`${name}Runs`] = runs;
    figures[`${name}Contenders`] = contenders;
    figures[`${name}Expected`] = expected;
    figures[`${name}Successes`] = successes.join(' ');
    figures[`${name}AllExact`] = problems.length === 0 ? 'yes' : 'no';
    findings.push(...problems);
    expect(problems).toEqual([]);
  }
  return { race, figures, findings };
}

/** Statuses other than the winners' (200) and the expected refusal, as problems. */
export function unexpectedStatuses(answers: Array<{ status: number }>, refusal: number): string[] {
  const odd = answers.filter((a) => a.status !== 200 && a.status !== refusal);
  return odd.length > 0 ? [`unexpected statuses ${odd.map((a) => a.status).join(',')}`] : [];
}

/** Writes docs/quality/<name>.json (full mode only); the lead's bench folds it into quality.md. */
export function writeQualitySummary(
  name: string,
  figures: Record<string, unknown>,
  findings: string[],
): void {
  if (!fullMode) return;
  const dir = resolve(import.meta.dirname, '../../docs/quality');
  mkdirSync(dir, { recursive: true });
  const summary = { name, ranAt: new Date().toISOString(), mode: 'full', figures, findings };
  writeFileSync(join(dir, `${name}.json`), `${JSON.stringify(summary, null, 2)}\n`);
}
