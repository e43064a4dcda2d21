import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { LocalizedName } from './reference';
import { users } from './users';

/** A blog category of a brand, named in every language. */
export const blogCategories = pgTable(
  'blog_categories',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenant: text('tenant').notNull(),
    slug: text('slug').notNull(),
    name: jsonb('name').$type<LocalizedName>().notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('blog_categories_slug_uq').on(t.tenant, t.slug)],
);

/**
 * A post in one language: a draft, or published from `publishedAt` on (a future instant is a
 * post scheduled by the operator).
 */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenant: text('tenant').notNull(),
    lang: text('lang').notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    html: text('html').notNull(),
    /** An image of the web app's static files, or of the uploads. */
    image: text('image').notNull(),
    categoryId: bigint('category_id', { mode: 'number' })
      .notNull()
      .references(() => blogCategories.id),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    author: text('author').notNull(),
    status: text('status', { enum: ['draft', 'published'] })
      .notNull()
      .default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('blog_posts_slug_uq').on(t.tenant, t.lang, t.slug),
    index('blog_posts_list_idx').on(t.tenant, t.lang, t.status, t.publishedAt),
    check('blog_posts_status_check', sql`${t.status} in ('draft','published')`),
    check('blog_posts_slug_check', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check('blog_posts_published_check', sql`${t.status} = 'draft' or ${t.publishedAt} is not null`),
  ],
);

/** A visitor's comment on a post, shown only once an operator approves it. */
export const blogComments = pgTable(
  'blog_comments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    postId: bigint('post_id', { mode: 'number' })
      .notNull()
      .references(() => blogPosts.id),
    fullName: text('full_name').notNull(),
    email: text('email'),
    text: text('text').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'spam', 'deleted'] })
      .notNull()
      .default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    moderatedBy: bigint('moderated_by', { mode: 'number' }).references(() => users.id),
  },
  (t) => [
    index('blog_comments_post_idx').on(t.postId, t.status),
    index('blog_comments_status_idx').on(t.status, t.createdAt),
    check(
      'blog_comments_status_check',
      sql`${t.status} in ('pending','approved','spam','deleted')`,
    ),
  ],
);
