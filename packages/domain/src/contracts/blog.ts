import { z } from 'zod';
import { commentDecisions, commentLimits } from '../blog/comment-rules';
import { languages } from '../languages';
import type { MessageKey } from '../messages';
import { optionalEmailField } from '../validation/contact';
import { integerField, requiredTextField, textField } from '../validation/fields';
import { captchaFields } from './auth';
import { pagingFields } from './paging';

// blog/getPosts, getPost, getCategories, getPopular, addComment (API.md "Content"). Posts are
// the brand's, in the language of the request; instants are ISO 8601 with the brand's offset.

/** A list of posts on a page: 50 at most, 12 unless asked. */
export const blogPageSizes = { fallback: 12, max: 50 } as const;

export const blogPostsRequestSchema = z.object({
  /** Words searched in the title, the summary and the text. */
  q: textField(80),
  /** A category's slug; '' for every category. */
  category: textField(64),
  /** One tag, as the posts list it; '' for any. */
  tag: textField(64),
  page: pagingFields.page,
  pageSize: integerField({ fallback: blogPageSizes.fallback }).pipe(
    z
      .number()
      .int()
      .min(1, { error: 'tooSmall' satisfies MessageKey })
      .max(blogPageSizes.max, { error: 'tooLarge' satisfies MessageKey }),
  ),
});
export type BlogPostsRequest = z.output<typeof blogPostsRequestSchema>;

export const blogCategoryRefSchema = z.object({ slug: z.string(), name: z.string() });

export const blogPostSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  /** An address on the site (`/blog/…svg`). */
  image: z.string(),
  category: blogCategoryRefSchema,
  tags: z.array(z.string()),
  author: z.string(),
  publishedAt: z.string(),
  readingMinutes: z.int(),
  /** Approved comments. */
  comments: z.int(),
});
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

export const blogPostsResponseSchema = z.object({
  items: z.array(blogPostSummarySchema),
  total: z.int(),
});
export type BlogPostsResponse = z.infer<typeof blogPostsResponseSchema>;

export const blogPostRequestSchema = z.object({ slug: requiredTextField(120) });

export const blogCommentSchema = z.object({
  id: z.int(),
  fullName: z.string(),
  /** Plain text as the visitor wrote it: shown as text, never as markup. */
  text: z.string(),
  createdAt: z.string(),
});
export type BlogComment = z.infer<typeof blogCommentSchema>;

export const blogPostSchema = blogPostSummarySchema.extend({
  /** The post's language: the one asked for, or another of the brand's when only it has the post. */
  lang: z.enum(languages),
  /** Sanitised when saved: safe to show as it is. */
  html: z.string(),
  updatedAt: z.string(),
  related: z.array(blogPostSummarySchema),
  approvedComments: z.array(blogCommentSchema),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

export const blogCategoriesResponseSchema = z.array(
  blogCategoryRefSchema.extend({ posts: z.int() }),
);
export type BlogCategories = z.infer<typeof blogCategoriesResponseSchema>;

export const blogPopularResponseSchema = z.array(blogPostSummarySchema);

export const addCommentRequestSchema = z.object({
  slug: requiredTextField(120),
  fullName: requiredTextField(commentLimits.fullName.max),
  email: optionalEmailField,
  // The generic message names the limit (`tooShort` with its `min`).
  text: requiredTextField(commentLimits.text.max).pipe(z.string().min(commentLimits.text.min)),
  ...captchaFields,
});
export type AddCommentRequest = z.output<typeof addCommentRequestSchema>;

export const addCommentResponseSchema = z.object({
  id: z.int(),
  status: z.literal('pending'),
});

/** The operator's decision on a comment (the console's moderation). */
export const moderateCommentRequestSchema = z.object({
  id: integerField(),
  status: z.enum(commentDecisions, { error: 'invalidValue' satisfies MessageKey }),
});

export const moderateCommentResponseSchema = z.object({
  id: z.int(),
  status: z.enum(commentDecisions),
});

/** `GET /blogs/feed.xml?lang=`: the feed of one language; the brand's own when none (or no such). */
export const blogFeedQuerySchema = z.object({
  lang: z.enum(languages).optional().catch(undefined),
});
