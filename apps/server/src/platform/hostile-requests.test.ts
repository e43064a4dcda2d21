// Requests broken below the route level (found by e2e/fuzz.spec.ts): a multipart body busboy
// cannot read, a path the router cannot decode or a parameter past its length, headers past
// Node's limit. Each is the client's fault: a 4xx in the API's envelope, never a 500 or Fastify's
// own JSON.
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

const malformed = (error: string) => ({
  status: 'error',
  errors: { error, code: 'MALFORMED_BODY' },
});

describe('requests broken below the routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => t.close());

  it.each([
    ['no boundary', 'multipart/form-data', '{}'],
    ['an empty boundary', 'multipart/form-data; boundary=', '{}'],
    ['a boundary past 256 characters', `multipart/form-data; boundary=${'b'.repeat(300)}`, '{}'],
    [
      'a body cut short',
      'multipart/form-data; boundary=abc',
      '--abc\r\ncontent-disposition: form-data; name="a"\r\n\r\nx',
    ],
  ])(
    'answers a multipart body with %s as unreadable, not as a server fault',
    async (_name, type, payload) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/flight/getCities',
        headers: { 'content-type': type, lang: 'en' },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(malformed('The request could not be read.'));
    },
  );

  it('still reads a well-formed multipart body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/flight/getCitiesByProvinceId',
      headers: { 'content-type': 'multipart/form-data; boundary=abc', lang: 'en' },
      payload: '--abc\r\ncontent-disposition: form-data; name="provinceId"\r\n\r\n8\r\n--abc--\r\n',
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a NUL character in any field before it reaches a query', async () => {
    // Found by e2e/fuzz.spec.ts: PostgreSQL refuses 0x00 in text; a discount code with one
    // answered a 500.
    const json = await t.post(
      'flight/checkDiscount',
      { quoteId: 'q', code: 'NUL\u0000BYTE' },
      { 'x-tenant': 'sepehran', lang: 'en' },
    );
    expect(json.status).toBe(400);
    expect(json.json).toEqual({
      status: 'error',
      errors: {
        error: 'The value entered is not valid.',
        code: 'VALIDATION',
        fields: { code: 'The value entered is not valid.' },
      },
    });
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/flight/bookFlight',
      headers: { 'content-type': 'application/x-www-form-urlencoded', lang: 'en' },
      payload: 'quoteId=q&passengers[0][firstName]=A%00LI',
    });
    expect(form.statusCode).toBe(400);
    expect(form.json()).toMatchObject({
      errors: { fields: { 'passengers.0.firstName': expect.any(String) } },
    });
  });

  it("refuses a NUL character in the ticket PDF's address before it reaches a query", async () => {
    // Found by e2e/fuzz.spec.ts: the PDF's tracking code reached a query with a NUL (a 500).
    for (const url of ['/api/ticket/pdf/%00', '/api/ticket/pdf/ABC123?mobile=0912%00']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { lang: 'en' } });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject({
        status: 'error',
        errors: { code: 'VALIDATION', error: 'The value entered is not valid.' },
      });
    }
  });

  it('answers a path the router cannot decode in the envelope, in the caller language', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/files/%ZZ',
      headers: { lang: 'en' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(malformed('The request could not be read.'));
    const persian = await t.app.inject({
      method: 'POST',
      url: '/api/%ZZ',
      headers: { 'x-tenant': 'sepehran' },
    });
    expect(persian.json()).toMatchObject({ status: 'error', errors: { code: 'MALFORMED_BODY' } });
    expect((persian.json() as { errors: { error: string } }).errors.error).not.toBe(
      'The request could not be read.',
    );
  });

  it('answers a path parameter past its length in the envelope', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/ticket/pdf/${'a'.repeat(500)}`,
      headers: { lang: 'en' },
    });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual(malformed('The request could not be read.'));
  });

  /** What the server writes back to a raw request line on a real socket. */
  const rawAnswer = async (method: string): Promise<string> => {
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    return new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () =>
        socket.write(
          `${method} /healthz?q=${'x'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`,
        ),
      );
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString('utf8')));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
  };

  it('answers headers past the limit with 431 in the envelope, without a body to HEAD', async () => {
    const raw = await rawAnswer('GET');
    expect(raw).toMatch(/^HTTP\/1\.1 431 /);
    const head = await rawAnswer('HEAD');
    expect(head).toMatch(/^HTTP\/1\.1 431 /);
    expect(head.endsWith('\r\n\r\n')).toBe(true);
    const body = raw.slice(raw.indexOf('\r\n\r\n') + 4);
    // The turk test server's default language.
    expect(JSON.parse(body)).toMatchObject({ status: 'error', errors: { code: 'MALFORMED_BODY' } });
  });
});
