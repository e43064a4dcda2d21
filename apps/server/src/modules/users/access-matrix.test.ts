import { readdirSync } from 'node:fs';
import { eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@parvaz/domain/roles';
import { agencies } from '../../db/schema/flights';
import { users } from '../../db/schema/users';
import { hashPassword } from '../../platform/auth/passwords';
import { createSession, revokeSession } from '../../platform/auth/sessions';
import { buildSignedInUser } from '../../test/factories';
import { registeredRoutes } from '../../test/registered-routes';
import type { SignedInUser } from '../../test/signed-in-pair';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import { sellableFlight } from '../booking/booking.fixtures';
import { dataOf, sendTo, tallied, withoutTokens, type Answer } from './access-matrix.kit';
import {
  confidentialReport,
  fundWallet,
  paidBookingWithRefund,
  signedInStay,
} from './access-matrix.owner-kit';
import { publicRows } from './access-matrix.public.table';
import {
  keyOf,
  missing,
  ownerAttachment,
  ownerAvatar,
  ownerFunds,
  pngFile,
  rows,
  savedPassenger,
  signedIn,
  writerPassword,
  type Intruder,
  type OwnedIds,
  type Request,
  type Route,
} from './access-matrix.table';

/**
 * Every endpoint a signed-in user calls, and what it must refuse: a guest (401, `is_login:
 * false`), a role it is not for (403), another tenant's token (401), and another user's ids
 * (404, answered exactly as for an id that does not exist, so nothing leaks). The first test
 * reads every route from the app itself: one without a row in access-matrix.table.ts (signed-in)
 * or access-matrix.public.table.ts (public) fails it, and so does a public row that asks for a
 * sign-in. The staff desks are tried here too (another brand's supporter and operator, an agency
 * that did not sell the booking); the public endpoints in access-matrix.public.test.ts (what a
 * secret opens) and access-matrix.brand.test.ts (the platform's, the brand's, sign-in).
 */

const notFoundCases = rows.flatMap((row) =>
  row.checks.flatMap((check, index) =>
    check.expect === 'notFound'
      ? check.as.map((as) => [`${keyOf(row)} #${index + 1} as ${as}`, { row, check, as }] as const)
      : [],
  ),
);
const readCases = rows.flatMap((row) =>
  row.checks.flatMap((check) =>
    check.expect === 'noneOfTheOwners'
      ? check.as.map((as) => [`${keyOf(row)} as ${as}`, { row, check, as }] as const)
      : [],
  ),
);

describe.each(databaseKinds)('access matrix (%s)', (kind) => {
  tallied('signedIn', kind);
  let t: TestApp;
  let owner: SignedInUser;
  let writer: SignedInUser;
  let intruders: Record<Intruder, SignedInUser>;
  let byRole: Record<Exclude<Role, 'guest'>, SignedInUser>;
  /** A user of the agency that sold the owner's booking. */
  let seller: SignedInUser;
  let owned: OwnedIds;
  /** Strings only the owner's data holds; no answer to anyone else may contain one. */
  let markers: string[];

  const db = () => t.database.db;
  const en = () => t.app.translatorFor('en');

  const send = (route: Route, request: Request, headers: Record<string, string>) =>
    sendTo(t.app, route, request, headers);

  const post = (path: string, body: Request['body'], user: SignedInUser) =>
    send({ method: 'POST', path: `/api/${path}` }, { body: body ?? {} }, user.headers);
  const get = (path: string, user: SignedInUser) =>
    send({ method: 'GET', path: `/api/${path}` }, {}, user.headers);
  /** Everything the owner (and the brand's desk) can read of the owner's: must never change. */
  async function ownerView() {
    const supporter = intruders.supporter;
    return {
      info: await post('user/getInfo', {}, owner),
      passengers: await post('user/getMyPassengers', {}, owner),
      requests: await post('profile/getTicketList', {}, owner),
      thread: await post('profile/getTicketMessages', { id: owned.request }, owner),
      desk: await post('profile/supporterMessages', { id: owned.request }, supporter),
      bookings: withoutTokens(await post('user/getMyTickets', {}, owner)),
      transactions: await post('user/getTransactions', {}, owner),
      credit: await post('user/getUserCredit', {}, owner),
      avatar: await get('user/avatar', owner),
      attachment: await get(`files/${owned.attachment}`, owner),
      avatarFile: await get(`files/${owned.avatar}`, owner),
    };
  }

  const storedFiles = () => readdirSync(t.app.uploadsDir).sort();

  beforeAll(async () => {
    t = await createTestApp(kind);
    const sepehran = (role: Exclude<Role, 'guest'>) =>
      buildSignedInUser(db(), { tenant: 'sepehran', role });
    owner = await sepehran('customer');
    writer = await sepehran('customer');
    intruders = {
      customer: await sepehran('customer'),
      supporter: await sepehran('supporter'),
      foreignCustomer: await buildSignedInUser(db(), { tenant: 'turk' }),
      foreignSupporter: await buildSignedInUser(db(), { tenant: 'turk', role: 'supporter' }),
      foreignOperator: await buildSignedInUser(db(), { tenant: 'turk', role: 'operator' }),
      otherAgency: await sepehran('agency'),
      foreignAgency: await buildSignedInUser(db(), { tenant: 'turk', role: 'agency' }),
    };
    byRole = {
      customer: await sepehran('customer'),
      agency: await sepehran('agency'),
      airline: await sepehran('airline'),
      gsa: await sepehran('gsa'),
      cargo: await sepehran('cargo'),
      supporter: await sepehran('supporter'),
      operator: await sepehran('operator'),
    };
    await db()
      .update(users)
      .set({ passwordHash: await hashPassword(writerPassword) })
      .where(eq(users.id, writer.id));

    // The owner has something of every kind.
    const ok = (answer: Answer) => {
      expect(answer.status, answer.text).toBe(200);
      return dataOf(answer) as Record<string, unknown>;
    };
    ok(
      await post(
        'user/updateProfile',
        { firstName: 'Alice', lastName: 'Ownerly', email: 'alice.ownerly@example.com' },
        owner,
      ),
    );
    const passengerId = Number(ok(await post('user/insertMyPassengers', savedPassenger, owner)).id);
    const opened = ok(
      await send(
        { method: 'POST', path: '/api/profile/newTicket' },
        {
          body: { title: 'Ownerly refund question', description: 'Ownerly private details' },
          files: [pngFile('files', 'ownerly-receipt.png', ownerAttachment)],
        },
        owner.headers,
      ),
    );
    const requestId = Number(opened.id);
    const thread = ok(await post('profile/getTicketMessages', { id: requestId }, owner)) as {
      messages: Array<{ files: Array<{ id: string }> }>;
    };
    const avatar = ok(
      await send(
        { method: 'POST', path: '/api/user/uploadAvatar' },
        { files: [pngFile('avatar', 'ownerly-face.png', ownerAvatar)] },
        owner.headers,
      ),
    );
    owned = {
      passenger: passengerId,
      request: requestId,
      attachment: thread.messages[0]?.files[0]?.id ?? '',
      avatar: String(avatar.id),
      refund: 0,
      ...(await confidentialReport(t)),
    };
    await fundWallet(t, owner, ownerFunds);
    const flight = await sellableFlight(db());
    // Agency staff: of an agency that did not sell the booking, and of the seller on another brand.
    const [other] = await db()
      .select({ id: agencies.id })
      .from(agencies)
      .where(ne(agencies.id, flight.agencyId))
      .limit(1);
    const staffOf = (agencyId: number | null, user: SignedInUser) =>
      db().update(users).set({ agencyId }).where(eq(users.id, user.id));
    await staffOf(other?.id ?? null, intruders.otherAgency);
    await staffOf(flight.agencyId, intruders.foreignAgency);
    seller = await sepehran('agency');
    await staffOf(flight.agencyId, seller);
    const booked = await paidBookingWithRefund(t, flight, owner, `matrix-${kind}`);
    owned.refund = booked.refundId;
    const stayCode = await signedInStay(t, owner);

    const info = ok(await post('user/getInfo', {}, owner));
    const transactions = ok(await post('user/getTransactions', {}, owner)) as {
      items: Array<{ code: string }>;
    };
    markers = [
      String(info.mobile),
      String(info.nationalCode),
      String(info.referralCode),
      'alice.ownerly@example.com',
      'Ownerly',
      'OWNERLY',
      savedPassenger.national_id,
      owned.attachment,
      owned.avatar,
      String(booked.pnr),
      String(booked.trackingCode),
      booked.ticketNumber,
      stayCode,
      String(ownerFunds),
      ownerAttachment.toString('base64'),
      ownerAvatar.toString('base64'),
      ...transactions.items.map((item) => item.code),
    ];
    expect(transactions.items).toHaveLength(1);
  });
  afterAll(async () => t.close());

  it('has a row for every endpoint, and those that ask for a sign-in in the signed-in table', async () => {
    const registered = registeredRoutes(t.app);
    // The route list is read from the app's own tree: it must hold routes of every shape.
    expect(registered).toContainEqual({ method: 'POST', url: '/api/flight/getCitiesByProvinceId' });
    expect(registered).toContainEqual({ method: 'GET', url: '/api/files/:id' });
    expect(registered).toContainEqual({ method: 'POST', url: '/api/profile/setTicketStatus' });
    expect(registered).toContainEqual({ method: 'GET', url: '/bank/sandbox/:token' });
    // HEAD answers as its GET does, and OPTIONS is the CORS preflight: neither reaches data.
    const routes = registered.flatMap(({ method, url }): Route[] =>
      method === 'GET' || method === 'POST' ? [{ method, path: url }] : [],
    );
    for (const { method, url } of registered)
      if (method !== 'GET' && method !== 'POST')
        expect(method === 'HEAD' ? routes.map(keyOf) : ['OPTIONS *'], url).toContain(
          method === 'HEAD' ? `GET ${url}` : `${method} ${url}`,
        );
    // Every route, public or signed-in, has exactly one row: a new one without fails here.
    const tabled = [...rows, ...publicRows].map(keyOf);
    expect(new Set(tabled).size).toBe(tabled.length);
    expect(routes.map(keyOf).sort()).toEqual(tabled.sort());
    const asksSignIn: string[] = [];
    for (const route of routes) {
      const answer = await send(route, {}, { 'x-tenant': 'sepehran' });
      expect(answer.status, keyOf(route)).toBeLessThan(500);
      if (answer.status === 401) asksSignIn.push(keyOf(route));
    }
    expect(asksSignIn.sort()).toEqual(rows.map(keyOf).sort());
    // Each row says how the endpoint touches someone's data, and so how it is tried below.
    for (const row of rows) expect(row.checks, keyOf(row)).not.toEqual([]);

    // The published API marks the same endpoints as needing the bearer token.
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    };
    const secured = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => (operation.security?.length ?? 0) > 0)
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(secured.sort()).toEqual(
      rows
        .filter((row) => row.method === 'POST')
        .map(keyOf)
        .sort(),
    );
  });

  describe('without a valid token every signed-in endpoint answers 401 with is_login: false', () => {
    it.each(rows.map((row) => [keyOf(row), row] as const))('%s', async (_name, row) => {
      const expired = await createSession(db(), owner.id, new Date(Date.now() - 25 * 3600_000));
      const revoked = await createSession(db(), owner.id, new Date());
      await revokeSession(db(), revoked.id, new Date());
      const tries: Record<string, Record<string, string>> = {
        'no token': {},
        'an unknown token': { authorization: `Bearer ${'x'.repeat(43)}` },
        'a malformed header': { authorization: 'Bearer' },
        'an expired token': { authorization: `Bearer ${expired.token}` },
        'a revoked token': { authorization: `Bearer ${revoked.token}` },
      };
      for (const [what, headers] of Object.entries(tries)) {
        const answer = await send(row, {}, { 'x-tenant': 'sepehran', ...headers });
        expect({ what, status: answer.status, json: answer.json }).toEqual({
          what,
          status: 401,
          json: {
            status: 'error',
            errors: { code: 'NOT_LOGGED_IN', error: en()('notLoggedIn') },
            is_login: false,
          },
        });
      }
    });
  });

  describe('each role is let in or refused with 403 as the endpoint says', () => {
    it.each(rows.map((row) => [keyOf(row), row] as const))('%s', async (_name, row) => {
      for (const role of signedIn) {
        // A session of its own: an allowed call may end it (logout) or change the account.
        const session = await createSession(db(), byRole[role].id, new Date());
        const headers = { authorization: `Bearer ${session.token}`, 'x-tenant': 'sepehran' };
        const answer = await send(row, {}, headers);
        if (row.roles.includes(role)) {
          expect([401, 403], `${role} is let in`).not.toContain(answer.status);
          expect(answer.status, `${role} is let in`).toBeLessThan(500);
        } else {
          expect({ role, status: answer.status, json: answer.json }).toEqual({
            role,
            status: 403,
            json: { status: 'error', errors: { code: 'FORBIDDEN', error: en()('forbidden') } },
          });
        }
      }
    });
  });

  describe('a token is refused on another tenant: the account does not exist there', () => {
    it.each(rows.map((row) => [keyOf(row), row] as const))('%s', async (_name, row) => {
      const signedOut = {
        status: 401,
        json: {
          status: 'error',
          errors: { code: 'NOT_LOGGED_IN', error: en()('notLoggedIn') },
          is_login: false,
        },
      };
      for (const tenant of ['turk', 'oman']) {
        const answer = await send(row, {}, { ...owner.headers, 'x-tenant': tenant });
        expect({ tenant, status: answer.status, json: answer.json }).toEqual({
          tenant,
          ...signedOut,
        });
      }
      const turkish = intruders.foreignCustomer;
      const answer = await send(row, {}, { ...turkish.headers, 'x-tenant': 'sepehran' });
      expect({ status: answer.status, json: answer.json }).toEqual(signedOut);
      // Refused there, the token still works at home.
      expect((await post('user/getInfo', {}, owner)).status).toBe(200);
    });
  });

  describe("another user given the owner's id gets 404, as for an id that does not exist", () => {
    it.each(notFoundCases)('%s', async (_name, { row, check, as }) => {
      const before = await ownerView();
      const files = storedFiles();
      const intruder = intruders[as];
      const answer = await send(row, check.request(owned), intruder.headers);
      const nothing = await send(row, check.request(missing), intruder.headers);
      expect(answer.status).toBe(404);
      expect(answer.json).toMatchObject({
        status: 'error',
        errors: { code: 'NOT_FOUND', error: en()('notFound') },
      });
      expect(answer.json).toEqual(nothing.json);
      for (const marker of markers) expect(answer.text).not.toContain(marker);
      expect(await ownerView()).toEqual(before);
      expect(storedFiles()).toEqual(files);
    });
  });

  describe("another user's own lists and answers hold nothing of the owner's", () => {
    it.each(readCases)('%s', async (_name, { row, check, as }) => {
      const answer = await send(row, check.request, intruders[as].headers);
      expect([200, 404]).toContain(answer.status);
      for (const marker of markers) expect(answer.text).not.toContain(marker);
      // The same call by the owner's side does show the owner's data: the check is not empty.
      const ownSide = row.roles.includes('customer') ? owner : intruders.supporter;
      const own = await send(row, check.request, ownSide.headers);
      expect(own.status).toBe(200);
      expect(markers.some((marker) => own.text.includes(marker))).toBe(true);
    });
  });

  it("shows the owner's refund request to the agency that sold the booking", async () => {
    const answer = await post('ticket/getRefundRequests', { status: '' }, seller);
    expect(answer.status).toBe(200);
    expect(answer.text).toContain(String(owned.refund));
    expect(markers.some((marker) => answer.text.includes(marker))).toBe(true);
  });

  it("leaves the owner's data as it was when another user changes their own", async () => {
    const before = await ownerView();
    for (const row of rows) {
      for (const check of row.checks) {
        if (check.expect !== 'ownChange') continue;
        const session = await createSession(db(), writer.id, new Date());
        const headers = { authorization: `Bearer ${session.token}`, 'x-tenant': 'sepehran' };
        const answer = await send(row, check.request, headers);
        expect({ endpoint: keyOf(row), status: answer.status }).toEqual({
          endpoint: keyOf(row),
          status: check.status,
        });
      }
    }
    expect(await ownerView()).toEqual(before);
    expect((await post('user/getInfo', {}, owner)).status).toBe(200);
  });
});
