import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { priceAlerts } from '../../db/schema/alerts';
import { quotes } from '../../db/schema/booking';
import { siteContent } from '../../db/schema/context';
import { outbox } from '../../db/schema/platform';
import { users } from '../../db/schema/users';
import { hashPassword } from '../../platform/auth/passwords';
import { buildDiscountCode, buildSignedInUser } from '../../test/factories';
import { databaseKinds } from '../../test/test-app';
import { flightDay, hold } from '../booking/booking.fixtures';
import { ticketsApp } from '../tickets/tickets-test-kit';
import {
  buildCallers,
  inThisRun,
  tallied,
  freshClient,
  markersOf,
  sell,
  sendTo,
  tenantIds,
  type Answer,
  type Caller,
  type Sold,
} from './access-matrix.kit';
import { publicRows } from './access-matrix.public.table';
import { keyOf, type Request, type Route } from './access-matrix.table';

/**
 * The public endpoints that reach nothing by a secret: reference data, search and the API's own
 * documents are the platform's and answer every brand alike; configuration, content, alerts and
 * holds are the brand's own; sign-in and password reset find accounts of the brand only. Every
 * caller (a guest, two customers, every staff role) of every brand calls each of them.
 */

/** What differs between two calls of the same search or read: ids and instants of the moment. */
const volatile =
  /"(searchId|expiresAt|serverTime|access|receipt|time|uptime|latencyMs)":("[^"]*"|[\d.]+)/g;
const steady = (answer: Answer) => ({
  status: answer.status,
  text: answer.text.replace(volatile, '"$1":""'),
});

describe.each(databaseKinds)('access matrix: the platform and the brands (%s)', (kind) => {
  const s = ticketsApp(kind);
  tallied('brand', kind);
  let callers: Caller[];
  let sold: Sold;
  /** A customer of sepehran who signs in with a password. */
  let account: { id: number; nationalCode: string; mobile: string };
  const password = 'Brand1234';
  let markers: string[];

  const send = (route: Route, request: Request, headers: Record<string, string>) =>
    sendTo(s.t.app, route, request, headers);
  const post = (path: string, body: Record<string, unknown>, headers: Record<string, string>) =>
    send({ method: 'POST', path: `/api/${path}` }, { body }, { ...headers, ...freshClient() });

  beforeAll(async () => {
    callers = (await buildCallers(s.db())).filter(inThisRun);
    sold = await sell(s);
    const user = await buildSignedInUser(s.db(), { tenant: 'sepehran' });
    const [row] = await s
      .db()
      .update(users)
      .set({ passwordHash: await hashPassword(password) })
      .where(eq(users.id, user.id))
      .returning({ nationalCode: users.nationalCode, mobile: users.mobile });
    account = { id: user.id, nationalCode: row?.nationalCode ?? '', mobile: row?.mobile ?? '' };
    markers = [...markersOf(sold), sold.access, account.nationalCode, account.mobile];
  });

  const openRows = publicRows.flatMap((row) =>
    row.reach === 'platform' ||
    row.reach === 'brand' ||
    row.reach === 'entry' ||
    row.reach === 'bank' ||
    row.reach === 'devTool'
      ? [row]
      : [],
  );

  describe('every caller of every brand is answered without a fault and without anyone’s data', () => {
    it.each(openRows.map((row) => [keyOf(row), row] as const))('%s', async (_name, row) => {
      for (const caller of callers) {
        const who = `${caller.tenant} ${caller.name}`;
        const answer = await send(row, row.request ?? {}, { ...caller.headers, ...freshClient() });
        expect(answer.status, who).toBeLessThan(500);
        expect([401, 403], who).not.toContain(answer.status);
        for (const marker of markers) expect(answer.text, who).not.toContain(marker);
      }
    });
  });

  describe("the platform's endpoints answer every brand alike", () => {
    const platformRows = publicRows.filter((row) => row.reach === 'platform');
    it.each(platformRows.map((row) => [keyOf(row), row] as const))('%s', async (_name, row) => {
      const request = row.reach === 'platform' ? (row.request ?? {}) : {};
      for (const name of ['guest', 'anotherCustomer', 'agency', 'operator'] as const) {
        const answers = [];
        for (const tenant of tenantIds) {
          const caller = callers.find((c) => c.tenant === tenant && c.name === name);
          // One currency asked of all: prices are the platform's, their display the brand's.
          const headers = { ...caller?.headers, currency: 'IRR' };
          answers.push(steady(await send(row, request, headers)));
        }
        expect(answers[1], `${name} on turk`).toEqual(answers[0]);
        expect(answers[2], `${name} on oman`).toEqual(answers[0]);
      }
    });

    it('finds the same flights on every brand: inventory is the platform’s', async () => {
      const search = {
        origin: 'MHD',
        destination: 'THRC',
        departureDate: flightDay,
        roundTrip: '0',
        adult: 1,
      };
      const found = [];
      for (const tenant of tenantIds) {
        const answer = await post('flight/getFlights', search, {
          'x-tenant': tenant,
          lang: 'en',
          currency: 'IRR',
        });
        expect(answer.status, answer.text).toBe(200);
        found.push(steady(answer));
      }
      expect(found[0]?.text).toContain(`"flightNumber"`);
      expect(found[1]).toEqual(found[0]);
      expect(found[2]).toEqual(found[0]);
    });
  });

  describe('each brand sees its own configuration, content, alerts and holds', () => {
    it('POST /api/context/getInitialConfig', async () => {
      for (const caller of callers) {
        const answer = await post('context/getInitialConfig', {}, caller.headers);
        const data = (answer.json as { data: { tenant: { id: string } } }).data;
        expect(data.tenant.id, `${caller.tenant} ${caller.name}`).toBe(caller.tenant);
      }
    });

    it('POST /api/context/getHeaderFooter', async () => {
      const footers = new Map<string, unknown>();
      for (const caller of callers) {
        const answer = await post('context/getHeaderFooter', {}, { ...caller.headers, lang: 'en' });
        const rows = await s
          .db()
          .select({ key: siteContent.key, value: siteContent.value })
          .from(siteContent)
          .where(and(eq(siteContent.tenant, caller.tenant), eq(siteContent.lang, 'en')));
        const data = (answer.json as { data: Record<string, string> }).data;
        for (const row of rows)
          if (row.key in data) expect(data[row.key], `${caller.tenant} ${row.key}`).toBe(row.value);
        footers.set(caller.tenant, data);
      }
      expect(new Set([...footers.values()].map((f) => JSON.stringify(f))).size).toBe(3);
    });

    it('POST /api/request/informMe', async () => {
      for (const caller of callers) {
        const answer = await post(
          'request/informMe',
          {
            origin: 'MHD',
            destination: 'THRC',
            departureDate: flightDay,
            email: `alert-${caller.tenant}-${caller.name}@example.com`,
          },
          caller.headers,
        );
        expect(answer.status, answer.text).toBe(200);
        const id = Number((answer.json as { data: { id: number } }).data.id);
        const [alert] = await s
          .db()
          .select({ tenant: priceAlerts.tenant })
          .from(priceAlerts)
          .where(eq(priceAlerts.id, id));
        expect(alert?.tenant, `${caller.tenant} ${caller.name}`).toBe(caller.tenant);
      }
    });

    it('POST /api/flight/getFlightPrice', async () => {
      for (const caller of callers.filter(
        (c) => c.name === 'guest' || c.name === 'anotherCustomer',
      )) {
        const held = await hold(s.t, sold.flight, { adult: 1 }, { ...caller.headers, lang: 'en' });
        expect(held.status).toBe(200);
        const quoteId = String(held.json.data?.quoteId);
        const [quote] = await s
          .db()
          .select({ tenant: quotes.tenant })
          .from(quotes)
          .where(eq(quotes.id, quoteId));
        expect(quote?.tenant).toBe(caller.tenant);
        for (const tenant of tenantIds) {
          // The holder asks (a hold made signed in is its user's alone): found on its brand only.
          const seats = await post(
            'flight/getFlightSeat',
            { quoteId },
            { ...caller.headers, 'x-tenant': tenant },
          );
          expect(seats.status, `${caller.tenant}'s hold on ${tenant}`).toBe(
            tenant === caller.tenant ? 200 : 404,
          );
        }
      }
    });
  });

  it("takes a brand's discount code on that brand's holds only", async () => {
    await buildDiscountCode(s.db(), { tenant: 'sepehran', code: 'SEPEHRAN10' });
    for (const caller of callers) {
      const held = await hold(s.t, sold.flight, { adult: 1 }, { ...caller.headers, lang: 'en' });
      const quoteId = String(held.json.data?.quoteId);
      const check = (code: string) =>
        post('flight/checkDiscount', { quoteId, code }, caller.headers);
      const answer = await check('SEPEHRAN10');
      const who = `${caller.tenant} ${caller.name}`;
      if (caller.tenant === 'sepehran') expect(answer.status, who).toBe(200);
      else expect({ who, ...answer }).toEqual({ who, ...(await check('NOBODYS10')) });
    }
  });

  describe("sign-in and password reset find the brand's own accounts only", () => {
    const login = (username: string, tenant: string) =>
      post('auth/login', { username, password }, { 'x-tenant': tenant });

    it('POST /api/auth/login', async () => {
      expect((await login(account.nationalCode, 'sepehran')).status).toBe(200);
      for (const tenant of ['turk', 'oman']) {
        const answer = await login(account.nationalCode, tenant);
        const nobody = await login('0499370899', tenant);
        expect(answer.status, tenant).toBe(400);
        expect(answer.json, tenant).toEqual(nobody.json);
      }
    });

    it('POST /api/auth/forgetPassword', async () => {
      const sent = async () => {
        const [row] = await s
          .db()
          .select({ n: count() })
          .from(outbox)
          .where(eq(outbox.recipient, account.mobile));
        return row?.n ?? 0;
      };
      const ask = async (mobile: string, tenant: string) => {
        const client = freshClient();
        const captcha = await send(
          { method: 'POST', path: '/api/auth/createCaptcha' },
          {},
          { 'x-tenant': tenant, ...client },
        );
        const { captchaId, devAnswer } = (
          captcha.json as { data: { captchaId: string; devAnswer: string } }
        ).data;
        const answer = await send(
          { method: 'POST', path: '/api/auth/forgetPassword' },
          { body: { mobile, captchaId, captcha: devAnswer } },
          { 'x-tenant': tenant, ...client },
        );
        // The answer repeats the mobile as typed: the rest must not tell the two apart.
        const rest = { ...(answer.json as { data?: Record<string, unknown> }).data };
        delete rest.mobile;
        return { status: answer.status, rest };
      };
      const before = await sent();
      for (const tenant of ['turk', 'oman']) {
        const answer = await ask(account.mobile, tenant);
        expect(answer.status, tenant).toBe(200);
        expect(answer, tenant).toEqual(await ask('+989129999999', tenant));
      }
      expect(await sent()).toBe(before);
      // On its own brand the same request sends the code: the check above is not empty.
      expect((await ask(account.mobile, 'sepehran')).status).toBe(200);
      expect(await sent()).toBe(before + 1);
    });
  });
});
