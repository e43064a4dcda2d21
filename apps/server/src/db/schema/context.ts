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
} from 'drizzle-orm/pg-core';
import { users } from './users';

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
