import {
  supportLimits,
  supportMediaTypes,
  type DeskThread,
  type DeskTicket,
  type NewMessageRequest,
  type NewTicketRequest,
  type SupportMessage,
  type SupportStatus,
  type TicketListRequest,
  type TicketSummary,
  type TicketThread,
} from '@parvaz/domain/contracts/support';
import { isLanguage, type Language } from '@parvaz/domain/languages';
import type { TenantConfig } from '@parvaz/domain/tenants/tenants';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { enqueueMessage } from '../../platform/outbox';
import type { Translate } from '../../platform/translator';
import {
  checkFiles,
  insertFileRows,
  storeThen,
  type ReceivedFile,
  type StoredFile,
} from '../../platform/uploads';
import {
  findRequest,
  insertMessage,
  insertRequest,
  listRequests,
  lockRequest,
  messagesOf,
  mobileOf,
  setRequestStatus,
  type MessageRow,
  type RequestRow,
  type RequestScope,
} from './support.repository';

export interface SupportDeps {
  db: Database;
  now: () => Date;
  uploadsDir: string;
  translatorFor: (language: Language) => Translate;
}

const attachmentRules = {
  allowed: supportMediaTypes,
  maxBytes: supportLimits.fileBytes,
  maxFiles: supportLimits.filesPerMessage,
};

function toSummary(row: RequestRow): TicketSummary {
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    lastMessageAt: (row.lastMessageAt ?? row.createdAt).toISOString(),
  };
}

function toDeskTicket(row: RequestRow): DeskTicket {
  return {
    ...toSummary(row),
    customer: {
      id: row.customerId,
      name: `${row.customerFirstName} ${row.customerLastName}`.trim(),
      mobile: row.customerMobile,
    },
  };
}

function toMessage(row: MessageRow): SupportMessage {
  return {
    id: row.id,
    authorType: row.authorType,
    text: row.text,
    createdAt: row.createdAt.toISOString(),
    files: row.files,
  };
}

/** Checks and stores a message's files, then writes the message in one transaction. */
function withFiles<T>(
  deps: SupportDeps,
  files: readonly ReceivedFile[],
  write: (tx: Database, stored: StoredFile[], now: Date) => Promise<T>,
): Promise<T> {
  const checked = checkFiles(files, attachmentRules);
  const now = deps.now();
  return storeThen(deps.uploadsDir, checked, (stored) =>
    deps.db.transaction((tx) => write(tx, stored, now)),
  );
}

/** One message of a request with its stored files; answers the message's id. */
async function addMessage(
  tx: Database,
  requestId: number,
  author: { id: number; type: 'Customer' | 'Supporter' },
  text: string,
  stored: StoredFile[],
  now: Date,
): Promise<number> {
  const messageId = await insertMessage(tx, {
    requestId,
    authorId: author.id,
    authorType: author.type,
    text,
    now,
  });
  await insertFileRows(tx, author.id, messageId, stored, now);
  return messageId;
}

function notFound(): AppError {
  return new AppError('NOT_FOUND', 'notFound');
}

function pageOf(filter: TicketListRequest) {
  return {
    status: filter.status,
    limit: supportLimits.pageSize,
    offset: (filter.page - 1) * supportLimits.pageSize,
  };
}

/** A customer's new request: the request (Open), its first message and the message's files. */
export async function openTicket(
  deps: SupportDeps,
  customer: { id: number; tenant: string; lang: Language },
  input: NewTicketRequest,
  files: readonly ReceivedFile[],
): Promise<{ id: number; messageId: number }> {
  return withFiles(deps, files, async (tx, stored, now) => {
    const id = await insertRequest(tx, {
      tenant: customer.tenant,
      userId: customer.id,
      title: input.title,
      lang: customer.lang,
      now,
    });
    const author = { id: customer.id, type: 'Customer' as const };
    const messageId = await addMessage(tx, id, author, input.description, stored, now);
    return { id, messageId };
  });
}

export async function ticketList(
  db: Database,
  scope: RequestScope,
  filter: TicketListRequest,
): Promise<TicketSummary[]> {
  return (await listRequests(db, scope, pageOf(filter))).map(toSummary);
}

export async function deskTicketList(
  db: Database,
  tenant: string,
  filter: TicketListRequest,
): Promise<DeskTicket[]> {
  return (await listRequests(db, { tenant }, pageOf(filter))).map(toDeskTicket);
}

export async function ticketThread(
  db: Database,
  scope: RequestScope,
  id: number,
): Promise<TicketThread> {
  const row = await findRequest(db, scope, id);
  if (!row) throw notFound();
  return { request: toSummary(row), messages: (await messagesOf(db, id)).map(toMessage) };
}

export async function deskThread(db: Database, tenant: string, id: number): Promise<DeskThread> {
  const row = await findRequest(db, { tenant }, id);
  if (!row) throw notFound();
  return { request: toDeskTicket(row), messages: (await messagesOf(db, id)).map(toMessage) };
}

/** A customer writes again; a closed request opens again. */
export async function addCustomerMessage(
  deps: SupportDeps,
  customer: { id: number; tenant: string },
  input: NewMessageRequest,
  files: readonly ReceivedFile[],
): Promise<{ id: number; messageId: number; status: SupportStatus }> {
  return withFiles(deps, files, async (tx, stored, now) => {
    const request = await lockRequest(
      tx,
      { tenant: customer.tenant, userId: customer.id },
      input.id,
    );
    if (!request) throw notFound();
    const author = { id: customer.id, type: 'Customer' as const };
    const messageId = await addMessage(tx, request.id, author, input.text, stored, now);
    const status = request.status === 'Close' ? 'Open' : request.status;
    await setRequestStatus(tx, request.id, status, now);
    return { id: request.id, messageId, status };
  });
}

/**
 * A supporter answers: the request moves to Progress and the customer gets an SMS in the language
 * the request was written in, queued in the same transaction as the answer.
 */
export async function addSupporterReply(
  deps: SupportDeps,
  supporter: { id: number },
  tenant: TenantConfig,
  input: NewMessageRequest,
  files: readonly ReceivedFile[],
): Promise<{ id: number; messageId: number; status: SupportStatus }> {
  return withFiles(deps, files, async (tx, stored, now) => {
    const request = await lockRequest(tx, { tenant: tenant.id }, input.id);
    if (!request) throw notFound();
    const author = { id: supporter.id, type: 'Supporter' as const };
    const messageId = await addMessage(tx, request.id, author, input.text, stored, now);
    await setRequestStatus(tx, request.id, 'Progress', now);
    const mobile = request.userId === null ? null : await mobileOf(tx, request.userId);
    if (mobile) {
      const lang = isLanguage(request.lang) ? request.lang : tenant.locale;
      const t = deps.translatorFor(lang);
      await enqueueMessage(tx, {
        tenant: tenant.id,
        channel: 'sms',
        recipient: mobile,
        body: t('supportReplySms', { brand: tenant.name[lang], title: request.title }),
      });
    }
    return { id: request.id, messageId, status: 'Progress' as const };
  });
}

export async function changeTicketStatus(
  deps: Pick<SupportDeps, 'db' | 'now'>,
  tenant: string,
  id: number,
  status: SupportStatus,
): Promise<{ id: number; status: SupportStatus }> {
  return deps.db.transaction(async (tx) => {
    const request = await lockRequest(tx, { tenant }, id);
    if (!request) throw notFound();
    if (request.status !== status) await setRequestStatus(tx, id, status, deps.now());
    return { id, status };
  });
}
