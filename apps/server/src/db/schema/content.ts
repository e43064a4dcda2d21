import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import type { LocalizedName } from './reference';

// The site's content (issue 19): every text a visitor reads is content per brand (tenant) and
// language that the operator edits; HTML is sanitised by an allow-list before it is stored, so
// what is here is safe to show as it is.

/** Editable site content of a tenant (footer address, phone, e-mail, …), one row per language. */
export const siteContent = pgTable(
  'site_content',
  {
    tenant: text('tenant').notNull(),
    key: text('key').notNull(),
    lang: text('lang').notNull(),
    value: text('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenant, t.key, t.lang] })],
);

/** A page of the site by its address (`aboutUs`, `rules`, or one the operator adds), per language. */
export const contentPages = pgTable(
  'content_pages',
  {
    tenant: text('tenant').notNull(),
    url: text('url').notNull(),
    lang: text('lang').notNull(),
    title: text('title').notNull(),
    /** The search engines' and link previews' one-line summary. */
    description: text('description').notNull().default(''),
    html: text('html').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }).references(() => users.id),
  },
  (t) => [
    primaryKey({ columns: [t.tenant, t.url, t.lang] }),
    check('content_pages_url_check', sql`${t.url} ~ '^[A-Za-z][A-Za-z0-9-]{0,63}$'`),
  ],
);

/** A question and its answer, under one of the FAQ's topics, in one language. */
export const faqItems = pgTable(
  'faq_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenant: text('tenant').notNull(),
    lang: text('lang').notNull(),
    /** One of `faqTopics` of the domain. */
    topic: text('topic').notNull(),
    position: integer('position').notNull().default(0),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('faq_items_list_idx').on(t.tenant, t.lang, t.topic, t.position)],
);

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

/**
 * An address on a brand's newsletter: pending until its owner follows the confirmation link
 * (double opt-in), then confirmed until they unsubscribe. One row per brand and address.
 */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenant: text('tenant').notNull(),
    /** Lower case. */
    email: text('email').notNull(),
    lang: text('lang').notNull(),
    status: text('status', { enum: ['pending', 'confirmed', 'unsubscribed'] })
      .notNull()
      .default('pending'),
    /** The secret of the confirmation and unsubscribe links. */
    token: text('token').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('newsletter_subscriptions_email_uq').on(t.tenant, t.email),
    uniqueIndex('newsletter_subscriptions_token_uq').on(t.token),
    check(
      'newsletter_subscriptions_status_check',
      sql`${t.status} in ('pending','confirmed','unsubscribed')`,
    ),
  ],
);

/**
 * Every change staff make to content and to what others wrote (pages, FAQ, posts, comments,
 * footer): who, when, what, and the thing before and after. Only ever appended to.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    tenant: text('tenant').notNull(),
    actorId: bigint('actor_id', { mode: 'number' }).references(() => users.id),
    /** What was changed: `page`, `faq`, `post`, `category`, `comment`, `footer`, … */
    entity: text('entity').notNull(),
    /** Which one, e.g. the page's `aboutUs/fa` or the post's id. */
    entityKey: text('entity_key').notNull(),
    action: text('action', { enum: ['create', 'update', 'delete', 'moderate'] }).notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_log_tenant_idx').on(t.tenant, t.at),
    index('audit_log_entity_idx').on(t.entity, t.entityKey),
    check('audit_log_action_check', sql`${t.action} in ('create','update','delete','moderate')`),
  ],
);

/** One slide of the home page's slider: a picture, a line, a sentence and where it leads. */
export type HomeSlide = { image: string; title: string; text: string; link: string };
/** One of the home page's marketing claims (spec section 1). */
export type HomeClaim = { title: string; text: string };

/**
 * The home page's editable blocks of a brand in one language: the slider, the marketing claims,
 * the six routes of the cheapest-route shortcuts (city codes; their prices are live) and the
 * hotels shown as popular. Recent posts come from the blog as they are published.
 */
export const homeContent = pgTable(
  'home_content',
  {
    tenant: text('tenant').notNull(),
    lang: text('lang').notNull(),
    slides: jsonb('slides').$type<HomeSlide[]>().notNull().default([]),
    claims: jsonb('claims').$type<HomeClaim[]>().notNull().default([]),
    /** Origin and destination city codes. */
    routes: jsonb('routes').$type<Array<[string, string]>>().notNull().default([]),
    hotelIds: jsonb('hotel_ids').$type<number[]>().notNull().default([]),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }).references(() => users.id),
  },
  (t) => [
    primaryKey({ columns: [t.tenant, t.lang] }),
    check('home_content_routes_check', sql`jsonb_array_length(${t.routes}) <= 6`),
    check('home_content_slides_check', sql`jsonb_array_length(${t.slides}) <= 8`),
  ],
);
