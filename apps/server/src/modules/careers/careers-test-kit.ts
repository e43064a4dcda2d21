import { expect } from 'vitest';
import { samplePdf, sampleDocx } from '../../db/seed/careers/sample-documents';
import { freshIps, suiteApp, visitorHeaders, type Answer, type Upload } from '../../test/suite-app';
import type { DatabaseKind } from '../../test/test-app';

/** Shared by the recruitment tests: positions, applications and the console's calls. */

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

/** A client address no other call has used, for the limits counted per address. */
export const freshIp = freshIps(19);

let nextMobile = 100;
/** A fresh Iranian mobile, local and E.164. */
export function freshMobile(): { local: string; e164: string } {
  nextMobile += 1;
  const rest = String(4_000_000 + nextMobile).padStart(7, '0');
  return { local: `0936${rest}`, e164: `+98936${rest}` };
}

export const visitor = visitorHeaders(freshIp);

/** A suite's app, its operator, and the calls recruitment needs. */
export function careersApp(kind: DatabaseKind) {
  const suite = suiteApp(kind, { operatorOf: 'sepehran' });
  const { call, captcha } = suite;

  /** A position of the brand (sepehran unless `headers` say otherwise), open unless told. */
  async function addPosition(
    fields: Record<string, unknown> = {},
    headers: Record<string, string> = suite.operator,
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

  /** An application as the form sends it, with a fresh captcha unless `fields` give one. */
  async function apply(
    positionId: number,
    fields: Record<string, string> = {},
    files: Upload[] = [cvFile()],
    headers: Record<string, string> = visitor(),
  ): Promise<Answer> {
    return suite.upload(
      'request/applyJob',
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
      headers,
    );
  }

  /** The CV download, as `headers` ask for it. */
  async function downloadCv(id: number | string, headers: Record<string, string> = suite.operator) {
    return suite.t.app.inject({
      method: 'GET',
      url: `/api/admin/jobApplications/${id}/cv`,
      headers,
    });
  }

  return {
    get t() {
      return suite.t;
    },
    get operator() {
      return suite.operator;
    },
    call,
    addPosition,
    apply,
    downloadCv,
    sentTo: suite.sentTo,
  };
}
