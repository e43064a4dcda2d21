import { describe, expect, it } from 'vitest';
import type { AuditLogResponse } from '@parvaz/domain/contracts/audit';
import type {
  AdminJobPosition,
  JobApplication,
  JobApplicationList,
  JobPosition,
} from '@parvaz/domain/contracts/careers';
import { eq } from 'drizzle-orm';
import { jobApplications } from '../../db/schema/careers';
import { buildSignedInUser } from '../../test/factories';
import { databaseKinds } from '../../test/test-app';
import { careersApp, pdf, visitor } from './careers-test-kit';

describe.each(databaseKinds)("the operator's recruitment console on %s", (kind) => {
  const c = careersApp(kind);

  it('adds, changes and closes a position, sanitised and audited', async () => {
    const id = await c.addPosition({
      title: 'Customer support <b>agent</b>',
      description: '<p>Nights.</p><script>alert(1)</script><img src=x onerror=alert(1)>',
    });
    const listed = await c.call('admin/getJobPositions', { lang: 'en' });
    const item = (listed.json.data as { items: AdminJobPosition[] }).items.find((p) => p.id === id);
    expect(item?.description).not.toMatch(/script|onerror/);
    expect(item?.open).toBe(true);
    const closed = await c.call('admin/saveJobPosition', {
      id,
      lang: 'en',
      title: 'Customer support agent',
      location: 'Mashhad',
      employment: 'partTime',
      description: '<p>Days.</p>',
      open: false,
      position: 3,
    });
    expect(closed.status).toBe(200);
    expect(closed.json.data).toMatchObject({ id, open: false, position: 3, location: 'Mashhad' });
    const jobs = (await c.call('context/getJobs', {}, visitor())).json.data as JobPosition[];
    expect(jobs.map((job) => job.id)).not.toContain(id);
    const log = await c.call('admin/getAuditLog', { entity: 'jobPosition', entityKey: String(id) });
    expect((log.json.data as AuditLogResponse).items.map((entry) => entry.action)).toEqual([
      'update',
      'create',
    ]);
    const bad = await c.call('admin/saveJobPosition', { lang: 'xx', employment: 'gig' });
    expect(bad.status).toBe(400);
    expect(bad.json.errors?.fields).toHaveProperty('employment');
    expect(bad.json.errors?.fields).toHaveProperty('title');
  });

  it("refuses to change a position that is not there or is another brand's, and changes nothing", async () => {
    const id = await c.addPosition({ title: 'Ground handling agent' });
    const change = { lang: 'en', title: 'Taken over', location: 'Tabriz', employment: 'fullTime' };
    const unknown = await c.call('admin/saveJobPosition', {
      ...change,
      id: 987_654,
      description: '<p>x</p>',
    });
    expect(unknown.status).toBe(404);
    const turkOperator = await buildSignedInUser(c.t.database.db, {
      tenant: 'turk',
      role: 'operator',
    });
    const foreign = await c.call(
      'admin/saveJobPosition',
      { ...change, id, description: '<p>x</p>' },
      { ...turkOperator.headers, 'x-tenant': 'turk' },
    );
    expect(foreign.status).toBe(404);
    const listed = await c.call('admin/getJobPositions', { lang: 'en' });
    const item = (listed.json.data as { items: AdminJobPosition[] }).items.find((p) => p.id === id);
    expect(item?.title).toBe('Ground handling agent');
  });

  it('lists applications, filters them, shortlists one (audited) and hands its CV over', async () => {
    const id = await c.addPosition({ title: 'Frontend engineer' });
    const sent = await c.apply(id, { fullName: 'Arash <b>Karimi</b>' });
    expect(sent.status).toBe(200);
    const { reference } = sent.json.data as { reference: string };
    const list = await c.call('admin/getJobApplications', { status: 'new', positionId: id });
    const [application] = (list.json.data as JobApplicationList).items;
    expect(application).toMatchObject({
      reference,
      fullName: 'Arash <b>Karimi</b>',
      positionTitle: 'Frontend engineer',
      status: 'new',
    });
    const appId = application?.id ?? 0;

    const cv = await c.downloadCv(appId);
    expect(cv.statusCode).toBe(200);
    expect(cv.rawPayload.equals(pdf)).toBe(true);
    expect(cv.headers['content-type']).toBe('application/pdf');
    expect(cv.headers['content-disposition']).toMatch(/^attachment;/);
    expect(cv.headers['x-content-type-options']).toBe('nosniff');

    const set = await c.call('admin/setJobApplicationStatus', { id: appId, status: 'shortlisted' });
    expect(set.status).toBe(200);
    expect((set.json.data as JobApplication).status).toBe('shortlisted');
    expect((set.json.data as JobApplication).reviewedAt).not.toBeNull();
    const shortlisted = await c.call('admin/getJobApplications', { status: 'shortlisted' });
    expect((shortlisted.json.data as JobApplicationList).items.map((a) => a.id)).toContain(appId);
    const log = await c.call('admin/getAuditLog', {
      entity: 'jobApplication',
      entityKey: String(appId),
    });
    expect((log.json.data as AuditLogResponse).items).toHaveLength(1);
    expect(
      (await c.call('admin/setJobApplicationStatus', { id: appId, status: 'new' })).status,
    ).toBe(400);
    expect(
      (await c.call('admin/setJobApplicationStatus', { id: 99_999_999, status: 'reviewed' }))
        .status,
    ).toBe(404);
  });

  it('keeps the console and the CVs from a customer, an agency user, a supporter and other brands', async () => {
    const id = await c.addPosition();
    await c.apply(id);
    const list = await c.call('admin/getJobApplications', { positionId: id });
    const appId = (list.json.data as JobApplicationList).items[0]?.id ?? 0;
    const db = c.t.database.db;
    for (const role of ['customer', 'agency', 'supporter'] as const) {
      const { headers } = await buildSignedInUser(db, { role });
      expect((await c.downloadCv(appId, headers)).statusCode, role).toBe(403);
      for (const [path, body] of [
        ['admin/getJobPositions', {}],
        [
          'admin/saveJobPosition',
          { lang: 'en', title: 'x', location: 'y', employment: 'fullTime', description: 'z' },
        ],
        ['admin/getJobApplications', {}],
        ['admin/setJobApplicationStatus', { id: appId, status: 'declined' }],
      ] as const)
        expect((await c.call(path, body, headers)).status, `${role} ${path}`).toBe(403);
    }
    expect((await c.downloadCv(appId, {})).statusCode).toBe(401);
    const turkOperator = await buildSignedInUser(db, { tenant: 'turk', role: 'operator' });
    const customer = await buildSignedInUser(db, { role: 'customer' });
    expect((await c.downloadCv(appId, turkOperator.headers)).statusCode).toBe(404);
    expect((await c.downloadCv('abc')).statusCode).toBe(404);
    // The general file address opens no one's CV either, not even the operator's.
    const [row] = await db
      .select({ fileId: jobApplications.cvFileId })
      .from(jobApplications)
      .where(eq(jobApplications.id, appId));
    for (const headers of [c.operator, customer.headers]) {
      const file = await c.t.app.inject({
        method: 'GET',
        url: `/api/files/${row?.fileId}`,
        headers,
      });
      expect(file.statusCode).toBe(404);
    }
    const list2 = await c.call('admin/getJobApplications', { positionId: id }, customer.headers);
    expect(list2.status).toBe(403);
    const statusAfter = await c.call('admin/getJobApplications', { positionId: id });
    expect((statusAfter.json.data as JobApplicationList).items[0]?.status).toBe('new');
  });
});
