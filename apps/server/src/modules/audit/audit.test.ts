import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditLogResponse } from '@parvaz/domain/contracts/audit';
import { buildSignedInUser } from '../../test/factories';
import { refusal } from '../../test/refusal';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import { recordChange } from './audit.api';

describe.each(databaseKinds)('the audit log on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const read = async (headers: Record<string, string>, body: Record<string, unknown> = {}) => {
    const answer = await t.post('admin/getAuditLog', body, headers);
    return { status: answer.status, data: (answer.json as { data?: AuditLogResponse }).data };
  };

  it("shows an operator their brand's changes, newest first, and one thing's on asking", async () => {
    const operator = await buildSignedInUser(t.database.db, {
      tenant: 'oman',
      role: 'operator',
    });
    const page = { title: 'About', html: '<p>Old</p>' };
    await t.database.db.transaction(async (tx) => {
      await recordChange(tx, {
        tenant: 'oman',
        actorId: operator.id,
        entity: 'page',
        entityKey: 'aboutUs/ar',
        action: 'create',
        before: null,
        after: page,
      });
      await recordChange(tx, {
        tenant: 'oman',
        actorId: operator.id,
        entity: 'page',
        entityKey: 'aboutUs/ar',
        action: 'update',
        before: page,
        after: { ...page, html: '<p>New</p>' },
      });
      await recordChange(tx, {
        tenant: 'turk',
        actorId: null,
        entity: 'page',
        entityKey: 'aboutUs/tr',
        action: 'create',
        before: null,
        after: page,
      });
    });
    const all = await read(operator.headers, { entity: 'page', entityKey: 'aboutUs/ar' });
    expect(all.status).toBe(200);
    expect(all.data?.total).toBe(2);
    expect(all.data?.items.map((item) => item.action)).toEqual(['update', 'create']);
    expect(all.data?.items[0]).toMatchObject({
      actorId: operator.id,
      before: page,
      after: { html: '<p>New</p>' },
    });
    // Another brand's changes are not in this brand's log.
    const everything = await read(operator.headers);
    expect(everything.data?.items.every((item) => item.entityKey !== 'aboutUs/tr')).toBe(true);
  });

  it('refuses everyone but the operator', async () => {
    for (const role of ['customer', 'supporter', 'agency'] as const) {
      const user = await buildSignedInUser(t.database.db, { tenant: 'oman', role });
      expect((await read(user.headers)).status).toBe(403);
    }
    expect((await t.post('admin/getAuditLog', {})).status).toBe(401);
  });

  it('is only ever appended to: the database refuses to change or remove a record', async () => {
    await recordChange(t.database.db, {
      tenant: 'sepehran',
      actorId: null,
      entity: 'faq',
      entityKey: '1',
      action: 'delete',
      before: { question: 'Q' },
      after: null,
    });
    for (const write of [
      sql`update audit_log set entity = 'changed'`,
      sql`delete from audit_log`,
      sql`truncate audit_log`,
    ])
      expect(await refusal(t.database.db.execute(write))).toBe('23514 audit_log_append_only');
  });
});
