import { describe, expect, it } from 'vitest';
import { endlessUploadStatus } from '../../test/endless-upload';
import { buildSignedInUser } from '../../test/factories';
import { databaseKinds } from '../../test/test-app';
import { casesApp, exe, freshIp, pdf, png, visitor } from './cases-test-kit';

interface CaseView {
  reference: string;
  kind: string;
  title: string;
  status: string;
  confidential: boolean;
  messages: Array<{ authorType: string; text: string; files: Array<{ name: string }> }>;
}

interface DeskTicket {
  id: number;
  kind: string;
  reference: string | null;
  title: string;
  confidential: boolean;
  details: Record<string, string>;
  customer: { id: number | null; name: string; mobile: string; email: string | null };
}

const contact = {
  fullName: 'Nasrin Ebrahimi',
  mobile: '0912 111 2233',
  email: 'Nasrin.Ebrahimi@Example.com',
  subject: 'Seat for my mother',
  text: 'My mother needs an aisle seat near the front. Can you arrange it?',
};

describe.each(databaseKinds)('cases from the site’s forms (%s)', (kind) => {
  const s = casesApp(kind);

  it('takes a contact message, answers its reference and sends it by SMS and e-mail in the visitor’s language', async () => {
    const reference = await s.sendCase('request/createRequest', contact, visitor({ lang: 'fa' }));
    expect(reference).toMatch(/^[1-9]\d{9}$/);
    const sms = await s.sentTo('+989121112233');
    expect(sms[0]?.channel).toBe('sms');
    expect(sms[0]?.text).toContain(reference);
    expect(sms[0]?.text).toContain('سپهران');
    const [mail] = await s.sentTo('nasrin.ebrahimi@example.com');
    expect(mail?.subject).toContain(reference);
    expect(mail?.text).toContain(`/case?reference=${reference}`);
    expect(mail?.text).toContain('Nasrin Ebrahimi');

    // The visitor looks it up with the mobile as typed (local form) or in full.
    for (const mobile of ['09121112233', '+98 912 111 2233', '۰۹۱۲۱۱۱۲۲۳۳']) {
      const found = await s.call('request/getCase', { reference, mobile }, visitor());
      expect(found.status, mobile).toBe(200);
      const view = found.json.data as CaseView;
      expect(view).toMatchObject({ reference, kind: 'contact', title: contact.subject });
      expect(view.status).toBe('Open');
      expect(view.messages).toEqual([expect.objectContaining({ text: contact.text })]);
    }
  });

  it('refuses bad fields with the product’s messages in the caller’s language', async () => {
    const headers = visitor({ lang: 'fa' });
    const answer = await s.call(
      'request/createRequest',
      { fullName: '', mobile: '021 6600 4000', email: 'nasrin@', subject: '', text: 'short' },
      headers,
    );
    expect(answer.status).toBe(400);
    expect(answer.json.errors?.fields).toEqual({
      fullName: 'این فیلد الزامی است.',
      email: expect.any(String),
      subject: expect.any(String),
      text: expect.stringContaining('10'),
    });
    // The mobile is read in the brand's country once the rest is right: a landline is no mobile.
    const landline = await s.call(
      'request/createRequest',
      { ...contact, mobile: '021 6600 4000', ...(await s.captcha(headers)) },
      headers,
    );
    expect(landline.status).toBe(400);
    expect(Object.keys(landline.json.errors?.fields ?? {})).toEqual(['mobile']);
    // On turk a local number is Turkish.
    const turkish = visitor({ tenant: 'turk' });
    const local = await s.sendCase(
      'request/createRequest',
      { ...contact, mobile: '0532 765 4321' },
      turkish,
    );
    expect((await s.sentTo('+905327654321'))[0]?.text).toContain(local);
  });

  it('asks for the captcha, uses it up right or wrong, and limits the cases of one address', async () => {
    const headers = visitor();
    const none = await s.call('request/createRequest', contact, headers);
    expect(none.status).toBe(400);
    expect(none.json.errors?.fields?.captcha).toBeDefined();
    const captcha = await s.captcha(headers);
    const wrong = await s.call(
      'request/createRequest',
      { ...contact, captchaId: captcha.captchaId, captcha: '00000x' },
      headers,
    );
    expect(wrong.status).toBe(400);
    const again = await s.call('request/createRequest', { ...contact, ...captcha }, headers);
    expect(again.status).toBe(400);
    expect(again.json.errors?.fields?.captcha).toBeDefined();
    // Three tries so far; two more cases go through, the sixth try is refused, captcha or not.
    await s.sendCase('request/createRequest', contact, headers);
    await s.sendCase('request/createRequest', contact, headers);
    const limited = await s.call(
      'request/createRequest',
      { ...contact, ...(await s.captcha(headers)) },
      headers,
    );
    expect(limited.status).toBe(429);
    expect(limited.json.errors?.error).toMatch(/several messages/);
    // Over its limit, an address is refused before its files are read, on every case form: a
    // body that never ends is answered at once.
    for (const path of ['createRequest', 'email/report/complaint', 'email/report/safety'])
      expect(
        await endlessUploadStatus(s.t.app, `/api/request/${path}`, headers, 'files'),
        path,
      ).toBe(429);
    // Another address is not held back.
    await s.sendCase('request/createRequest', contact, visitor());
  });

  it('takes a complaint with files, checking their type before the captcha is used', async () => {
    const headers = visitor();
    const captcha = await s.captcha(headers);
    const fields = {
      fullName: 'Omid Rahnama',
      mobile: '09121112244',
      trackingCode: '۴۸۲۹۳۰۱۷۵۶',
      text: 'The crew refused to help me with my bag although I asked twice.',
    };
    const program = await s.upload(
      'request/email/report/complaint',
      { ...fields, ...captcha },
      [{ field: 'files', name: 'photo.png', type: 'image/png', data: exe }],
      headers,
    );
    expect(program.status).toBe(400);
    expect(program.json.errors?.code).toBe('VALIDATION');
    // The same captcha still answers: the file was refused before it was used.
    const sent = await s.upload(
      'request/email/report/complaint',
      { ...fields, ...captcha },
      [
        { field: 'files', name: 'boarding-pass.pdf', type: 'application/pdf', data: pdf },
        { field: 'files[]', name: 'bag.png', type: 'image/png', data: png },
      ],
      headers,
    );
    expect(sent.status, JSON.stringify(sent.json)).toBe(200);
    const { reference } = sent.json.data as { reference: string };
    const view = (await s.call('request/getCase', { reference, mobile: fields.mobile }, visitor()))
      .json.data as CaseView;
    expect(view.kind).toBe('complaint');
    expect(view.title).toBe(fields.text);
    expect(view.messages[0]?.files.map((f) => f.name).sort()).toEqual([
      'bag.png',
      'boarding-pass.pdf',
    ]);
    const supporter = await buildSignedInUser(s.t.database.db, { role: 'supporter' });
    const list = await s.call(
      'profile/supporterTicketList',
      { kind: 'complaint' },
      { ...supporter.headers, lang: 'en' },
    );
    const ticket = (list.json.data as DeskTicket[]).find((c) => c.reference === reference);
    expect(ticket).toMatchObject({
      kind: 'complaint',
      details: { trackingCode: '4829301756' },
      customer: { id: null, name: 'Omid Rahnama', mobile: '+989121112244', email: null },
    });
  });

  it('takes a safety report: the flight in its usual form, a day not yet come refused', async () => {
    const headers = visitor();
    const report = {
      fullName: 'Parisa Jafari',
      mobile: '09121112255',
      flightNumber: 'w5  1012',
      date: '2099-01-01',
      text: 'A cabin bag blocked the emergency exit row during take-off.',
      confidential: '1',
    };
    const future = await s.call(
      'request/email/report/safety',
      { ...report, flightNumber: 'flight one', ...(await s.captcha(headers)) },
      headers,
    );
    expect(future.status).toBe(400);
    expect(Object.keys(future.json.errors?.fields ?? {}).sort()).toEqual(['date', 'flightNumber']);
    const today = new Date().toISOString().slice(0, 10);
    const reference = await s.sendCase('request/email/report/safety', { ...report, date: today });
    const view = (await s.call('request/getCase', { reference, mobile: report.mobile }, visitor()))
      .json.data as CaseView;
    // The sender reads their own report, confidential or not.
    expect(view).toMatchObject({ kind: 'safety', confidential: true, status: 'Open' });
  });

  it('answers a wrong pair exactly as an unknown reference, and limits the tries of an address', async () => {
    const reference = await s.sendCase('request/createRequest', {
      ...contact,
      mobile: '09121112266',
    });
    const ip = freshIp();
    const wrongMobile = await s.call(
      'request/getCase',
      { reference, mobile: '09121112267' },
      visitor({ ip }),
    );
    const unknown = await s.call(
      'request/getCase',
      { reference: '1000000009', mobile: '09121112266' },
      visitor({ ip }),
    );
    const otherBrand = await s.call(
      'request/getCase',
      { reference, mobile: '09121112266' },
      visitor({ ip, tenant: 'turk' }),
    );
    expect(wrongMobile).toEqual({
      status: 404,
      json: { status: 'error', errors: expect.objectContaining({ code: 'NOT_FOUND' }) },
    });
    expect(unknown).toEqual(wrongMobile);
    expect(otherBrand).toEqual(wrongMobile);
    // Three wrong pairs so far; seventeen more reach the limit, then even the right pair waits.
    for (let i = 3; i < 20; i++)
      await s.call('request/getCase', { reference, mobile: '09120000000' }, visitor({ ip }));
    const limited = await s.call(
      'request/getCase',
      { reference, mobile: '09121112266' },
      visitor({ ip }),
    );
    expect(limited.status).toBe(429);
  });

  it('carries the desk’s answer to the visitor: status, SMS with the reference, e-mail with the answer', async () => {
    const mobile = '09121112277';
    const reference = await s.sendCase(
      'request/createRequest',
      { ...contact, mobile, email: 'reader@example.com' },
      visitor({ lang: 'tr' }),
    );
    const supporter = await buildSignedInUser(s.t.database.db, { role: 'supporter' });
    const desk = { ...supporter.headers, lang: 'en' };
    const list = (await s.call('profile/supporterTicketList', { kind: 'contact' }, desk)).json
      .data as DeskTicket[];
    const ticket = list.find((c) => c.reference === reference);
    expect(ticket?.customer.email).toBe('reader@example.com');
    const id = ticket?.id ?? 0;
    const answer = 'An aisle seat in row 3 is yours.';
    expect((await s.call('profile/supporterReply', { id, text: answer }, desk)).status).toBe(200);
    const [sms] = await s.sentTo('+989121112277');
    expect(sms?.text).toContain(reference);
    expect(sms?.text).toMatch(/yanıt/);
    const [mail] = await s.sentTo('reader@example.com');
    expect(mail?.text).toContain(answer);
    expect(mail?.text).toContain('lang=tr');
    const view = (await s.call('request/getCase', { reference, mobile }, visitor())).json
      .data as CaseView;
    expect(view.status).toBe('Progress');
    expect(view.messages.map((m) => m.authorType)).toEqual(['Customer', 'Supporter']);
    expect((await s.call('profile/setTicketStatus', { id, status: 'Close' }, desk)).status).toBe(
      200,
    );
    const closed = (await s.call('request/getCase', { reference, mobile }, visitor())).json
      .data as CaseView;
    expect(closed.status).toBe('Close');
  });
});
