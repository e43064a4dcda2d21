import { readdirSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, uploadedFiles } from '../../db/schema/platform';
import { signRequests } from '../../db/schema/sign-requests';
import { endlessUploadStatus } from '../../test/endless-upload';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import {
  agencyFields,
  documents,
  freshIp,
  iranianMobile,
  pdf,
  referenceOf,
  SignRequestClient,
} from './sign-requests-test-kit';

interface View {
  reference: string;
  status: string;
  note: string | null;
  fields: Record<string, string> | null;
  documents: Array<{ purpose: string; name: string }>;
}

describe.each(databaseKinds)('applying at /sign (%s)', (kind) => {
  let t: TestApp;
  let sepehran: SignRequestClient;

  beforeAll(async () => {
    t = await createTestApp(kind);
    sepehran = new SignRequestClient(t);
  });
  afterAll(() => t.close());

  it('texts a code to the contact mobile, in the brand’s country, at most once a minute', async () => {
    const mobile = iranianMobile();
    const sent = await sepehran.call('request/getAgentFormCode', { mobile: mobile.local });
    expect(sent.status).toBe(200);
    expect(sent.json.data).toMatchObject({ mobile: mobile.e164, resendInSeconds: 60 });
    expect(await sepehran.lastCode(mobile.e164)).toMatch(/^\d{6}$/);
    const again = await sepehran.call('request/getAgentFormCode', { mobile: mobile.local });
    expect(again.status).toBe(429);
    const wrong = await sepehran.call('request/getAgentFormCode', { mobile: '12345' });
    expect(wrong.status).toBe(400);
    expect(wrong.json.errors?.fields?.mobile).toBe('Incorrect mobile number.');
  });

  it('takes a request only with the code texted to its contact mobile', async () => {
    const mobile = iranianMobile();
    const fields = agencyFields(mobile.local);
    const none = await sepehran.send(fields, documents());
    expect(none.status).toBe(400);
    expect(none.json.errors?.fields?.code).toBeDefined();

    await sepehran.call('request/getAgentFormCode', { mobile: mobile.local });
    const code = await sepehran.lastCode(mobile.e164);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await sepehran.send({ ...fields, code: wrongCode }, documents());
    expect(wrong.status).toBe(400);
    expect(wrong.json.errors?.fields?.code).toBe('The code is not correct.');

    // Another mobile's code opens nothing either.
    const other = iranianMobile();
    await sepehran.call('request/getAgentFormCode', { mobile: other.local });
    const borrowed = await sepehran.send(
      { ...fields, code: await sepehran.lastCode(other.e164) },
      documents(),
    );
    expect(borrowed.status).toBe(400);

    const taken = await sepehran.send({ ...fields, code }, documents());
    expect(taken.status).toBe(200);
    expect(taken.json.data).toMatchObject({ status: 'PendingVerification' });
    expect(referenceOf(taken)).toMatch(/^SR[A-Z2-9]{8}$/);
    // A code is good for one request.
    const twice = await sepehran.send({ ...fields, code }, documents());
    expect(twice.status).toBe(410);
  });

  it('limits the requests of an address, refusing one over its limit before its documents are read', async () => {
    const address = { 'x-forwarded-for': freshIp() };
    const fields = { ...agencyFields(iranianMobile().local), code: '000000' };
    // Each try counts, a wrong code too: ten go to their code check, the eleventh is refused.
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await sepehran.send(fields, documents(), address)).status);
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
    // A body that never ends is answered at once.
    const headers = sepehran.headers(address);
    expect(await endlessUploadStatus(t.app, '/api/request/sendAgentForm', headers, 'licence')).toBe(
      429,
    );
    // Another address is not held back.
    expect((await sepehran.send(fields, documents())).status).toBe(400);
  });

  it('reads the company’s numbers by the brand’s country', async () => {
    const mobile = iranianMobile();
    await sepehran.call('request/getAgentFormCode', { mobile: mobile.local });
    const code = await sepehran.lastCode(mobile.e164);
    const answer = await sepehran.send(
      {
        ...agencyFields(mobile.local),
        nationalId: '10380284791',
        economicCode: '4111',
        agencyPhone: '123',
        code,
      },
      documents(),
    );
    expect(answer.status).toBe(400);
    expect(answer.json.errors?.fields).toEqual({
      nationalId: 'This company ID number is not valid.',
      economicCode: 'This tax number (economic code) is not valid.',
      agencyPhone: 'Incorrect phone number.',
    });
    // Nothing was taken: the code is still good for the corrected request.
    const corrected = await sepehran.send({ ...agencyFields(mobile.local), code }, documents());
    expect(corrected.status).toBe(200);

    const latin = await sepehran.send(
      { ...agencyFields(mobile.local), nameEn: 'ستاره کویر', code },
      documents(),
    );
    expect(latin.json.errors?.fields?.nameEn).toBe(
      'Write the name in Latin letters, as on your letterhead.',
    );

    // A Turkish brand takes a MERSİS number and a tax number with its check digit.
    const turk = new SignRequestClient(t, 'turk');
    const turkish = {
      ...agencyFields('0532 111 2233', {
        name: 'Kapadokya Gezi Turizm',
        nameEn: 'Cappadocia Travel',
        ceoName: 'Elif Yılmaz',
        agencyPhone: '0384 341 2233',
        nationalId: '0454053692000017',
        economicCode: '4540536920',
        licenceNo: 'A-12345',
        city: 'Nevşehir',
        address: 'Atatürk Bulvarı No: 12, Ürgüp, Nevşehir',
      }),
    };
    const turkAnswer = await turk.apply(turkish, documents(), '+905321112233');
    expect(turkAnswer.status, JSON.stringify(turkAnswer.json)).toBe(200);
    const refused = await turk.apply(
      { ...turkish, contactPhone: '0532 111 2234', economicCode: '4540536921' },
      documents(),
      '+905321112234',
    );
    expect(refused.json.errors?.fields?.economicCode).toBeDefined();
  });

  it('takes documents told by their bytes: a PDF, a JPEG or a PNG of at most 2 MB, all three', async () => {
    const attempt = async (files: ReturnType<typeof documents>) => {
      const mobile = iranianMobile();
      return sepehran.apply(agencyFields(mobile.local), files, mobile.e164);
    };
    const [licence, card, gazette] = documents();
    if (!licence || !card || !gazette) throw new Error('three documents');

    const missing = await attempt([licence, card]);
    expect(missing.status).toBe(400);
    expect(missing.json.errors?.fields?.gazette).toBe('Please attach this document.');

    // A text file claiming to be a PDF is what its bytes say it is.
    const posing = await attempt([
      { ...licence, data: Buffer.from('<html><script>alert(1)</script></html>') },
      card,
      gazette,
    ]);
    expect(posing.status).toBe(400);
    expect(posing.json.errors?.fields?.licence).toBeDefined();

    // A WebP is an image, but not one a document may be.
    const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]);
    const wrongImage = await attempt([licence, { ...card, data: webp }, gazette]);
    expect(wrongImage.json.errors?.fields?.nationalCard).toBe(
      'A document must be a PDF, JPEG or PNG file.',
    );

    const big = Buffer.concat([pdf, Buffer.alloc(2 * 1024 * 1024)]);
    const tooLarge = await attempt([licence, card, { ...gazette, data: big }]);
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.json.errors?.fields?.gazette).toBe('The file is too large (at most 2 MB).');

    const two = await attempt([licence, licence, card, gazette]);
    expect(two.status).toBe(400);

    const before = readdirSync(t.app.uploadsDir).length;
    const fine = await attempt([licence, card, gazette]);
    expect(fine.status).toBe(200);
    // Stored outside the web root under random names, each row naming its request and purpose.
    const [request] = await t.database.db
      .select({ id: signRequests.id })
      .from(signRequests)
      .where(eq(signRequests.reference, referenceOf(fine)));
    const rows = await t.database.db
      .select()
      .from(uploadedFiles)
      .where(eq(uploadedFiles.signRequestId, request?.id ?? 0));
    expect(rows.map((row) => row.purpose).sort()).toEqual(['gazette', 'licence', 'nationalCard']);
    expect(rows.every((row) => row.userId === null && /^[a-f0-9]{32}$/.test(row.id))).toBe(true);
    expect(rows.find((row) => row.purpose === 'nationalCard')?.mediaType).toBe('image/jpeg');
    expect(readdirSync(t.app.uploadsDir).length).toBe(before + 3);
  });

  it('tells the applicant the reference by SMS and e-mail, in the language they applied in', async () => {
    const mobile = iranianMobile();
    const fields = agencyFields(mobile.local, { email: 'reference.reader@example.com' });
    await sepehran.call('request/getAgentFormCode', { mobile: mobile.local }, { lang: 'fa' });
    const code = await sepehran.lastCode(mobile.e164);
    const answer = await sepehran.send({ ...fields, code }, documents(), { lang: 'fa' });
    const reference = referenceOf(answer);
    const sent = await t.database.db
      .select({ channel: outbox.channel, body: outbox.body, subject: outbox.subject })
      .from(outbox)
      .where(and(eq(outbox.tenant, 'sepehran')));
    const sms = sent.find((m) => m.channel === 'sms' && m.body.includes(reference));
    expect(sms?.body).toContain('سپهران');
    const mail = sent.find((m) => m.channel === 'email' && m.body.includes(reference));
    expect(mail?.subject).toContain(reference);
    expect(mail?.body).toContain(`/sign?reference=${reference}`);
  });

  it('shows the status by reference and mobile, and the same 404 for any other pair', async () => {
    const mobile = iranianMobile();
    const reference = referenceOf(
      await sepehran.apply(agencyFields(mobile.local), documents(), mobile.e164),
    );
    const found = await sepehran.call('request/getAgentForm', {
      reference: reference.toLowerCase(),
      mobile: mobile.local,
    });
    expect(found.status).toBe(200);
    const view = found.json.data as View;
    expect(view).toMatchObject({ reference, status: 'PendingVerification', note: null });
    // Details to correct only while changes are asked for.
    expect(view.fields).toBeNull();
    expect(view.documents.map((d) => d.purpose).sort()).toEqual([
      'gazette',
      'licence',
      'nationalCard',
    ]);

    const wrongMobile = await sepehran.call('request/getAgentForm', {
      reference,
      mobile: iranianMobile().local,
    });
    const wrongReference = await sepehran.call('request/getAgentForm', {
      reference: 'SRAAAAAAAA',
      mobile: mobile.local,
    });
    const otherBrand = await new SignRequestClient(t, 'oman').call('request/getAgentForm', {
      reference,
      mobile: mobile.e164,
    });
    for (const answer of [wrongMobile, wrongReference, otherBrand]) {
      expect(answer.status).toBe(404);
      expect(answer.json.errors?.error).toBe(wrongMobile.json.errors?.error);
    }
  });
});
