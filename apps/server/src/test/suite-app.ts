import { afterAll, beforeAll, expect } from 'vitest';
import { messagesTo } from '../platform/outbox';
import { buildMultipart, buildSignedInUser } from './factories';
import { createTestApp, type DatabaseKind, type TestApp } from './test-app';

/** An answer's envelope as the tests read it. */
export interface Envelope<T = unknown> {
  status: 'success' | 'error';
  data?: T;
  errors?: { error: string; code: string; fields?: Record<string, string> };
}

/** An answer's HTTP status and its envelope. */
export interface Answer<T = unknown> {
  status: number;
  json: Envelope<T>;
}

/** A file of a multipart form: its field, its name, its media type and its bytes. */
export type Upload = { field: string; name: string; type: string; data: Buffer };

/**
 * Client addresses under `10.<block>.` that no other call of the test file has used, for the
 * limits counted per address.
 */
export function freshIps(block: number): () => string {
  let next = 1;
  return () => `10.${block}.${Math.floor(next / 250)}.${(next++ % 250) + 1}`;
}

/** Headers of a visitor of `tenant` (sepehran) at `ip` (a fresh one of `freshIp`), in `lang` (en). */
export function visitorHeaders(freshIp: () => string) {
  return (
    options: { tenant?: string; ip?: string; lang?: string } = {},
  ): Record<string, string> => ({
    'x-tenant': options.tenant ?? 'sepehran',
    'x-forwarded-for': options.ip ?? freshIp(),
    lang: options.lang ?? 'en',
  });
}

/**
 * A suite's test app, opened before its tests and closed after them; with `operatorOf`, an
 * operator of that brand signed in, whose headers calls carry unless told otherwise. Read `t`
 * and `operator` inside the tests, once the suite has started.
 */
export function suiteApp(kind: DatabaseKind, options: { operatorOf?: string } = {}) {
  let app: TestApp | undefined;
  let operatorHeaders: Record<string, string> = {};
  beforeAll(async () => {
    app = await createTestApp(kind);
    if (options.operatorOf)
      operatorHeaders = (
        await buildSignedInUser(app.database.db, { tenant: options.operatorOf, role: 'operator' })
      ).headers;
  });
  afterAll(async () => app?.close());
  const t = (): TestApp => {
    if (!app) throw new Error('the suite has not started');
    return app;
  };

  /** POST /api/<path> with `headers` (the operator's unless told): its status and envelope. */
  async function call<T = unknown>(
    path: string,
    body: unknown,
    headers: Record<string, string> = operatorHeaders,
  ): Promise<Answer<T>> {
    const response = await t().post(path, body, headers);
    return { status: response.status, json: response.json as Envelope<T> };
  }

  /** POST /api/<path> as a multipart form of `fields` and `files`, with `headers`. */
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
    return { status: response.statusCode, json: response.json<Envelope>() };
  }

  /** A new captcha and its answer (the dev tools give it away), asked from `headers`' address. */
  async function captcha(headers: Record<string, string>) {
    const answer = await call('auth/createCaptcha', {}, headers);
    expect(answer.status).toBe(200);
    const data = answer.json.data as { captchaId: string; devAnswer: string };
    return { captchaId: data.captchaId, captcha: data.devAnswer };
  }

  /** The messages queued to a recipient, newest first. */
  const sentTo = (recipient: string) => messagesTo(t().database.db, recipient);

  return {
    get t() {
      return t();
    },
    get operator() {
      return operatorHeaders;
    },
    call,
    upload,
    captcha,
    sentTo,
  };
}
