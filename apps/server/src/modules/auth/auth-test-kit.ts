import { afterAll, beforeAll, expect } from 'vitest';
import { iranianCheckDigit } from '@parvaz/domain/passengers/identity';
import { demoPassword } from '../../db/seed/accounts.seed';
import { createTestApp, type DatabaseKind, type TestApp } from '../../test/test-app';

/** Shared by the account tests (sign-up, login, passwords, limits, sessions); not a test itself. */

export interface Answer {
  status: number;
  body: {
    status: 'success' | 'error';
    data?: Record<string, unknown>;
    errors?: { error: string; code: string; fields?: Record<string, string> };
    token?: string;
    token_expires_at?: number;
    is_login?: boolean;
  };
}

/** Seeded demo accounts (db/seed/accounts.seed.ts). */
export const demo = {
  sepehranCustomer: { mobile: '+989123456710', local: '09123456710' },
  sepehranAgency: { mobile: '+989123456711' },
  sepehranOperator: { mobile: '+989123456716' },
  turkCustomer: { mobile: '+905324567810' },
  turkAgency: { mobile: '+905324567811', local: '05324567811' },
  omanCustomer: { mobile: '+96892145610' },
  omanAgency: { mobile: '+96892145611' },
};

let nextCode = 100_000_000;
/** A fresh valid Iranian national code. */
export function nationalCode(): string {
  const nine = String(nextCode++).padStart(9, '0');
  return `${nine}${iranianCheckDigit(nine)}`;
}

let nextMobile = 1_000_000;
/** A fresh Iranian mobile in local form. */
export function localMobile(): string {
  return `0935${String(nextMobile++).padStart(7, '0')}`;
}

export const e164 = (local: string) => `+98${local.slice(1)}`;

let nextIp = 1;
/** A client address no other call has used, for the limits counted per IP. */
export const freshIp = () => `10.0.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`;

export interface CallOptions {
  tenant?: string;
  token?: string;
  ip?: string;
}

/**
 * A suite's app on a clock the tests move forward (`advance`), and the calls of the account
 * flows: open before the suite's tests, closed after them. Read `t` inside the tests.
 */
export function authApp(kind: DatabaseKind) {
  let app: TestApp | undefined;
  let offsetMs = 0;
  const now = () => new Date(Date.now() + offsetMs);

  beforeAll(async () => {
    app = await createTestApp(kind, { now });
  });
  afterAll(async () => app?.close());

  const t = (): TestApp => {
    if (!app) throw new Error('the suite has not started');
    return app;
  };

  /** POST /api/<path> as a client of `tenant` (sepehran) at `ip` (127.0.0.1), in English. */
  async function call(
    path: string,
    body: Record<string, unknown> = {},
    options: CallOptions = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = {
      lang: 'en',
      'x-tenant': options.tenant ?? 'sepehran',
      'x-forwarded-for': options.ip ?? '127.0.0.1',
    };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const response = await t().post(path, body, headers);
    return { status: response.status, body: response.json as Answer['body'] };
  }

  /** A new captcha and its answer (the dev tools give it away). */
  async function captcha(ip?: string): Promise<{ captchaId: string; captcha: string }> {
    const answer = await call('auth/createCaptcha', {}, ip ? { ip } : {});
    expect(answer.status).toBe(200);
    const data = answer.body.data as { captchaId: string; image: string; devAnswer: string };
    expect(data.image).toMatch(/^<svg /);
    return { captchaId: data.captchaId, captcha: data.devAnswer };
  }

  /** The texts of the SMS sent to a mobile (E.164), newest first. */
  async function smsTo(mobile: string): Promise<string[]> {
    const response = await t().app.inject({
      method: 'GET',
      url: `/api/dev/outbox?to=${encodeURIComponent(mobile)}`,
    });
    const messages = (response.json() as { data: { text: string }[] }).data;
    return messages.map((m) => m.text);
  }

  /** The code of the newest SMS sent to a mobile (E.164). */
  async function lastCode(mobile: string): Promise<string> {
    const [text] = await smsTo(mobile);
    const code = /\b(\d{6})\b/.exec(text ?? '')?.[1];
    if (!code) throw new Error(`no code sent to ${mobile}`);
    return code;
  }

  /** A new verified customer of sepehran, signed in by the code of the sign-up SMS. */
  async function signUp(
    local = localMobile(),
    code = nationalCode(),
    password = 'Secret123',
  ): Promise<{ local: string; nationalCode: string; token: string; password: string }> {
    const registered = await call('auth/register', {
      mobile: local,
      nationalCode: code,
      password,
      ...(await captcha()),
    });
    expect(registered.status).toBe(200);
    const verified = await call('auth/verify', {
      mobile: local,
      code: await lastCode(e164(local)),
    });
    expect(verified.status).toBe(200);
    return { local, nationalCode: code, token: verified.body.token ?? '', password };
  }

  /** `auth/login` from a fresh IP unless told otherwise (the per-IP limits stay out of the way). */
  async function login(
    username: string,
    password = demoPassword,
    options: {
      tenant?: string;
      ip?: string;
      captcha?: { captchaId: string; captcha: string };
    } = {},
  ): Promise<Answer> {
    return call(
      'auth/login',
      { username, password, ...options.captcha },
      { ip: options.ip ?? freshIp(), ...(options.tenant ? { tenant: options.tenant } : {}) },
    );
  }

  return {
    get t() {
      return t();
    },
    now,
    /** Moves the app's clock forward. */
    advance(ms: number) {
      offsetMs += ms;
    },
    call,
    captcha,
    smsTo,
    lastCode,
    signUp,
    login,
  };
}
