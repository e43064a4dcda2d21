import type { Language } from '@parvaz/domain/languages';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { SupportStatus } from '@parvaz/domain/contracts/support';
import type { Database } from '../../db/client';
import { supportMessages, supportRequests, uploadedFiles, users } from '../../db/schema/index';

/** Which requests a query sees: always one tenant's; a customer only their own. */
export interface RequestScope {
  tenant: string;
  /** The customer whose requests these are; absent for the supporter desk. */
  userId?: number;
}

function scoped(scope: RequestScope, ...more: Array<SQL | undefined>): SQL | undefined {
  return and(
    eq(supportRequests.tenant, scope.tenant),
    scope.userId === undefined ? undefined : eq(supportRequests.userId, scope.userId),
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
  title: string;
  status: SupportStatus;
  createdAt: Date;
  updatedAt: Date;
  lastMessageAt: Date | null;
  customerId: number;
  customerFirstName: string;
  customerLastName: string;
  customerMobile: string;
}

function requestColumns() {
  return {
    id: supportRequests.id,
    title: supportRequests.title,
    status: supportRequests.status,
    createdAt: supportRequests.createdAt,
    updatedAt: supportRequests.updatedAt,
    lastMessageAt,
    customerId: users.id,
    customerFirstName: users.firstName,
    customerLastName: users.lastName,
    customerMobile: users.mobile,
  };
}

/** Requests in scope, most recently changed first. */
export async function listRequests(
  db: Database,
  scope: RequestScope,
  filter: { status?: SupportStatus | undefined; limit: number; offset: number },
): Promise<RequestRow[]> {
  return db
    .select(requestColumns())
    .from(supportRequests)
    .innerJoin(users, eq(users.id, supportRequests.userId))
    .where(scoped(scope, filter.status ? eq(supportRequests.status, filter.status) : undefined))
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
    .innerJoin(users, eq(users.id, supportRequests.userId))
    .where(scoped(scope, eq(supportRequests.id, id)))
    .limit(1);
  return row ?? null;
}

/** Locks the request row for the rest of the transaction; null when it is not in scope. */
export async function lockRequest(
  tx: Database,
  scope: RequestScope,
  id: number,
): Promise<{
  id: number;
  title: string;
  lang: string | null;
  status: SupportStatus;
  userId: number | null;
} | null> {
  const [row] = await tx
    .select({
      id: supportRequests.id,
      title: supportRequests.title,
      lang: supportRequests.lang,
      status: supportRequests.status,
      userId: supportRequests.userId,
    })
    .from(supportRequests)
    .where(scoped(scope, eq(supportRequests.id, id)))
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
    authorId: number;
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
  const files = await db
    .select({
      id: uploadedFiles.id,
      messageId: uploadedFiles.messageId,
      name: uploadedFiles.name,
      mediaType: uploadedFiles.mediaType,
      size: uploadedFiles.size,
    })
    .from(uploadedFiles)
    .where(
      inArray(
        uploadedFiles.messageId,
        messages.map((m) => m.id),
      ),
    )
    .orderBy(asc(uploadedFiles.createdAt), asc(uploadedFiles.name));
  return messages.map((m) => ({
    ...m,
    files: files
      .filter((f) => f.messageId === m.id)
      .map(({ id, name, mediaType, size }) => ({ id, name, mediaType, size })),
  }));
}

export async function mobileOf(db: Database, userId: number): Promise<string | null> {
  const [row] = await db.select({ mobile: users.mobile }).from(users).where(eq(users.id, userId));
  return row?.mobile ?? null;
}
