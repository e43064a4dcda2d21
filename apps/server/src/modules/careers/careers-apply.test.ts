import { describe, expect, it } from 'vitest';
import type { JobPosition } from '@parvaz/domain/contracts/careers';
import { endlessUploadStatus } from '../../test/endless-upload';
import { buildSignedInUser } from '../../test/factories';
import { databaseKinds } from '../../test/test-app';
import { careersApp, cvFile, docx, exe, freshMobile, pdf, visitor } from './careers-test-kit';

describe.each(databaseKinds)('applying for a position on %s', (kind) => {
  const c = careersApp(kind);

  it('lists only the open positions of the brand in the language asked for', async () => {
    const open = await c.addPosition({ title: 'Frontend engineer', position: 1 });
    const closed = await c.addPosition({ title: 'Night agent', open: false });
    await c.addPosition({ lang: 'fa', title: 'کارشناس رزرو' });
    const answer = await c.call('context/getJobs', {}, visitor());
    expect(answer.status).toBe(200);
    const jobs = answer.json.data as JobPosition[];
    const ids = jobs.map((job) => job.id);
    expect(ids).toContain(open);
    expect(ids).not.toContain(closed);
    expect(jobs.every((job) => /^[\x20-\x7e]+$/.test(job.title))).toBe(true);
    const other = await c.call('context/getJobs', {}, visitor({ tenant: 'turk' }));
    expect((other.json.data as JobPosition[]).map((job) => job.id)).not.toContain(open);
  });

  it('takes a PDF and a Word CV, answers a reference and sends it by SMS and e-mail', async () => {
    const id = await c.addPosition({ title: 'Revenue analyst' });
    const mobile = freshMobile();
    const sent = await c.apply(id, { mobile: mobile.local, email: 'ReZa@Example.com' });
    expect(sent.status, JSON.stringify(sent.json)).toBe(200);
    const { reference } = sent.json.data as { reference: string };
    expect(reference).toMatch(/^JA[A-Z2-9]{8}$/);
    const sms = await c.sentTo(mobile.e164);
    expect(sms[0]?.channel).toBe('sms');
    expect(sms[0]?.text).toContain(reference);
    expect(sms[0]?.text).toContain('Revenue analyst');
    const mail = await c.sentTo('reza@example.com');
    expect(mail[0]?.channel).toBe('email');
    expect(mail[0]?.subject).toContain(reference);

    const word = await c.apply(id, {}, [
      cvFile(
        docx,
        'cv.docx',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ),
    ]);
    expect(word.status, JSON.stringify(word.json)).toBe(200);
    const list = await c.call('admin/getJobApplications', { positionId: id });
    const items = (list.json.data as { items: Array<{ cv: { mediaType: string } }> }).items;
    expect(items.map((item) => item.cv.mediaType).sort()).toEqual([
      'application/pdf',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ]);
  });

  it('refuses a renamed program, a too-large file, a missing CV, with the CV field named', async () => {
    const id = await c.addPosition();
    const renamed = await c.apply(
      id,
      {},
      [cvFile(exe, 'cv.pdf', 'application/pdf')],
      visitor({ lang: 'fa' }),
    );
    expect(renamed.status).toBe(400);
    expect(renamed.json.errors?.fields?.cv).toBe('رزومه باید فایل PDF یا Word (‎.docx) باشد.');
    const zip = await c.apply(id, {}, [
      cvFile(Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(80)]), 'cv.docx'),
    ]);
    expect(zip.status).toBe(400);
    expect(zip.json.errors?.fields?.cv).toContain('PDF or a Word');
    const big = await c.apply(id, {}, [
      cvFile(Buffer.concat([pdf, Buffer.alloc(5 * 1024 * 1024)])),
    ]);
    expect(big.status).toBe(400);
    expect(big.json.errors?.fields?.cv).toContain('5 MB');
    const none = await c.apply(id, {}, []);
    expect(none.status).toBe(400);
    expect(none.json.errors?.fields?.cv).toBe('Attach your CV.');
    const badMobile = await c.apply(id, { mobile: '0912' });
    expect(badMobile.status).toBe(400);
    expect(badMobile.json.errors?.fields).toHaveProperty('mobile');
    const wrongCaptcha = await c.apply(id, { captcha: 'nope' });
    expect(wrongCaptcha.status).toBe(400);
    expect(wrongCaptcha.json.errors?.fields).toHaveProperty('captcha');
  });

  it('stores a CV under a name without direction controls and with the extension its bytes tell', async () => {
    const id = await c.addPosition({ title: 'Ground handling' });
    const docxType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    // "cv\u202efdp.exe" shows as "cvexe.pdf"; its bytes are a PDF.
    for (const [data, name] of [
      [pdf, 'cv\u202efdp.exe'],
      [docx, '\u2067résumé\u2069\u200f.pdf'],
      [pdf, 'cv'],
      [pdf, 'CV.PDF'],
    ] as const) {
      const sent = await c.apply(id, {}, [cvFile(data, name, docxType)]);
      expect(sent.status, JSON.stringify(sent.json)).toBe(200);
    }
    const list = await c.call('admin/getJobApplications', { positionId: id });
    const names = (list.json.data as { items: Array<{ cv: { name: string } }> }).items
      .map((item) => item.cv.name)
      .sort();
    expect(names).toEqual(['CV.PDF', 'cv.pdf', 'cvfdp.pdf', 'résumé.docx']);
  });

  it("refuses a closed position and another brand's, as if they were not there", async () => {
    const closed = await c.addPosition({ open: false });
    const turkOperator = await buildSignedInUser(c.t.database.db, {
      tenant: 'turk',
      role: 'operator',
    });
    const foreign = await c.addPosition({}, turkOperator.headers);
    for (const id of [closed, foreign, 99_999_999]) {
      const answer = await c.apply(id);
      expect(answer.status).toBe(404);
      expect(answer.json.errors?.fields?.positionId).toBe('This position is no longer open.');
    }
  });

  it('limits applications per address and per mobile', async () => {
    const id = await c.addPosition();
    const headers = visitor();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await c.apply(id, {}, [cvFile()], headers)).status);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
    // Over its limit, an address is refused before its body is read: a body that never ends
    // is answered at once.
    expect(await endlessUploadStatus(c.t.app, '/api/request/applyJob', headers, 'cv')).toBe(429);
    const mobile = freshMobile().local;
    const perMobile: number[] = [];
    for (let i = 0; i < 6; i++) perMobile.push((await c.apply(id, { mobile })).status);
    expect(perMobile).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
