import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminComment } from '@parvaz/domain/contracts/admin-comments';
import { buildSignedInUser } from '../../test/factories';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import { answeredCaptcha, buildPost, categoryId, postOf, sepehranFa } from './blog-test-kit';

type Queue = { items: AdminComment[]; total: number };

describe.each(databaseKinds)("the operator's comment queue on %s", (kind) => {
  let t: TestApp;
  let operator: Record<string, string>;
  const slug = `moderation-queue-${kind}`;
  beforeAll(async () => {
    t = await createTestApp(kind);
    operator = (await buildSignedInUser(t.database.db, { tenant: 'sepehran', role: 'operator' }))
      .headers;
    await buildPost(t.database.db, {
      slug,
      categoryId: await categoryId(t.database.db, 'sepehran', 'travel-tips'),
    });
  });
  afterAll(() => t.close());

  const queue = async (body: Record<string, unknown> = {}, headers = operator) => {
    const answer = await t.post('admin/getComments', body, headers);
    return { status: answer.status, data: (answer.json as { data?: Queue }).data };
  };

  it('lists a new comment as pending with its post; approving it moves it and shows it to readers', async () => {
    const sent = await t.post(
      'blog/addComment',
      { slug, fullName: 'سارا', text: 'سفر خوبی داشتیم.', ...(await answeredCaptcha(t)) },
      { ...sepehranFa, 'x-forwarded-for': '10.77.0.1' },
    );
    const id = (sent.json as { data: { id: number } }).data.id;
    const pending = await queue();
    const listed = pending.data?.items.find((item) => item.id === id);
    expect(listed).toMatchObject({
      postSlug: slug,
      lang: 'fa',
      fullName: 'سارا',
      status: 'pending',
    });

    const decided = await t.post('blog/moderateComment', { id, status: 'approved' }, operator);
    expect(decided.status).toBe(200);
    expect((await queue()).data?.items.some((item) => item.id === id)).toBe(false);
    expect((await queue({ status: 'approved' })).data?.items.some((item) => item.id === id)).toBe(
      true,
    );
    const read = await postOf(t, slug);
    expect(read.post?.approvedComments.map((comment) => comment.text)).toContain(
      'سفر خوبی داشتیم.',
    );
  });

  it("shows no other brand's comments, and no one but the operator", async () => {
    const turk = await buildSignedInUser(t.database.db, { tenant: 'turk', role: 'operator' });
    const theirs = await queue({ status: 'approved' }, turk.headers);
    expect(theirs.data?.items.some((item) => item.postSlug === slug)).toBe(false);
    const supporter = await buildSignedInUser(t.database.db, {
      tenant: 'sepehran',
      role: 'supporter',
    });
    expect((await queue({}, supporter.headers)).status).toBe(403);
    expect((await queue({ status: 'hidden' })).status).toBe(400);
  });
});
