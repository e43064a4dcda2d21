import { and, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { outbox } from '../db/schema/platform';

export interface OutgoingMessage {
  tenant: string;
  channel: 'sms' | 'email';
  recipient: string;
  subject?: string;
  body: string;
}

/** Where messages go. The built-in provider writes them to the log; an SMS gateway or SMTP plugs in here. */
export interface MessageProvider {
  send(message: OutgoingMessage): Promise<void>;
}

export function logProvider(log: FastifyBaseLogger): MessageProvider {
  return {
    async send(message) {
      log.info(
        { channel: message.channel, to: message.recipient, subject: message.subject },
        'message sent',
      );
    },
  };
}

/** Queues a message; pass the transaction that records what the message is about. */
export async function enqueueMessage(db: Database, message: OutgoingMessage): Promise<void> {
  await db.insert(outbox).values({ ...message, subject: message.subject ?? null });
}

const maxAttempts = 5;

/**
 * Sends pending messages. Rows are claimed with SKIP LOCKED so that several server processes
 * never send one message twice; a failure is retried on a later run, up to five attempts.
 */
export async function dispatchOutbox(
  db: Database,
  provider: MessageProvider,
  batchSize = 50,
): Promise<number> {
  return db.transaction(async (tx) => {
    const pending = await tx
      .select()
      .from(outbox)
      .where(and(isNull(outbox.sentAt), lt(outbox.attempts, maxAttempts)))
      .orderBy(outbox.id)
      .limit(batchSize)
      .for('update', { skipLocked: true });
    const sent: number[] = [];
    for (const row of pending) {
      try {
        await provider.send({
          tenant: row.tenant,
          channel: row.channel,
          recipient: row.recipient,
          body: row.body,
          ...(row.subject ? { subject: row.subject } : {}),
        });
        sent.push(row.id);
      } catch (error) {
        await tx
          .update(outbox)
          .set({
            attempts: sql`${outbox.attempts} + 1`,
            lastError: error instanceof Error ? error.message : String(error),
          })
          .where(eq(outbox.id, row.id));
      }
    }
    if (sent.length > 0) {
      await tx
        .update(outbox)
        .set({ sentAt: new Date(), attempts: sql`${outbox.attempts} + 1` })
        .where(inArray(outbox.id, sent));
    }
    return sent.length;
  });
}

/** Messages to one address, newest first (the test and demo tool `/api/dev/outbox`). */
export async function messagesTo(db: Database, recipient: string) {
  return db
    .select({
      channel: outbox.channel,
      to: outbox.recipient,
      subject: outbox.subject,
      text: outbox.body,
      createdAt: outbox.createdAt,
      sentAt: outbox.sentAt,
    })
    .from(outbox)
    .where(eq(outbox.recipient, recipient))
    .orderBy(desc(outbox.id))
    .limit(50);
}
