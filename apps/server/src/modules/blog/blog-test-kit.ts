import type { BlogPost, BlogPostsResponse } from '@parvaz/domain/contracts/blog';
import type { Database } from '../../db/client';
import type { blogPosts } from '../../db/schema/blog';
import { categoryIdBySlug, insertPost } from './blog.repository';
import type { TestApp } from '../../test/test-app';

// Helpers of the blog's tests: a brand's reader's headers, calls that answer their data, a
// captcha answered as the dev tools allow, and posts written straight into the database.

export const sepehranFa = { 'x-tenant': 'sepehran', lang: 'fa' };

export async function postsOf(
  t: TestApp,
  body: Record<string, unknown> = {},
  headers: Record<string, string> = sepehranFa,
): Promise<BlogPostsResponse> {
  const answer = await t.post('blog/getPosts', body, headers);
  if (answer.status !== 200) throw new Error(`getPosts ${answer.status}`);
  return (answer.json as { data: BlogPostsResponse }).data;
}

export async function postOf(
  t: TestApp,
  slug: string,
  headers: Record<string, string> = sepehranFa,
): Promise<{ status: number; post?: BlogPost; error?: string }> {
  const answer = await t.post('blog/getPost', { slug }, headers);
  const json = answer.json as { data?: BlogPost; errors?: { error: string } };
  return { status: answer.status, post: json.data, error: json.errors?.error };
}

/**
 * A fresh captcha of the brand `headers` name (sepehran) and its answer (the test app runs with
 * the dev tools on).
 */
export async function answeredCaptcha(
  t: TestApp,
  headers: Record<string, string> = sepehranFa,
): Promise<{ captchaId: string; captcha: string }> {
  const answer = await t.post(
    'auth/createCaptcha',
    {},
    {
      'x-tenant': headers['x-tenant'] ?? 'sepehran',
      'x-forwarded-for': '10.9.9.9',
    },
  );
  const data = (answer.json as { data: { captchaId: string; devAnswer?: string } }).data;
  if (!data.devAnswer) throw new Error('no dev answer');
  return { captchaId: data.captchaId, captcha: data.devAnswer };
}

export async function categoryId(db: Database, tenant: string, slug: string): Promise<number> {
  const id = await categoryIdBySlug(db, tenant, slug);
  if (id === undefined) throw new Error(`no category ${slug}`);
  return id;
}

/** A post of sepehran in Persian, published an hour ago unless told otherwise. */
export async function buildPost(
  db: Database,
  overrides: Partial<typeof blogPosts.$inferInsert> & { categoryId: number; slug: string },
): Promise<number> {
  return insertPost(db, {
    tenant: 'sepehran',
    lang: 'fa',
    title: `عنوان ${overrides.slug}`,
    summary: 'خلاصه',
    html: '<p>متن کوتاه</p>',
    image: '/blog/map.svg',
    author: 'نویسنده آزمون',
    status: 'published',
    publishedAt: new Date(Date.now() - 60 * 60_000),
    ...overrides,
  });
}
