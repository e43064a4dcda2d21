import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { outbox } from '../db/schema/platform';

/**
 * Every message queued to one address, whole rows oldest first: what a test reads back of the
 * outbox (the product's `messagesTo` answers the newest fifty, shaped for the demo tool).
 */
export function outboxRowsTo(db: Database, recipient: string) {
  return db.select().from(outbox).where(eq(outbox.recipient, recipient)).orderBy(outbox.id);
}
