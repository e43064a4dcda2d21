import { afterAll, beforeAll, expect } from 'vitest';
import { messagesTo } from '../../platform/outbox';
import { buildMultipart } from '../../test/factories';
import { createTestApp, type DatabaseKind, type TestApp } from '../../test/test-app';

/** Shared by the case tests (forms, lookup, the desk's view); not a test itself. */

export interface Answer {
  status: number;
  json: {
    status: 'success' | 'error';
    data?: unknown;
    errors?: { error: string; code: string; fields?: Record<string, string> };
  };
}

export type Upload = { field: string; name: string; type: string; data: Buffer };

/** A 1×1 PNG and a PDF's first bytes; a Windows program's header under an image's name. */
export const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
export const exe = Buffer.concat([Buffer.from([0x4d, 0x5a, 0x90, 0x00]), Buffer.alloc(60)]);

let nextIp = 1;
/** A client address no other call has used, for the limits counted per address. */
export const freshIp = () => `10.9.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`;

/** Headers of a visitor of `tenant` (sepehran) at `ip`, in `lang` (en). */
export function visitor(
  options: { tenant?: string; ip?: string; lang?: string } = {},
): Record<string, string> {
  return {
    'x-tenant': options.tenant ?? 'sepehran',
    'x-forwarded-for': options.ip ?? freshIp(),
    lang: options.lang ?? 'en',
  };
}

/** A suite's app, opened before its tests and closed after them, and the calls cases need. */
export function casesApp(kind: DatabaseKind) {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(async () => app?.close());
  const t = (): TestApp => {
    if (!app) throw new Error('the suite has not started');
    return app;
  };

  async function call(
    path: string,
    body: Record<string, unknown>,
    headers: Record<string, string>,
  ): Promise<Answer> {
    const response = await t().post(path, body, headers);
    return { status: response.status, json: response.json as Answer['json'] };
  }

  async function upload(
    path: string,
    fields: Record<string, string>,
    files: Upload[],
    headers: Record<string, string>,
  ): Promise<Answer> {
    const body = buildMultipart(fields, files);
    const response = await t().app.inject({
      method: 'POST',
      url: `/api/${path}`,
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    });
    return { status: response.statusCode, json: response.json<Answer['json']>() };
  }

  /** A new captcha and its answer (the dev tools give it away), asked from `headers`' address. */
  async function captcha(headers: Record<string, string>) {
    const answer = await call('auth/createCaptcha', {}, headers);
    expect(answer.status).toBe(200);
    const data = answer.json.data as { captchaId: string; devAnswer: string };
    return { captchaId: data.captchaId, captcha: data.devAnswer };
  }

  /** Sends a case form with a fresh captcha; answers the reference (the call must succeed). */
  async function sendCase(
    path: string,
    fields: Record<string, string>,
    headers: Record<string, string> = visitor(),
    files: Upload[] = [],
  ): Promise<string> {
    const answer = await upload(path, { ...fields, ...(await captcha(headers)) }, files, headers);
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    return (answer.json.data as { reference: string }).reference;
  }

  /** The messages queued to a recipient, newest first. */
  const sentTo = (recipient: string) => messagesTo(t().database.db, recipient);

  return {
    get t() {
      return t();
    },
    call,
    upload,
    captcha,
    sendCase,
    sentTo,
  };
}
