import { afterAll, beforeAll, expect } from 'vitest';
import { samplePdf, sampleDocx } from '../../db/seed/careers/sample-documents';
import { messagesTo } from '../../platform/outbox';
import { buildMultipart, buildSignedInUser } from '../../test/factories';
import { createTestApp, type DatabaseKind, type TestApp } from '../../test/test-app';

/** Shared by the recruitment tests: positions, applications and the console's calls. */

export interface Answer {
  status: number;
  json: {
    status: 'success' | 'error';
    data?: unknown;
    errors?: { error: string; code: string; fields?: Record<string, string> };
  };
}

export type Upload = { field: string; name: string; type: string; data: Buffer };

export const pdf = samplePdf('Test Applicant', ['Reservations agent, 3 years']);
export const docx = sampleDocx(['Test Applicant', 'Frontend engineer, 4 years']);
/** A Windows program's header under a CV's name. */
export const exe = Buffer.concat([Buffer.from([0x4d, 0x5a, 0x90, 0x00]), Buffer.alloc(200)]);

export const cvFile = (data = pdf, name = 'cv.pdf', type = 'application/pdf'): Upload => ({
  field: 'cv',
  name,
  type,
  data,
});

let nextIp = 1;
/** A client address no other call has used, for the limits counted per address. */
export const freshIp = () => `10.19.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`;

let nextMobile = 100;
/** A fresh Iranian mobile, local and E.164. */
export function freshMobile(): { local: string; e164: string } {
  nextMobile += 1;
  const rest = String(4_000_000 + nextMobile).padStart(7, '0');
  return { local: `0936${rest}`, e164: `+98936${rest}` };
}

export function visitor(
  options: { tenant?: string; ip?: string; lang?: string } = {},
): Record<string, string> {
  return {
    'x-tenant': options.tenant ?? 'sepehran',
    'x-forwarded-for': options.ip ?? freshIp(),
    lang: options.lang ?? 'en',
  };
}

/** A suite's app, its operator, and the calls recruitment needs. */
export function careersApp(kind: DatabaseKind) {
  let app: TestApp | undefined;
  let operatorHeaders: Record<string, string> = {};
  beforeAll(async () => {
    app = await createTestApp(kind);
    operatorHeaders = (await buildSignedInUser(app.database.db, { role: 'operator' })).headers;
  });
  afterAll(async () => app?.close());
  const t = (): TestApp => {
    if (!app) throw new Error('the suite has not started');
    return app;
  };

  async function call(
    path: string,
    body: Record<string, unknown>,
    headers: Record<string, string> = operatorHeaders,
  ): Promise<Answer> {
    const response = await t().post(path, body, headers);
    return { status: response.status, json: response.json as Answer['json'] };
  }

  /** A position of the brand (sepehran unless `headers` say otherwise), open unless told. */
  async function addPosition(
    fields: Record<string, unknown> = {},
    headers: Record<string, string> = operatorHeaders,
  ): Promise<number> {
    const answer = await call(
      'admin/saveJobPosition',
      {
        lang: 'en',
        title: 'Reservations agent',
        location: 'Tehran',
        employment: 'fullTime',
        description: '<p>Answer travellers.</p>',
        position: 0,
        ...fields,
      },
      headers,
    );
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    return (answer.json.data as { id: number }).id;
  }

  async function captcha(headers: Record<string, string>) {
    const answer = await call('auth/createCaptcha', {}, headers);
    expect(answer.status).toBe(200);
    const data = answer.json.data as { captchaId: string; devAnswer: string };
    return { captchaId: data.captchaId, captcha: data.devAnswer };
  }

  /** An application as the form sends it, with a fresh captcha unless `fields` give one. */
  async function apply(
    positionId: number,
    fields: Record<string, string> = {},
    files: Upload[] = [cvFile()],
    headers: Record<string, string> = visitor(),
  ): Promise<Answer> {
    const body = buildMultipart(
      {
        positionId: String(positionId),
        fullName: 'Leila Ahmadi',
        mobile: freshMobile().local,
        email: 'leila@example.com',
        coverLetter: 'I have three years at an airline call centre.',
        ...(await captcha(headers)),
        ...fields,
      },
      files,
    );
    const response = await t().app.inject({
      method: 'POST',
      url: '/api/request/applyJob',
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    });
    return { status: response.statusCode, json: response.json<Answer['json']>() };
  }

  /** The CV download, as `headers` ask for it. */
  async function downloadCv(
    id: number | string,
    headers: Record<string, string> = operatorHeaders,
  ) {
    return t().app.inject({ method: 'GET', url: `/api/admin/jobApplications/${id}/cv`, headers });
  }

  return {
    get t() {
      return t();
    },
    get operator() {
      return operatorHeaders;
    },
    call,
    addPosition,
    apply,
    downloadCv,
    sentTo: (recipient: string) => messagesTo(t().database.db, recipient),
  };
}
