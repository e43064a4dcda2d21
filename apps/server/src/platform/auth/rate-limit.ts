import type { MessageKey } from '@parvaz/domain/messages';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/raw-rows';
import { AppError } from '../app-error';

/**
 * Counters of attempts in the `rate_counters` table, shared by every server process on the
 * database. A window is counted in one-minute buckets, so "10 failures within 15 minutes" is a
 * sliding window accurate to the minute.
 */
const bucketMs = 60_000;

function bucketOf(now: Date): Date {
  return new Date(Math.floor(now.getTime() / bucketMs) * bucketMs);
}

/** Buckets that overlap the window ending now. */
function windowStart(now: Date, windowMs: number): Date {
  return new Date(bucketOf(now).getTime() - windowMs + bucketMs);
}

/** Counts one attempt under `key` and answers the attempts in the window, this one included. */
export async function hit(db: Database, key: string, windowMs: number, now: Date): Promise<number> {
  const bucket = bucketOf(now);
  const since = windowStart(now, windowMs);
  // The CTE's insert is not visible to the sum (same snapshot), so the current bucket is taken
  // from what the upsert returns and the older ones from the table.
  const result = await db.execute<{ hits: number }>(sql`
    with up as (
      insert into rate_counters (key, window_start, hits) values (${key}, ${iso(bucket)}::timestamptz, 1)
      on conflict (key, window_start) do update set hits = rate_counters.hits + 1
      returning hits
    )
    select ((select hits from up) + coalesce((
      select sum(hits) from rate_counters
      where key = ${key} and window_start >= ${iso(since)}::timestamptz and window_start < ${iso(bucket)}::timestamptz
    ), 0))::int as hits`);
  return Number(rowsOf<{ hits: number }>(result)[0]?.hits ?? 0);
}

/** The attempts counted under `key` in the window, without counting one. */
export async function count(
  db: Database,
  key: string,
  windowMs: number,
  now: Date,
): Promise<number> {
  const result = await db.execute<{ hits: number }>(sql`
    select coalesce(sum(hits), 0)::int as hits from rate_counters
    where key = ${key} and window_start >= ${iso(windowStart(now, windowMs))}::timestamptz`);
  return Number(rowsOf<{ hits: number }>(result)[0]?.hits ?? 0);
}

/** A caller's limit: the counter's key, its rule, and the message a caller over it reads. */
export interface CallerLimit {
  key: string;
  rule: { max: number; windowMs: number };
  message: MessageKey;
}

/**
 * Refuses a caller who has already used up `limit`, read without counting: an upload route asks
 * it before reading the body, and the service counts the attempt (`hitOrRefuse`) as before.
 */
export async function refuseIfUsedUp(db: Database, limit: CallerLimit, now: Date): Promise<void> {
  if ((await count(db, limit.key, limit.rule.windowMs, now)) >= limit.rule.max)
    throw new AppError('TOO_MANY_REQUESTS', limit.message);
}

/** Counts an attempt against `limit` and refuses it when it goes over. */
export async function hitOrRefuse(db: Database, limit: CallerLimit, now: Date): Promise<void> {
  if ((await hit(db, limit.key, limit.rule.windowMs, now)) > limit.rule.max)
    throw new AppError('TOO_MANY_REQUESTS', limit.message);
}

/** Forgets the attempts under `key` (after a successful sign-in, for example). */
export async function clear(db: Database, key: string): Promise<void> {
  await db.execute(sql`delete from rate_counters where key = ${key}`);
}

/** Removes counters older than any window in use; a periodic job may call it. */
export async function pruneRateCounters(db: Database, before: Date): Promise<void> {
  await db.execute(sql`delete from rate_counters where window_start < ${iso(before)}::timestamptz`);
}

const iso = (date: Date) => date.toISOString();
