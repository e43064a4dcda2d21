import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Role } from '@parvaz/domain/roles';
import type { Database } from '../../db/client';
import { bookings } from '../../db/schema/booking';
import { payments } from '../../db/schema/payments';
import { buildMultipart, buildSignedInUser } from '../../test/factories';
import type { SignedInUser } from '../../test/signed-in-pair';
import { issueReceipt } from '../booking/booking.api';
import type { Booked, TicketsApp } from '../tickets/tickets-test-kit';
import type { Request, Route } from './access-matrix.table';

/** Shared by the access matrix's test files (not a test itself). */

export interface Answer {
  status: number;
  /** The parsed JSON, or null for a file, a page or a redirect. */
  json: unknown;
  /** The raw answer: a file as base64, anything else as text. */
  text: string;
  /** Where a redirect points. */
  location?: string;
}

/** A route's path with its parameters filled in, and the query string when there is one. */
function urlOf(route: Route, request: Request): string {
  const path = route.path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(request.params?.[name] ?? '0'),
  );
  const query = new URLSearchParams(request.query ?? {}).toString();
  return query ? `${path}?${query}` : path;
}

/** Sends a row's request: JSON, multipart when it carries files, or a GET with its query. */
export async function sendTo(
  app: FastifyInstance,
  route: Route,
  request: Request,
  headers: Record<string, string>,
): Promise<Answer> {
  const url = urlOf(route, request);
  tally.requests += 1;
  const base = { lang: 'en', ...headers };
  const response =
    route.method === 'GET'
      ? await app.inject({ method: 'GET', url, headers: base })
      : request.files
        ? await (async () => {
            const fields = Object.fromEntries(
              Object.entries(request.body ?? {}).map(([k, v]) => [k, String(v)]),
            );
            const multipart = buildMultipart(fields, request.files);
            return app.inject({
              method: 'POST',
              url,
              payload: multipart.payload,
              headers: { ...base, ...multipart.headers },
            });
          })()
        : await app.inject({
            method: 'POST',
            url,
            payload: JSON.stringify(request.body ?? {}),
            headers: { ...base, 'content-type': 'application/json' },
          });
  const type = String(response.headers['content-type'] ?? '');
  const isJson = type.includes('application/json');
  const isText = isJson || type.startsWith('text/');
  const location = response.headers.location;
  return {
    status: response.statusCode,
    json: isJson ? response.json() : null,
    text: isText ? response.body : response.rawPayload.toString('base64'),
    ...(typeof location === 'string' ? { location } : {}),
  };
}

export const dataOf = (answer: Answer) => (answer.json as { data?: unknown } | null)?.data;

/**
 * Each `access` token and receipt carries its own expiry, so every read issues a new one; and the
 * time left to pay a booking counts down between two reads of it.
 */
export function withoutTokens(answer: Answer): Answer {
  const text = answer.text
    .replace(/"(access|receipt)":"[^"]*"/g, '"$1":""')
    .replace(/"payableForMs":\d+/g, '"payableForMs":0');
  return { ...answer, text, json: answer.json === null ? null : JSON.parse(text) };
}

export const tenantIds = ['sepehran', 'turk', 'oman'] as const;
export type TenantId = (typeof tenantIds)[number];

/** Who calls a public endpoint: a guest, two customers, and one user of every staff role. */
export const callerNames = [
  'guest',
  'customer',
  'anotherCustomer',
  'agency',
  'airline',
  'gsa',
  'cargo',
  'supporter',
  'operator',
] as const;
export type CallerName = (typeof callerNames)[number];

export interface Caller {
  name: CallerName;
  tenant: TenantId;
  headers: Record<string, string>;
}

/** Every caller of every brand: the matrix's rows × roles × tenants. */
export async function buildCallers(db: Database): Promise<Caller[]> {
  const callers: Caller[] = [];
  for (const tenant of tenantIds) {
    for (const name of callerNames) {
      if (name === 'guest') {
        callers.push({ name, tenant, headers: { 'x-tenant': tenant } });
        continue;
      }
      const role: Exclude<Role, 'guest'> = name === 'anotherCustomer' ? 'customer' : name;
      const user: SignedInUser = await buildSignedInUser(db, { tenant, role });
      callers.push({ name, tenant, headers: user.headers });
    }
  }
  return callers;
}

let clientSerial = 0;

/**
 * A client address of its own per request (X-Forwarded-For): failed lookups count per address,
 * and the matrix makes far more of them than one traveller may.
 */
export function freshClient(): Record<string, string> {
  clientSerial += 1;
  return {
    'x-forwarded-for': `10.${(clientSerial >> 16) & 255}.${(clientSerial >> 8) & 255}.${clientSerial & 255}`,
  };
}

/** A paid booking with every secret that opens it: what the public endpoints are tried with. */
export interface Sold extends Booked {
  /** Answered by `ticket/ticketTracking`. */
  access: string;
  /** The result page's receipt. */
  receipt: string;
  /** The gateway token of its payment. */
  paymentToken: string;
  idempotencyKey: string;
}

export async function sell(s: TicketsApp): Promise<Sold> {
  const booked = await s.bookAndPay();
  const tracked = await s.post(
    'ticket/ticketTracking',
    { trackingCode: booked.trackingCode, mobile: booked.mobile },
    { ip: freshClient()['x-forwarded-for'] },
  );
  const [row] = await s
    .db()
    .select({ key: bookings.idempotencyKey })
    .from(bookings)
    .where(eq(bookings.id, booked.bookingId));
  const [payment] = await s
    .db()
    .select({ token: payments.providerToken })
    .from(payments)
    .where(and(eq(payments.purpose, 'booking'), eq(payments.purchaseId, booked.bookingId)));
  return {
    ...booked,
    access: String(tracked.json.data?.access),
    receipt: issueReceipt(s.t.app.signer, booked.bookingId, new Date()),
    paymentToken: payment?.token ?? '',
    idempotencyKey: row?.key ?? '',
  };
}

/** Strings only a booking's own answers hold: no answer to anyone else may contain one. */
export const markersOf = (sold: Booked) => [
  sold.pnr,
  sold.trackingCode,
  sold.e164,
  sold.email,
  ...sold.ticketNumbers,
];

/**
 * `QUALITY=full` tries every public endpoint as every role of every brand and writes the summary
 * (docs/quality/access.json); the short run CI makes takes a guest, a customer and two staff roles.
 */
export const fullMode = process.env.QUALITY === 'full';
const shortRunCallers: CallerName[] = ['guest', 'anotherCustomer', 'agency', 'operator'];

/** The callers a run tries: all of them in full mode. */
export const inThisRun = (caller: Caller) => fullMode || shortRunCallers.includes(caller.name);

/** Requests sent and tests run by one file on one database, for the summary. */
const tally = { requests: 0, tests: 0, failed: [] as string[] };

/**
 * Counts a suite's tests and requests and, in full mode, adds them to the summary under the
 * file's part and the database's name.
 */
export function tallied(part: string, kind: string): void {
  beforeAll(() => {
    tally.requests = 0;
    tally.tests = 0;
    tally.failed = [];
  });
  beforeEach(({ task, onTestFailed }) => {
    onTestFailed(() => {
      tally.failed.push(task.name);
    });
  });
  afterEach(() => {
    tally.tests += 1;
  });
  afterAll(() => {
    if (!fullMode) return;
    const file = fileURLToPath(new URL('../../../../../docs/quality/access.json', import.meta.url));
    mkdirSync(dirname(file), { recursive: true });
    const previous = existsSync(file)
      ? (JSON.parse(readFileSync(file, 'utf8')) as {
          figures?: Record<string, number>;
          findings?: string[];
        })
      : {};
    const prefix = `${kind} ${part}: `;
    const figures: Record<string, number> = {
      ...previous.figures,
      [`${kind}.${part}.tests`]: tally.tests,
      [`${kind}.${part}.requests`]: tally.requests,
    };
    // Each database's totals over the parts that have run.
    for (const total of [`${kind}.tests`, `${kind}.requests`]) {
      const measure = total.slice(kind.length + 1);
      figures[total] = Object.entries(figures)
        .filter(([key]) => key.startsWith(`${kind}.`) && key.split('.').length === 3)
        .filter(([key]) => key.endsWith(`.${measure}`))
        .reduce((sum, [, value]) => sum + value, 0);
    }
    const summary = {
      name: 'access',
      ranAt: new Date().toISOString(),
      mode: 'full',
      figures: Object.fromEntries(Object.entries(figures).sort(([a], [b]) => a.localeCompare(b))),
      findings: [
        ...(previous.findings ?? []).filter((finding) => !finding.startsWith(prefix)),
        ...tally.failed.map((name) => `${prefix}${name} fails`),
      ],
    };
    writeFileSync(file, `${JSON.stringify(summary, null, 2)}\n`);
  });
}
