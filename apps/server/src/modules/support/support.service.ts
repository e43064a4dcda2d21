import type {
  DeskListRequest,
  DeskThread,
  DeskTicket,
  NewMessageRequest,
  NewTicketRequest,
  SupportMessage,
  SupportStatus,
  TicketListRequest,
  TicketSummary,
  TicketThread,
} from '@parvaz/domain/contracts/support';
import { supportLimits, supportMediaTypes } from '@parvaz/domain/support/limits';
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
  setRequestStatus,
  type MessageRow,
  type RequestRow,
  type RequestScope,
} from './support.repository';
import { mobileOf } from '../users/users.api';
import { announceAnswer } from './case-notices';

export interface SupportDeps {
  db: Database;
  now: () => Date;
  uploadsDir: string;
  translatorFor: (language: Language) => Translate;
}

/** What a message's files may be, for a customer, a visitor and the desk alike. */
export const attachmentRules = {
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
    kind: row.kind,
    reference: row.reference,
    confidential: row.confidential,
    details: row.details,
    customer: {
      id: row.customerId,
      name: row.senderName,
      mobile: row.senderMobile,
      email: row.senderEmail,
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

function pageOf(filter: TicketListRequest & { kind?: DeskListRequest['kind'] }) {
  return {
    status: filter.status,
    kind: filter.kind,
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

/** The desk: a staff member of a brand, who sees confidential safety reports only when named for them. */
export interface DeskStaff {
  id: number;
  tenant: string;
}

const deskScope = (staff: DeskStaff): RequestScope => ({
  tenant: staff.tenant,
  staffId: staff.id,
});

export async function deskTicketList(
  db: Database,
  staff: DeskStaff,
  filter: DeskListRequest,
): Promise<DeskTicket[]> {
  return (await listRequests(db, deskScope(staff), pageOf(filter))).map(toDeskTicket);
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

export async function deskThread(db: Database, staff: DeskStaff, id: number): Promise<DeskThread> {
  const row = await findRequest(db, deskScope(staff), id);
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
 * A supporter answers: the request moves to Progress and its sender hears of it in the language
 * they wrote in, queued in the same transaction as the answer: a customer by SMS; a visitor by
 * SMS with the case's reference, and by e-mail with the answer when they gave an address.
 */
export async function addSupporterReply(
  deps: SupportDeps,
  supporter: { id: number; origin: string },
  tenant: TenantConfig,
  input: NewMessageRequest,
  files: readonly ReceivedFile[],
): Promise<{ id: number; messageId: number; status: SupportStatus }> {
  return withFiles(deps, files, async (tx, stored, now) => {
    const request = await lockRequest(
      tx,
      deskScope({ id: supporter.id, tenant: tenant.id }),
      input.id,
    );
    if (!request) throw notFound();
    const author = { id: supporter.id, type: 'Supporter' as const };
    const messageId = await addMessage(tx, request.id, author, input.text, stored, now);
    await setRequestStatus(tx, request.id, 'Progress', now);
    const lang = isLanguage(request.lang) ? request.lang : tenant.locale;
    const t = deps.translatorFor(lang);
    if (request.reference && request.mobile) {
      const to = {
        tenant,
        lang,
        origin: supporter.origin,
        reference: request.reference,
        fullName: request.fullName ?? '',
        mobile: request.mobile,
        email: request.email,
      };
      await announceAnswer(tx, t, to, input.text);
    } else {
      const mobile = request.userId === null ? null : await mobileOf(tx, request.userId);
      if (mobile)
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
  staff: DeskStaff,
  id: number,
  status: SupportStatus,
): Promise<{ id: number; status: SupportStatus }> {
  return deps.db.transaction(async (tx) => {
    const request = await lockRequest(tx, deskScope(staff), id);
    if (!request) throw notFound();
    if (request.status !== status) await setRequestStatus(tx, id, status, deps.now());
    return { id, status };
  });
}
