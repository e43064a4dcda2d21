import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/platform';
import { users } from '../../db/schema/users';
import { buildMultipart, buildSignedInUser } from '../../test/factories';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';

type Json = {
  status: string;
  data?: unknown;
  errors?: { error: string; code: string; fields?: Record<string, string> };
};

interface Thread {
  request: { id: number; title: string; status: string; lastMessageAt: string };
  messages: Array<{
    id: number;
    authorType: string;
    text: string;
    files: Array<{ id: string; name: string; mediaType: string; size: number }>;
  }>;
}

/** A 1×1 PNG, written out byte by byte. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
/** A Windows program's first bytes ("MZ" header) under an image's name and type. */
const exe = Buffer.concat([Buffer.from([0x4d, 0x5a, 0x90, 0x00]), Buffer.alloc(60)]);

type User = Awaited<ReturnType<typeof buildSignedInUser>>;

describe.each(databaseKinds)('support requests (%s)', (kind) => {
  let t: TestApp;
  let customer: User;
  let otherCustomer: User;
  let supporter: User;
  let operator: User;
  let foreignSupporter: User;

  beforeAll(async () => {
    t = await createTestApp(kind);
    customer = await buildSignedInUser(t.database.db, { tenant: 'sepehran' });
    otherCustomer = await buildSignedInUser(t.database.db, { tenant: 'sepehran' });
    supporter = await buildSignedInUser(t.database.db, { tenant: 'sepehran', role: 'supporter' });
    operator = await buildSignedInUser(t.database.db, { tenant: 'sepehran', role: 'operator' });
    foreignSupporter = await buildSignedInUser(t.database.db, {
      tenant: 'turk',
      role: 'supporter',
    });
  });
  afterAll(async () => t.close());

  const call = async (path: string, body: unknown, headers: Record<string, string>) => {
    const response = await t.post(path, body, { lang: 'en', ...headers });
    return { status: response.status, json: response.json as Json };
  };

  const upload = async (
    path: string,
    fields: Record<string, string>,
    files: Parameters<typeof buildMultipart>[1],
    headers: Record<string, string>,
  ) => {
    const body = buildMultipart(fields, files);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/${path}`,
      payload: body.payload,
      headers: { lang: 'en', ...headers, ...body.headers },
    });
    return { status: response.statusCode, json: response.json<Json>() };
  };

  const download = (id: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: `/api/files/${id}`, headers });

  const mobileOf = async (userId: number) => {
    const [row] = await t.database.db
      .select({ mobile: users.mobile })
      .from(users)
      .where(eq(users.id, userId));
    return row?.mobile ?? '';
  };

  it('answers an empty list before the first request', async () => {
    const list = await call('profile/getTicketList', {}, otherCustomer.headers);
    expect(list).toEqual({ status: 200, json: { status: 'success', data: [] } });
  });

  it('carries a conversation with files between a customer and the supporter desk', async () => {
    const opened = await upload(
      'profile/newTicket',
      {
        title: 'Refund for <b>PNR</b> X1',
        description: 'Line one\r\nline two\u0007 <script>x</script>',
      },
      [{ field: 'files', name: '../../receipt.png', type: 'image/png', data: png }],
      customer.headers,
    );
    expect(opened.status).toBe(200);
    const { id } = opened.json.data as { id: number };

    const list = await call('profile/getTicketList', {}, customer.headers);
    expect(list.json.data).toEqual([
      expect.objectContaining({ id, title: 'Refund for <b>PNR</b> X1', status: 'Open' }),
    ]);

    const thread = (await call('profile/getTicketMessages', { id }, customer.headers)).json
      .data as Thread;
    expect(thread.request.id).toBe(id);
    expect(thread.messages).toHaveLength(1);
    const first = thread.messages[0];
    // Stored as typed (the web escapes it), without control characters.
    expect(first?.text).toBe('Line one\nline two <script>x</script>');
    expect(first?.authorType).toBe('Customer');
    expect(first?.files).toEqual([
      {
        id: expect.stringMatching(/^[a-f0-9]{32}$/),
        name: 'receipt.png',
        mediaType: 'image/png',
        size: png.length,
      },
    ]);
    const fileId = first?.files[0]?.id ?? '';
    // Kept under a random name in the uploads folder, not under the client's name.
    expect(existsSync(join(t.app.uploadsDir, fileId))).toBe(true);

    const own = await download(fileId, customer.headers);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    expect(own.headers['content-disposition']).toContain('attachment; filename="receipt.png"');
    expect(own.rawPayload.equals(png)).toBe(true);

    // The desk sees it, with whose it is, and can open the file.
    // (Visitors' demo cases share the desk: the customers' requests are the kind 'support'.)
    const desk = await call(
      'profile/supporterTicketList',
      { status: 'Open', kind: 'support' },
      supporter.headers,
    );
    expect(desk.json.data).toEqual([
      expect.objectContaining({
        id,
        kind: 'support',
        reference: null,
        status: 'Open',
        customer: expect.objectContaining({ id: customer.id, mobile: await mobileOf(customer.id) }),
      }),
    ]);
    expect((await download(fileId, supporter.headers)).statusCode).toBe(200);
    const deskThread = (await call('profile/supporterMessages', { id }, operator.headers)).json
      .data as Thread;
    expect(deskThread.messages).toHaveLength(1);

    // The supporter answers with a PDF: Progress, and an SMS for the customer in the language
    // the request was written in (English), whatever the supporter's own.
    const reply = await upload(
      'profile/supporterReply',
      { id: String(id), text: 'We are on it.' },
      [{ field: 'files[]', name: 'policy.pdf', type: 'application/pdf', data: pdf }],
      { ...supporter.headers, lang: 'fa' },
    );
    expect(reply.status).toBe(200);
    expect(reply.json.data).toEqual(expect.objectContaining({ id, status: 'Progress' }));
    const sms = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, await mobileOf(customer.id)));
    expect(sms).toHaveLength(1);
    expect(sms[0]).toEqual(expect.objectContaining({ channel: 'sms', tenant: 'sepehran' }));
    expect(sms[0]?.body).toContain('Refund for <b>PNR</b> X1');
    expect(sms[0]?.body).toContain('there is a new answer to your support request');

    const after = (await call('profile/getTicketMessages', { id }, customer.headers)).json
      .data as Thread;
    expect(after.request.status).toBe('Progress');
    expect(after.messages.map((m) => m.authorType)).toEqual(['Customer', 'Supporter']);
    const answerFile = after.messages[1]?.files[0];
    expect(answerFile).toEqual(
      expect.objectContaining({ name: 'policy.pdf', mediaType: 'application/pdf' }),
    );
    // The customer may read the desk's attachment to their own request.
    const answerDownload = await download(answerFile?.id ?? '', customer.headers);
    expect(answerDownload.statusCode).toBe(200);
    expect(answerDownload.headers['content-type']).toBe('application/pdf');

    // Closed, then the customer writes again: it opens again.
    const closed = await call(
      'profile/setTicketStatus',
      { id, status: 'Close' },
      supporter.headers,
    );
    expect(closed.json.data).toEqual({ id, status: 'Close' });
    expect(
      ((await call('profile/getTicketMessages', { id }, customer.headers)).json.data as Thread)
        .request.status,
    ).toBe('Close');
    const again = await call('profile/newMessage', { id, text: 'Still waiting' }, customer.headers);
    expect(again.json.data).toEqual(expect.objectContaining({ id, status: 'Open' }));
    expect(
      (await call('profile/getTicketList', { status: 'Open' }, customer.headers)).json.data,
    ).toEqual([expect.objectContaining({ id, status: 'Open' })]);
    expect(
      (await call('profile/getTicketList', { status: 'Close' }, customer.headers)).json.data,
    ).toEqual([]);
  });

  it('keeps requests and files from other customers and other brands', async () => {
    const opened = await upload(
      'profile/newTicket',
      { title: 'Private', description: 'Mine only' },
      [{ field: 'files', name: 'id.png', type: 'image/png', data: png }],
      customer.headers,
    );
    const { id } = opened.json.data as { id: number };
    const fileId =
      ((await call('profile/getTicketMessages', { id }, customer.headers)).json.data as Thread)
        .messages[0]?.files[0]?.id ?? '';

    const list = await call('profile/getTicketList', {}, otherCustomer.headers);
    expect(list.json.data).toEqual([]);
    const notFound = { status: 'error', errors: { code: 'NOT_FOUND', error: 'Not found.' } };
    expect(await call('profile/getTicketMessages', { id }, otherCustomer.headers)).toEqual({
      status: 404,
      json: notFound,
    });
    expect(await call('profile/newMessage', { id, text: 'hi' }, otherCustomer.headers)).toEqual({
      status: 404,
      json: notFound,
    });
    expect((await download(fileId, otherCustomer.headers)).statusCode).toBe(404);
    expect((await download(fileId, {})).statusCode).toBe(401);
    expect((await download('../../etc/passwd', customer.headers)).statusCode).toBe(404);

    // A supporter of another brand sees nothing of it.
    const foreignList = await call(
      'profile/supporterTicketList',
      { kind: 'support' },
      foreignSupporter.headers,
    );
    expect(foreignList.json.data).toEqual([]);
    expect((await call('profile/supporterMessages', { id }, foreignSupporter.headers)).status).toBe(
      404,
    );
    expect(
      (await call('profile/supporterReply', { id, text: 'x' }, foreignSupporter.headers)).status,
    ).toBe(404);
    expect(
      (await call('profile/setTicketStatus', { id, status: 'Close' }, foreignSupporter.headers))
        .status,
    ).toBe(404);
    expect((await download(fileId, foreignSupporter.headers)).statusCode).toBe(404);

    // Roles: a customer cannot use the desk, a supporter is not a customer, a guest signs in.
    expect((await call('profile/supporterTicketList', {}, customer.headers)).status).toBe(403);
    expect(
      (await call('profile/newTicket', { title: 'a', description: 'b' }, supporter.headers)).status,
    ).toBe(403);
    expect((await call('profile/getTicketList', {}, { 'x-tenant': 'sepehran' })).status).toBe(401);
  });

  it('refuses files by their bytes and size, not by their name or claimed type', async () => {
    const fields = { title: 'Bad files', description: 'See attached' };
    const before = (await call('profile/getTicketList', {}, customer.headers)).json.data;
    const renamedExe = await upload(
      'profile/newTicket',
      fields,
      [{ field: 'files', name: 'photo.png', type: 'image/png', data: exe }],
      customer.headers,
    );
    expect(renamedExe.status).toBe(400);
    expect(renamedExe.json.errors?.code).toBe('VALIDATION');
    expect(renamedExe.json.errors?.error).toBe(
      'This type of file is not accepted. Use JPEG, PNG, WebP or PDF.',
    );
    const textAsImage = await upload(
      'profile/newTicket',
      fields,
      [{ field: 'files', name: 'note.png', type: 'image/png', data: Buffer.from('just text') }],
      customer.headers,
    );
    expect(textAsImage.status).toBe(400);
    expect(textAsImage.json.errors?.error).toContain('This type of file is not accepted');

    const big = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]);
    const tooLarge = await upload(
      'profile/newTicket',
      fields,
      [{ field: 'files', name: 'big.png', type: 'image/png', data: big }],
      customer.headers,
    );
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.json.errors?.error).toBe('The file is too large (at most 2 MB).');

    const four = Array.from({ length: 4 }, (_, i) => ({
      field: 'files',
      name: `p${i}.png`,
      type: 'image/png',
      data: png,
    }));
    const tooMany = await upload('profile/newTicket', fields, four, customer.headers);
    expect(tooMany.status).toBe(400);
    expect(tooMany.json.errors?.error).toBe('Too many files: at most 3.');

    // Over a real socket too, the refusal comes back whole (no hang on the unread rest).
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const form = new FormData();
    form.set('title', 'Over HTTP');
    form.set('description', 'Four files');
    for (let i = 0; i < 4; i++)
      form.append('files', new Blob([png], { type: 'image/png' }), `${i}.png`);
    const overHttp = await fetch(`${address}/api/profile/newTicket`, {
      method: 'POST',
      body: form,
      headers: { ...customer.headers, lang: 'en' },
    });
    expect(overHttp.status).toBe(400);
    expect(((await overHttp.json()) as Json).errors?.error).toBe('Too many files: at most 3.');
    form.delete('files');
    form.append('files', new Blob([big], { type: 'image/png' }), 'big.png');
    const bigOverHttp = await fetch(`${address}/api/profile/newTicket`, {
      method: 'POST',
      body: form,
      headers: { ...customer.headers, lang: 'en' },
    });
    expect(bigOverHttp.status).toBe(400);
    expect(((await bigOverHttp.json()) as Json).errors?.error).toBe(
      'The file is too large (at most 2 MB).',
    );

    // Three are fine.
    const three = await upload('profile/newTicket', fields, four.slice(0, 3), customer.headers);
    expect(three.status).toBe(200);

    // A JSON body cannot pose as an upload.
    const posing = await call(
      'profile/newTicket',
      { ...fields, files: [{ name: 'x.png', data: png.toString('base64') }] },
      customer.headers,
    );
    expect(posing.status).toBe(400);

    // Nothing of the refused ones was recorded.
    const after = (await call('profile/getTicketList', {}, customer.headers)).json
      .data as unknown[];
    expect(after).toHaveLength((before as unknown[]).length + 1);
  });

  it('checks the text and takes form and JSON bodies without files', async () => {
    const long = await call(
      'profile/newTicket',
      { title: 'x'.repeat(121), description: 'ok' },
      customer.headers,
    );
    expect(long.status).toBe(400);
    expect(long.json.errors?.fields?.title).toBe('This value is too long (at most 120).');
    const empty = await call(
      'profile/newTicket',
      { title: 'Hi', description: ' \u0001 ' },
      customer.headers,
    );
    expect(empty.status).toBe(400);
    expect(empty.json.errors?.fields?.description).toBe('This field is required.');

    const form = await t.post('profile/newTicket', 'title=From%20a%20form&description=Plain', {
      ...customer.headers,
      lang: 'en',
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(form.status).toBe(200);
    const { id } = (form.json as { data: { id: number } }).data;
    const listed = (await call('profile/getTicketList', { page: '1' }, customer.headers)).json
      .data as Array<{ id: number }>;
    expect(listed[0]?.id).toBe(id);
    expect((await call('profile/getTicketList', { page: 2 }, customer.headers)).json.data).toEqual(
      [],
    );
  });
});
