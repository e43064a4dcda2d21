import type { Language } from '@parvaz/domain/languages';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { RequestKind, SupportStatus } from '@parvaz/domain/contracts/support';
import type { Database } from '../../db/client';
import { people } from '../users/users.api';
import { supportMessages, supportRequests } from '../../db/schema/support';
import { readableByStaff } from './safety-readers.repository';
import { filesOfMessages } from '../../platform/uploaded-files';

/**
 * Which requests a query sees: always one tenant's; a customer only their own; the desk (a
 * staff member, by id) every one but the confidential safety reports it is not named for.
 */
export type RequestScope = { tenant: string; userId: number } | { tenant: string; staffId: number };

function scoped(
  db: Database,
  scope: RequestScope,
  ...more: Array<SQL | undefined>
): SQL | undefined {
  return and(
    eq(supportRequests.tenant, scope.tenant),
    'userId' in scope
      ? eq(supportRequests.userId, scope.userId)
      : readableByStaff(db, scope.staffId),
    ...more,
  );
}

/** When the last message was written (a correlated subquery: the request index answers it). */
const lastMessageAt =
  sql<Date | null>`(select max(${supportMessages.createdAt}) from ${supportMessages} where ${supportMessages.requestId} = ${supportRequests.id})`.mapWith(
    supportMessages.createdAt,
  );

export interface RequestRow {
  id: number;
  kind: RequestKind;
  reference: string | null;
  title: string;
  status: SupportStatus;
  confidential: boolean;
  details: Record<string, string>;
  createdAt: Date;
  updatedAt: Date;
  lastMessageAt: Date | null;
  /** The customer's account; null for a visitor's case. */
  customerId: number | null;
  /** A visitor's name as typed, or the customer's first and last name. */
  senderName: string;
  senderMobile: string;
  senderEmail: string | null;
}

function requestColumns() {
  return {
    id: supportRequests.id,
    kind: supportRequests.kind,
    reference: supportRequests.reference,
    title: supportRequests.title,
    status: supportRequests.status,
    confidential: supportRequests.confidential,
    details: supportRequests.details,
    createdAt: supportRequests.createdAt,
    updatedAt: supportRequests.updatedAt,
    lastMessageAt,
    customerId: supportRequests.userId,
    senderName: sql<string>`coalesce(${supportRequests.fullName}, ${people.name}, '')`,
    senderMobile: sql<string>`coalesce(${supportRequests.mobile}, ${people.mobile}, '')`,
    senderEmail: sql<string | null>`coalesce(${supportRequests.email}, ${people.email})`,
  };
}

/** Requests in scope, most recently changed first; a visitor's case has no account to join. */
export async function listRequests(
  db: Database,
  scope: RequestScope,
  filter: {
    status?: SupportStatus | undefined;
    kind?: RequestKind | undefined;
    limit: number;
    offset: number;
  },
): Promise<RequestRow[]> {
  return db
    .select(requestColumns())
    .from(supportRequests)
    .leftJoin(people, eq(people.id, supportRequests.userId))
    .where(
      scoped(
        db,
        scope,
        filter.status ? eq(supportRequests.status, filter.status) : undefined,
        filter.kind ? eq(supportRequests.kind, filter.kind) : undefined,
      ),
    )
    .orderBy(desc(supportRequests.updatedAt), desc(supportRequests.id))
    .limit(filter.limit)
    .offset(filter.offset);
}

export async function findRequest(
  db: Database,
  scope: RequestScope,
  id: number,
): Promise<RequestRow | null> {
  const [row] = await db
    .select(requestColumns())
    .from(supportRequests)
    .leftJoin(people, eq(people.id, supportRequests.userId))
    .where(scoped(db, scope, eq(supportRequests.id, id)))
    .limit(1);
  return row ?? null;
}

export interface LockedRequest {
  id: number;
  kind: RequestKind;
  reference: string | null;
  title: string;
  lang: string | null;
  status: SupportStatus;
  userId: number | null;
  fullName: string | null;
  mobile: string | null;
  email: string | null;
}

/** Locks the request row for the rest of the transaction; null when it is not in scope. */
export async function lockRequest(
  tx: Database,
  scope: RequestScope,
  id: number,
): Promise<LockedRequest | null> {
  const [row] = await tx
    .select({
      id: supportRequests.id,
      kind: supportRequests.kind,
      reference: supportRequests.reference,
      title: supportRequests.title,
      lang: supportRequests.lang,
      status: supportRequests.status,
      userId: supportRequests.userId,
      fullName: supportRequests.fullName,
      mobile: supportRequests.mobile,
      email: supportRequests.email,
    })
    .from(supportRequests)
    .where(scoped(tx, scope, eq(supportRequests.id, id)))
    .for('update');
  return row ?? null;
}

export async function insertRequest(
  tx: Database,
  values: { tenant: string; userId: number; title: string; lang: Language; now: Date },
): Promise<number> {
  const [row] = await tx
    .insert(supportRequests)
    .values({
      tenant: values.tenant,
      userId: values.userId,
      title: values.title,
      lang: values.lang,
      status: 'Open',
      createdAt: values.now,
      updatedAt: values.now,
    })
    .returning({ id: supportRequests.id });
  if (!row) throw new Error('support request not inserted');
  return row.id;
}

export async function insertMessage(
  tx: Database,
  values: {
    requestId: number;
    /** Null for a visitor writing on their own case. */
    authorId: number | null;
    authorType: 'Customer' | 'Supporter';
    text: string;
    now: Date;
  },
): Promise<number> {
  const [row] = await tx
    .insert(supportMessages)
    .values({
      requestId: values.requestId,
      authorId: values.authorId,
      authorType: values.authorType,
      text: values.text,
      createdAt: values.now,
    })
    .returning({ id: supportMessages.id });
  if (!row) throw new Error('support message not inserted');
  return row.id;
}

export async function setRequestStatus(
  tx: Database,
  id: number,
  status: SupportStatus,
  now: Date,
): Promise<void> {
  await tx
    .update(supportRequests)
    .set({ status, updatedAt: now })
    .where(eq(supportRequests.id, id));
}

export interface MessageRow {
  id: number;
  authorType: 'Customer' | 'Supporter';
  text: string;
  createdAt: Date;
  files: Array<{ id: string; name: string; mediaType: string; size: number }>;
}

/** A request's messages, oldest first, each with its files. */
export async function messagesOf(db: Database, requestId: number): Promise<MessageRow[]> {
  const messages = await db
    .select({
      id: supportMessages.id,
      authorType: supportMessages.authorType,
      text: supportMessages.text,
      createdAt: supportMessages.createdAt,
    })
    .from(supportMessages)
    .where(eq(supportMessages.requestId, requestId))
    .orderBy(asc(supportMessages.createdAt), asc(supportMessages.id));
  if (messages.length === 0) return [];
  const files = await filesOfMessages(
    db,
    messages.map((m) => m.id),
  );
  return messages.map((m) => ({
    ...m,
    files: files
      .filter((f) => f.messageId === m.id)
      .map(({ id, name, mediaType, size }) => ({ id, name, mediaType, size })),
  }));
}
