import { describe, expect, it } from 'vitest';
import type { AdminFaqItem } from '@parvaz/domain/contracts/admin-faq';
import type { AuditLogResponse } from '@parvaz/domain/contracts/audit';
import type { FaqGroup } from '@parvaz/domain/contracts/pages';
import { buildSignedInUser } from '../../test/factories';
import { suiteApp } from '../../test/suite-app';
import { databaseKinds } from '../../test/test-app';

describe.each(databaseKinds)("the operator's FAQ editor on %s", (kind) => {
  const suite = suiteApp(kind, { operatorOf: 'oman' });
  const { call } = suite;
  const visitorFaq = async () =>
    (await call<FaqGroup[]>('context/getGroupFaqs', {}, { 'x-tenant': 'oman', lang: 'en' })).json
      .data ?? [];

  it('adds, changes and removes a question that visitors read, each change audited', async () => {
    const added = await call<AdminFaqItem>('admin/saveFaq', {
      lang: 'en',
      topic: 'baggage',
      position: 0,
      question: 'Can I fly with a drone?',
      answer:
        '<p>In checked baggage, with its batteries <strong>in the cabin</strong>.</p><script>x()</script>',
    });
    expect(added.status).toBe(200);
    const id = added.json.data?.id ?? 0;
    expect(added.json.data?.answer).not.toContain('script');
    const baggage = (await visitorFaq()).find((group) => group.id === 'baggage');
    expect(baggage?.items.find((item) => item.id === id)?.question).toBe('Can I fly with a drone?');

    const changed = await call<AdminFaqItem>('admin/saveFaq', {
      id,
      lang: 'en',
      topic: 'baggage',
      position: 0,
      question: 'Can I fly with a drone or its batteries?',
      answer: '<p>Batteries in the cabin only.</p>',
    });
    expect(changed.json.data).toMatchObject({
      id,
      question: 'Can I fly with a drone or its batteries?',
    });
    const listed = await call<{ items: AdminFaqItem[] }>('admin/getFaqs', { lang: 'en' });
    expect(listed.json.data?.items.filter((item) => item.id === id)).toHaveLength(1);

    expect((await call('admin/deleteFaq', { id })).status).toBe(200);
    expect((await call('admin/deleteFaq', { id })).status).toBe(404);
    const questions = (await visitorFaq()).flatMap((group) => group.items.map((item) => item.id));
    expect(questions).not.toContain(id);

    const log = await call<AuditLogResponse>('admin/getAuditLog', {
      entity: 'faq',
      entityKey: String(id),
    });
    expect(log.json.data?.items.map((item) => item.action)).toEqual(['delete', 'update', 'create']);
  });

  it("refuses another brand's question, an unknown topic, and everyone but the operator", async () => {
    const turkOperator = await buildSignedInUser(suite.t.database.db, {
      tenant: 'turk',
      role: 'operator',
    });
    const own = await call<AdminFaqItem>('admin/saveFaq', {
      lang: 'ar',
      topic: 'refund',
      position: 1,
      question: 'متى يصل المبلغ المسترد؟',
      answer: '<p>خلال سبعة أيام عمل.</p>',
    });
    const id = own.json.data?.id ?? 0;
    const foreign = await call(
      'admin/saveFaq',
      {
        id,
        lang: 'ar',
        topic: 'refund',
        position: 1,
        question: 'x',
        answer: 'y',
      },
      turkOperator.headers,
    );
    expect(foreign.status).toBe(404);
    expect((await call('admin/deleteFaq', { id }, turkOperator.headers)).status).toBe(404);
    const badTopic = await call('admin/saveFaq', {
      lang: 'ar',
      topic: 'visa',
      question: 'q',
      answer: 'a',
    });
    expect(badTopic.status).toBe(400);
    expect(badTopic.json.errors?.fields).toHaveProperty('topic');
    const supporter = await buildSignedInUser(suite.t.database.db, {
      tenant: 'oman',
      role: 'supporter',
    });
    expect((await call('admin/deleteFaq', { id }, supporter.headers)).status).toBe(403);
  });
});
