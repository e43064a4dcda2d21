import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { staffPermissions, users } from '../../db/schema/users';
import { createSession } from '../../platform/auth/sessions';
import { buildSignedInUser } from '../../test/factories';
import { databaseKinds } from '../../test/test-app';
import { casesApp, png, visitor } from './cases-test-kit';

interface DeskTicket {
  id: number;
  reference: string | null;
  confidential: boolean;
}
interface Thread {
  messages: Array<{ files: Array<{ id: string }> }>;
}

type Headers = Record<string, string>;

/**
 * A confidential safety report is listed and read only by staff named for safety reports: not by
 * the brand's other supporters, not by its operators, not by anyone of another brand. Its file
 * neither. A report that is not confidential is the whole desk's.
 */
describe.each(databaseKinds)('confidential safety reports (%s)', (kind) => {
  const s = casesApp(kind);
  let named: Headers;
  let supporter: Headers;
  let operator: Headers;
  let foreignNamed: Headers;
  let secret: { id: number; reference: string; file: string };
  let open: { id: number; reference: string };

  const staff = async (role: 'supporter' | 'operator', tenant = 'sepehran') =>
    buildSignedInUser(s.t.database.db, { role, tenant });
  const nameForSafety = async (userId: number) =>
    s.t.database.db.insert(staffPermissions).values({ userId, permission: 'safetyReports' });
  const list = async (headers: Headers) =>
    (await s.call('profile/supporterTicketList', { kind: 'safety' }, headers)).json
      .data as DeskTicket[];
  const download = (id: string, headers: Headers) =>
    s.t.app.inject({ method: 'GET', url: `/api/files/${id}`, headers });

  const report = (confidential: string) => ({
    fullName: 'Reza Tavakoli',
    mobile: '09121113344',
    flightNumber: 'IR 214',
    text: 'The fuel truck was still connected while passengers boarded the aircraft.',
    confidential,
  });

  beforeAll(async () => {
    const officer = await staff('supporter');
    await nameForSafety(officer.id);
    named = { ...officer.headers, lang: 'en' };
    supporter = { ...(await staff('supporter')).headers, lang: 'en' };
    // An operator runs the brand, but is not named for safety reports either.
    operator = { ...(await staff('operator')).headers, lang: 'en' };
    const foreign = await staff('supporter', 'turk');
    await nameForSafety(foreign.id);
    foreignNamed = { ...foreign.headers, lang: 'en' };

    const reference = await s.sendCase('request/email/report/safety', report('1'), visitor(), [
      { field: 'files', name: 'apron.png', type: 'image/png', data: png },
    ]);
    const ticket = (await list(named)).find((c) => c.reference === reference);
    const thread = (await s.call('profile/supporterMessages', { id: ticket?.id }, named)).json
      .data as Thread;
    secret = {
      id: ticket?.id ?? 0,
      reference,
      file: thread.messages[0]?.files[0]?.id ?? '',
    };
    const plain = await s.sendCase('request/email/report/safety', report('0'));
    open = {
      id: (await list(named)).find((c) => c.reference === plain)?.id ?? 0,
      reference: plain,
    };
  });

  it('is listed, read, answered and its file opened by staff named for safety reports', async () => {
    expect(await list(named)).toContainEqual(
      expect.objectContaining({ id: secret.id, confidential: true }),
    );
    expect((await s.call('profile/supporterMessages', { id: secret.id }, named)).status).toBe(200);
    expect((await download(secret.file, named)).statusCode).toBe(200);
    const reply = { id: secret.id, text: 'Thank you, passed to flight safety.' };
    expect((await s.call('profile/supporterReply', reply, named)).status).toBe(200);
  });

  it.each([
    ['a supporter not named for them', () => supporter],
    ['an operator not named for them', () => operator],
    ['staff named for them on another brand', () => foreignNamed],
  ])('is neither listed nor read by %s', async (_who, headersOf) => {
    const headers = headersOf();
    const everything = (await s.call('profile/supporterTicketList', {}, headers)).json
      .data as DeskTicket[];
    expect(everything.map((c) => c.id)).not.toContain(secret.id);
    expect((await list(headers)).map((c) => c.id)).not.toContain(secret.id);
    const missing = await s.call('profile/supporterMessages', { id: 9_000_000_001 }, headers);
    expect(missing.status).toBe(404);
    // The report's id answers exactly as an id nobody has, whatever the call.
    const read = await s.call('profile/supporterMessages', { id: secret.id }, headers);
    expect(read).toEqual(missing);
    const reply = await s.call('profile/supporterReply', { id: secret.id, text: 'x' }, headers);
    expect(reply.status).toBe(404);
    const status = await s.call(
      'profile/setTicketStatus',
      { id: secret.id, status: 'Close' },
      headers,
    );
    expect(status.status).toBe(404);
    expect((await download(secret.file, headers)).statusCode).toBe(404);
  });

  it('leaves a report that is not confidential to the whole desk of its brand', async () => {
    for (const headers of [named, supporter, operator])
      expect((await list(headers)).map((c) => c.id)).toContain(open.id);
    expect((await list(foreignNamed)).map((c) => c.id)).not.toContain(open.id);
  });

  it.each(['TRUE', 'yes', '2', 'no', 'off', '', ' true'])(
    'refuses %j as confidential with a field message, filing nothing',
    async (value) => {
      const headers = visitor();
      const answer = await s.upload(
        'request/email/report/safety',
        { ...report(value), ...(await s.captcha(headers)) },
        [],
        headers,
      );
      expect(answer.status).toBe(400);
      expect(answer.json.errors?.fields).toEqual({ confidential: 'Please answer yes or no.' });
      expect(answer.json.errors?.error).toBe('Please answer yes or no.');
    },
  );

  it.each([
    ['true', true],
    ['on', true],
    ['1', true],
    ['false', false],
    ['0', false],
  ] as const)('files %j as confidential: %s', async (value, confidential) => {
    const reference = await s.sendCase('request/email/report/safety', report(value));
    const ticket = (await list(named)).find((c) => c.reference === reference);
    expect(ticket?.confidential).toBe(confidential);
  });

  it('names each brand’s demo safety officer, who alone of its demo desk reads the demo reports', async () => {
    const demoHeaders = async (email: string): Promise<Headers> => {
      const [row] = await s.t.database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, email));
      const session = await createSession(s.t.database.db, row?.id ?? 0, new Date());
      return { authorization: `Bearer ${session.token}`, 'x-tenant': 'sepehran', lang: 'en' };
    };
    const officer = await list(await demoHeaders('safety@sepehran.demo.parvaz.travel'));
    const desk = await list(await demoHeaders('supporter@sepehran.demo.parvaz.travel'));
    const seeded = officer.find((c) => c.reference === '5100000003');
    expect(seeded?.confidential).toBe(true);
    expect(desk.map((c) => c.reference)).not.toContain('5100000003');
    expect(desk.map((c) => c.reference)).toContain('5100000004');
  });
});
