import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commentLimits } from '@parvaz/domain/blog/comment-rules';
import { auditLog } from '../../db/schema/audit';
import { blogComments } from '../../db/schema/blog';
import { buildSignedInUser } from '../../test/factories';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import { answeredCaptcha, postOf, sepehranFa } from './blog-test-kit';

const slug = 'isfahan-beyond-naqsh-e-jahan';
const markup = '<img src=x onerror="window.__xss=1"><b>خیلی</b> عالی بود & ممنون';

describe.each(databaseKinds)('blog comments on %s', (kind) => {
  let t: TestApp;
  let address = 0;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  /** A visitor of their own address (the rate limit counts by it). */
  const visitor = (lang = 'fa') => {
    address += 1;
    return {
      ...sepehranFa,
      lang,
      'x-forwarded-for': `10.20.${Math.floor(address / 250)}.${address % 250}`,
    };
  };
  const comment = async (headers: Record<string, string>, fields: Record<string, unknown> = {}) => {
    const answer = await t.post(
      'blog/addComment',
      {
        slug,
        fullName: 'نرگس',
        text: 'مطلب خوبی بود.',
        ...(await answeredCaptcha(t, headers)),
        ...fields,
      },
      headers,
    );
    return answer as {
      status: number;
      json: {
        data?: { id: number; status: string };
        errors?: { error: string; fields?: Record<string, string> };
      };
    };
  };

  it('holds a comment for moderation and shows it, as text, once an operator approves it', async () => {
    const before = await postOf(t, slug);
    const sent = await comment(visitor(), {
      fullName: markup,
      text: markup,
      email: 'reader@example.com',
    });
    expect(sent.status).toBe(200);
    expect(sent.json.data).toEqual({ id: expect.any(Number), status: 'pending' });
    const id = sent.json.data?.id ?? 0;

    const pending = await postOf(t, slug);
    expect(pending.post?.approvedComments.map((c) => c.id)).not.toContain(id);
    expect(pending.post?.comments).toBe(before.post?.comments);

    const operator = await buildSignedInUser(t.database.db, {
      tenant: 'sepehran',
      role: 'operator',
    });
    const approved = await t.post(
      'blog/moderateComment',
      { id, status: 'approved' },
      operator.headers,
    );
    expect(approved.json).toMatchObject({ status: 'success', data: { id, status: 'approved' } });

    const shown = await postOf(t, slug);
    const stored = shown.post?.approvedComments.find((c) => c.id === id);
    // Exactly as written: a field of text, never sanitised into markup nor put in the post's HTML.
    expect(stored).toMatchObject({ fullName: markup, text: markup });
    expect(shown.post?.html).not.toContain('onerror');
    expect(shown.post?.comments).toBe((before.post?.comments ?? 0) + 1);

    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'comment'), eq(auditLog.entityKey, String(id))));
    expect(entry).toMatchObject({
      tenant: 'sepehran',
      actorId: operator.id,
      action: 'moderate',
      before: { status: 'pending' },
      after: { status: 'approved' },
    });
  });

  it("lets no one but the brand's operator moderate, and hides spam", async () => {
    const sent = await comment(visitor());
    const id = sent.json.data?.id ?? 0;
    const customer = await buildSignedInUser(t.database.db, { tenant: 'sepehran' });
    expect(
      (await t.post('blog/moderateComment', { id, status: 'approved' }, customer.headers)).status,
    ).toBe(403);
    expect((await t.post('blog/moderateComment', { id, status: 'approved' })).status).toBe(401);
    const foreign = await buildSignedInUser(t.database.db, { tenant: 'oman', role: 'operator' });
    const elsewhere = await t.post(
      'blog/moderateComment',
      { id, status: 'approved' },
      { ...foreign.headers, lang: 'en' },
    );
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.json).toMatchObject({ errors: { error: 'This comment was not found.' } });
    const operator = await buildSignedInUser(t.database.db, {
      tenant: 'sepehran',
      role: 'operator',
    });
    expect(
      (await t.post('blog/moderateComment', { id, status: 'spam' }, operator.headers)).status,
    ).toBe(200);
    const [row] = await t.database.db.select().from(blogComments).where(eq(blogComments.id, id));
    expect(row).toMatchObject({ status: 'spam', moderatedBy: operator.id });
    expect((await postOf(t, slug)).post?.approvedComments.map((c) => c.id)).not.toContain(id);
  });

  it('refuses a missing or wrong captcha, and uses a captcha up either way', async () => {
    const headers = visitor('en');
    const missing = await comment(headers, { captchaId: '', captcha: '' });
    expect(missing.status).toBe(400);
    expect(missing.json.errors?.fields?.captcha).toBe(
      'Please type the security code shown in the picture.',
    );
    const captcha = await answeredCaptcha(t, headers);
    const wrong = await comment(headers, {
      ...captcha,
      captcha: captcha.captcha === '00000' ? '11111' : '00000',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.errors?.fields?.captcha).toBe('The security code is not correct.');
    const reused = await comment(headers, captcha);
    expect(reused.json.errors?.fields?.captcha).toBe('The security code is not correct.');
  });

  it('says what is wrong with the fields, in the reader’s language', async () => {
    const empty = await comment(visitor('en'), {
      fullName: '  ',
      text: 'ok',
      email: 'not-an-email',
    });
    expect(empty.status).toBe(400);
    expect(empty.json.errors?.fields).toMatchObject({
      fullName: expect.any(String),
      text: expect.stringContaining(String(commentLimits.text.min)),
      email: expect.any(String),
    });
    const long = await comment(visitor('tr'), { text: 'x'.repeat(commentLimits.text.max + 1) });
    expect(long.json.errors?.fields?.text).toContain(String(commentLimits.text.max));
    const unknown = await comment(visitor('ar'), { slug: 'no-such-post' });
    expect(unknown.status).toBe(404);
    expect(unknown.json.errors?.error).toBe('لم يُعثر على هذا المقال.');
    const scheduled = await comment(visitor(), { slug: 'summer-schedule-preview' });
    expect(scheduled.status).toBe(404);
  });

  it('takes a few comments from one address, then asks it to wait', async () => {
    const headers = visitor();
    for (let n = 0; n < commentLimits.perAddress.max; n++)
      expect((await comment(headers)).status).toBe(200);
    const refused = await comment(headers);
    expect(refused.status).toBe(429);
    expect(refused.json.errors?.error).toBe(
      'در مدت کوتاهی چند دیدگاه فرستاده‌اید. لطفاً چند دقیقه بعد دوباره بفرستید.',
    );
    // Another address is not held up by it.
    expect((await comment(visitor())).status).toBe(200);
  });
});
