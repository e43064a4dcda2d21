import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AuditLogResponse } from '@parvaz/domain/contracts/audit';
import type {
  SignRequestDetail,
  SignRequestList,
  SignRequestView,
} from '@parvaz/domain/contracts/sign-requests';
import { agencies, airlines } from '../../db/schema/flights';
import { signRequests } from '../../db/schema/sign-requests';
import { users } from '../../db/schema/users';
import { buildSignedInUser } from '../../test/factories';
import { databaseKinds } from '../../test/test-app';
import { reviewSuite } from './sign-request-review-test-kit';
import { agencyFields, iranianMobile, pdf } from './sign-requests-test-kit';

describe.each(databaseKinds)('approving sign requests (%s)', (kind) => {
  const review = reviewSuite(kind);
  const { apply, asOperator, laterByMinutes, messagesTo } = review;

  it('moves PendingVerification → NeedsChanges → sent again → Approved: an agency and its user, who sets a password and signs in', async () => {
    const { t, sepehran, operator } = review;
    const request = await apply();

    // The operator finds it among the brand's pending requests.
    const list = await asOperator('admin/getSignRequests', { status: 'PendingVerification' });
    expect(list.status).toBe(200);
    const listed = (list.json.data as SignRequestList).items.find(
      (item) => item.reference === request.reference,
    );
    expect(listed).toMatchObject({ kind: 'agency', name: request.fields.name });

    // Its details, and its documents, which only the operator reads.
    const detail = await asOperator('admin/getSignRequest', { id: request.id });
    const shown = detail.json.data as SignRequestDetail;
    expect(shown.fields).toMatchObject({
      contactPhone: request.mobile,
      agencyPhone: '+982188881234',
      nationalId: request.fields.nationalId,
    });
    expect(shown.documents.map((d) => d.purpose).sort()).toEqual([
      'gazette',
      'licence',
      'nationalCard',
    ]);
    const licence = shown.documents.find((d) => d.purpose === 'licence');
    const file = await t.app.inject({
      method: 'GET',
      url: licence?.url ?? '',
      headers: { ...operator.headers },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.equals(pdf)).toBe(true);

    // Changes asked for must say which.
    const silent = await asOperator('admin/reviewSignRequest', {
      id: request.id,
      decision: 'needsChanges',
      note: '',
    });
    expect(silent.status).toBe(400);
    expect(silent.json.errors?.fields?.note).toBe('Write a note telling the applicant why.');
    const note = 'The licence has expired: please attach the renewed one.';
    const asked = await asOperator('admin/reviewSignRequest', {
      id: request.id,
      decision: 'needsChanges',
      note,
    });
    expect(asked.status).toBe(200);
    expect(asked.json.data).toMatchObject({ status: 'NeedsChanges', created: null });
    const told = await messagesTo(request.mobile);
    expect(told.some((m) => m.channel === 'sms' && m.text.includes(note))).toBe(true);
    const mail = (await messagesTo(request.fields.email)).find((m) =>
      m.subject?.includes(request.reference),
    );
    expect(mail).toBeDefined();

    // The applicant sees the note and what was sent, to correct it.
    const looked = await sepehran.call('request/getAgentForm', {
      reference: request.reference,
      mobile: request.fields.contactPhone,
    });
    const view = looked.json.data as SignRequestView;
    expect(view).toMatchObject({ status: 'NeedsChanges', note });
    expect(view.fields).toMatchObject({ name: request.fields.name, email: request.fields.email });

    // Sent again under the same reference with a new licence; the other documents are kept.
    const oldLicencePath = join(t.app.uploadsDir, licence?.id ?? '');
    expect(existsSync(oldLicencePath)).toBe(true);
    laterByMinutes(2);
    await sepehran.call('request/getAgentFormCode', { mobile: request.fields.contactPhone });
    const renewed = Buffer.concat([pdf, Buffer.from('% renewed licence\n')]);
    const resent = await sepehran.send(
      {
        ...request.fields,
        city: 'اصفهان',
        reference: request.reference.toLowerCase(),
        code: await sepehran.lastCode(request.mobile),
      },
      [{ field: 'licence', name: 'renewed-licence.pdf', type: 'application/pdf', data: renewed }],
    );
    expect(resent.status, JSON.stringify(resent.json)).toBe(200);
    expect(resent.json.data).toEqual({
      reference: request.reference,
      status: 'PendingVerification',
    });
    expect(existsSync(oldLicencePath)).toBe(false);
    const again = (await asOperator('admin/getSignRequest', { id: request.id })).json
      .data as SignRequestDetail;
    expect(again.city).toBe('اصفهان');
    expect(again.documents.map((d) => d.name).sort()).toEqual([
      'doc-card.jpg',
      'doc-gazette.png',
      'renewed-licence.pdf',
    ]);

    // Approved: the agency and its first user, in one go.
    const approved = await asOperator('admin/reviewSignRequest', {
      id: request.id,
      decision: 'approve',
      note: '',
    });
    expect(approved.status, JSON.stringify(approved.json)).toBe(200);
    const created = (approved.json.data as { created: { agencyId: number; userId: number } })
      .created;
    const [agency] = await t.database.db
      .select()
      .from(agencies)
      .where(eq(agencies.id, created.agencyId));
    expect(agency?.name).toMatchObject({
      fa: request.fields.name,
      ar: request.fields.name,
      en: request.fields.nameEn,
      tr: request.fields.nameEn,
    });
    const [user] = await t.database.db.select().from(users).where(eq(users.id, created.userId));
    expect(user).toMatchObject({
      tenant: 'sepehran',
      role: 'agency',
      mobile: request.mobile,
      agencyId: created.agencyId,
      email: request.fields.email,
    });
    expect(user?.verifiedAt).not.toBeNull();

    // Decided for good: no second decision.
    const twice = await asOperator('admin/reviewSignRequest', {
      id: request.id,
      decision: 'decline',
      note: 'No.',
    });
    expect(twice.status).toBe(409);

    // The approval's link leads to the reset page with the mobile filled in.
    const sms = (await messagesTo(request.mobile)).map((m) => m.text).join('\n');
    expect(sms).toContain(`/forgetPassword?mobile=${encodeURIComponent(request.mobile)}`);

    // No password signs in yet; the reset flow sets the first one.
    const before = await sepehran.call('auth/login', {
      username: request.mobile,
      password: 'unset',
    });
    expect(before.status).toBe(400);
    const captcha = (await sepehran.call('auth/createCaptcha', {})).json.data as {
      captchaId: string;
      devAnswer: string;
    };
    const asked2 = await sepehran.call('auth/forgetPassword', {
      mobile: request.mobile,
      captchaId: captcha.captchaId,
      captcha: captcha.devAnswer,
    });
    expect(asked2.status).toBe(200);
    const set = await sepehran.call('auth/forgetPassword', {
      mobile: request.mobile,
      code: await sepehran.lastCode(request.mobile),
      password: 'Kavir2024',
    });
    expect(set.status).toBe(200);
    const signedIn = await sepehran.call('auth/login', {
      username: request.fields.contactPhone,
      password: 'Kavir2024',
    });
    expect(signedIn.status).toBe(200);
    expect((signedIn.json.data as { user: { role: string } }).user.role).toBe('agency');

    // Every decision is in the audit log.
    const log = await asOperator('admin/getAuditLog', {
      entity: 'signRequest',
      entityKey: request.reference,
    });
    const entries = (log.json.data as AuditLogResponse).items;
    expect(entries.map((e) => e.action)).toEqual(['moderate', 'moderate']);
    expect(entries[0]).toMatchObject({
      actorId: operator.id,
      before: { status: 'PendingVerification' },
      after: { status: 'Approved', agencyId: created.agencyId, userId: created.userId },
    });
    expect(entries[1]).toMatchObject({ after: { status: 'NeedsChanges', note } });
  });

  it('approves a service owner for the airline the reviewer names, once', async () => {
    const { t } = review;
    const owner = await apply(
      agencyFields(iranianMobile().local, {
        kind: 'serviceOwner',
        name: 'هواپیمایی آسمان کویر',
        nameEn: 'Kavir Air',
      }),
    );
    const noCode = await asOperator('admin/reviewSignRequest', {
      id: owner.id,
      decision: 'approve',
      note: '',
    });
    expect(noCode.status).toBe(400);
    expect(noCode.json.errors?.fields?.airlineCode).toBeDefined();
    const approved = await asOperator('admin/reviewSignRequest', {
      id: owner.id,
      decision: 'approve',
      note: 'Welcome aboard.',
      airlineCode: 'k9',
    });
    expect(approved.status, JSON.stringify(approved.json)).toBe(200);
    expect(approved.json.data).toMatchObject({
      status: 'Approved',
      created: { agencyId: null, airlineCode: 'K9' },
    });
    const [airline] = await t.database.db.select().from(airlines).where(eq(airlines.code, 'K9'));
    expect(airline).toMatchObject({ countryCode: 'IR', name: { en: 'Kavir Air' } });
    const [user] = await t.database.db
      .select({ role: users.role })
      .from(users)
      .where(and(eq(users.tenant, 'sepehran'), eq(users.mobile, owner.mobile)));
    expect(user?.role).toBe('airline');

    // A second owner for the same airline is refused; nothing of it is made.
    const second = await apply(agencyFields(iranianMobile().local, { kind: 'serviceOwner' }));
    const claimed = await asOperator('admin/reviewSignRequest', {
      id: second.id,
      decision: 'approve',
      note: '',
      airlineCode: 'K9',
    });
    expect(claimed.status).toBe(409);
    expect(claimed.json.errors?.error).toBe(
      'Another approved request already manages this airline.',
    );
    const [still] = await t.database.db
      .select({ status: signRequests.status })
      .from(signRequests)
      .where(eq(signRequests.id, second.id));
    expect(still?.status).toBe('PendingVerification');
  });

  it('refuses to approve a mobile that already has an account, and makes nothing', async () => {
    const { t } = review;
    const customer = await buildSignedInUser(t.database.db, { tenant: 'sepehran' });
    const [taken] = await t.database.db
      .select({ mobile: users.mobile })
      .from(users)
      .where(eq(users.id, customer.id));
    const local = `0${(taken?.mobile ?? '').slice(3)}`;
    const request = await apply(agencyFields(local));
    const agenciesBefore = (await t.database.db.select({ id: agencies.id }).from(agencies)).length;
    const refused = await asOperator('admin/reviewSignRequest', {
      id: request.id,
      decision: 'approve',
      note: '',
    });
    expect(refused.status).toBe(409);
    expect(refused.json.errors?.error).toContain('already has an account');
    expect((await t.database.db.select({ id: agencies.id }).from(agencies)).length).toBe(
      agenciesBefore,
    );
  });
});
