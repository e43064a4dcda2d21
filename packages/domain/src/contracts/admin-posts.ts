import { z } from 'zod';
import { postSlugMaxLength, postSlugPattern } from '../blog/post-slug';
import { languages } from '../languages';
import type { MessageKey } from '../messages';
import {
  integerField,
  proseField,
  requiredProseField,
  requiredTextField,
  textField,
} from '../validation/fields';
import { pagingFieldsUpTo } from './paging';

// The operator's console for the brand's blog (issue 19): every post of every state, one post
// for editing, saving it as a draft, published now or scheduled, and removing one nobody has
// commented on. Instants are ISO 8601; the answers write them in the brand's zone, named by
// `timeZone`. The HTML is sanitised by the server on save.

/** What a visitor sees of a post: nothing (draft), not yet (scheduled) or the post (published). */
export const postStates = ['draft', 'scheduled', 'published'] as const;
export type PostState = (typeof postStates)[number];

/** What the operator saves: a draft, or published from `publishedAt` (now when absent). */
export const postStatuses = ['draft', 'published'] as const;

export const postLimits = {
  title: 200,
  summary: 500,
  author: 80,
  tag: 40,
  tags: 10,
  html: 200_000,
} as const;

/** An address of a post's or a category's page: lower-case words with hyphens. */
export const slugField = requiredTextField(postSlugMaxLength).pipe(
  z.string().regex(postSlugPattern, { error: 'slugInvalid' satisfies MessageKey }),
);

/**
 * A cover image: one of the site's own drawings (`/blog/map.svg`) or an image uploaded through
 * `admin/uploadImage` (`/api/blog/images/<id>`); never another site's address.
 */
export const postImagePattern =
  /^(\/blog\/[a-z0-9-]+\.(svg|png|jpg|webp)|\/api\/blog\/images\/[a-f0-9]{32})$/;

const languageField = z.enum(languages, { error: 'invalidValue' satisfies MessageKey });
const idField = integerField().pipe(
  z
    .number()
    .int()
    .min(1, { error: 'invalidValue' satisfies MessageKey }),
);

export const adminPostsRequestSchema = z.object({
  lang: languageField.optional(),
  status: z.enum(postStates, { error: 'invalidValue' satisfies MessageKey }).optional(),
  /** Words of the title or the address. */
  q: textField(80),
  ...pagingFieldsUpTo(50),
});
export type AdminPostsRequest = z.output<typeof adminPostsRequestSchema>;

export const adminPostSummarySchema = z.object({
  id: z.int(),
  lang: z.enum(languages),
  slug: z.string(),
  title: z.string(),
  state: z.enum(postStates),
  /** Null for a draft. */
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
  category: z.object({ id: z.int(), name: z.string() }),
  author: z.string(),
  /** Approved comments. */
  comments: z.int(),
});
export type AdminPostSummary = z.infer<typeof adminPostSummarySchema>;

export const adminPostsResponseSchema = z.object({
  items: z.array(adminPostSummarySchema),
  total: z.int(),
  /** The brand's zone, in which the instants are written (`Asia/Tehran`). */
  timeZone: z.string(),
});
export type AdminPostsResponse = z.infer<typeof adminPostsResponseSchema>;

export const adminPostRequestSchema = z.object({ id: idField });

export const adminPostSchema = z.object({
  id: z.int(),
  lang: z.enum(languages),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  html: z.string(),
  image: z.string(),
  categoryId: z.int(),
  tags: z.array(z.string()),
  author: z.string(),
  status: z.enum(postStatuses),
  state: z.enum(postStates),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
  timeZone: z.string(),
  /** Comments in any state: a post with none may be removed. */
  comments: z.int(),
});
export type AdminPost = z.infer<typeof adminPostSchema>;

const tagField = requiredTextField(postLimits.tag);

export const savePostSchema = z
  .object({
    /** Absent for a new post. */
    id: idField.optional(),
    lang: languageField,
    slug: slugField,
    title: requiredProseField(postLimits.title),
    summary: proseField(postLimits.summary),
    html: z.string({ error: 'invalidValue' satisfies MessageKey }).max(postLimits.html, {
      error: 'tooLong' satisfies MessageKey,
    }),
    /** '' while a draft has no cover yet; a published post needs one. */
    image: textField(200).pipe(
      z.string().regex(new RegExp(`^$|${postImagePattern.source}`), {
        error: 'invalidValue' satisfies MessageKey,
      }),
    ),
    categoryId: idField,
    tags: z
      .array(tagField, { error: 'invalidValue' satisfies MessageKey })
      .max(postLimits.tags, { error: 'tooLarge' satisfies MessageKey })
      .default([])
      // The same tag twice is one tag.
      .transform((tags) => [...new Set(tags)]),
    author: requiredProseField(postLimits.author),
    status: z.enum(postStatuses, { error: 'invalidValue' satisfies MessageKey }),
    /** When a published post goes up (later = scheduled); now when absent. A draft has none. */
    publishedAt: z.iso
      .datetime({ offset: true, error: 'invalidValue' satisfies MessageKey })
      .optional(),
  })
  .superRefine((post, ctx) => {
    if (post.status === 'published' && post.image === '')
      ctx.addIssue({
        code: 'custom',
        path: ['image'],
        message: 'coverRequired' satisfies MessageKey,
      });
  })
  .transform((post) => ({
    ...post,
    publishedAt:
      post.status === 'draft' || post.publishedAt === undefined ? null : new Date(post.publishedAt),
  }));
export type SavePostRequest = z.output<typeof savePostSchema>;
export type SavePostForm = z.input<typeof savePostSchema>;

export const deletePostSchema = z.object({ id: idField });

export const categoryNameLimit = 80;

export const adminCategorySchema = z.object({
  id: z.int(),
  slug: z.string(),
  name: z.object({ fa: z.string(), ar: z.string(), en: z.string(), tr: z.string() }),
  position: z.int(),
  /** Posts of every state and language in it. */
  posts: z.int(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;

export const adminCategoriesResponseSchema = z.object({ items: z.array(adminCategorySchema) });

export const saveCategorySchema = z.object({
  id: idField.optional(),
  slug: slugField,
  name: z.object(
    {
      fa: requiredProseField(categoryNameLimit),
      ar: requiredProseField(categoryNameLimit),
      en: requiredProseField(categoryNameLimit),
      tr: requiredProseField(categoryNameLimit),
    },
    { error: 'invalidValue' satisfies MessageKey },
  ),
  position: integerField({ fallback: 0 }).pipe(
    z
      .number()
      .int()
      .max(999, { error: 'tooLarge' satisfies MessageKey }),
  ),
});
export type SaveCategoryRequest = z.output<typeof saveCategorySchema>;

/** An uploaded image's public address, for a cover or the post's text. */
export const uploadedImageSchema = z.object({ url: z.string() });

/** The largest image the console uploads. */
export const blogImageBytes = 2 * 1024 * 1024;
export const blogImageTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
