import type { FastifyInstance, FastifyRequest } from 'fastify';
import { supportLimits } from '@parvaz/domain/support/limits';
import {
  deskListRequestSchema,
  deskThreadSchema,
  deskTicketListSchema,
  messageAddedSchema,
  newMessageSchema,
  newTicketSchema,
  setTicketStatusSchema,
  ticketCreatedSchema,
  ticketListRequestSchema,
  ticketListSchema,
  ticketRefSchema,
  ticketStatusChangedSchema,
  ticketThreadSchema,
} from '@parvaz/domain/contracts/support';
import { signedInUser } from '../../platform/auth/authenticate';
import { brandOrigin } from '../../platform/brand-origin';
import { postRoute } from '../../platform/envelope';
import { filesOf, receivedFilesField } from '../../platform/uploads';
import {
  addCustomerMessage,
  addSupporterReply,
  changeTicketStatus,
  deskThread,
  deskTicketList,
  openTicket,
  ticketList,
  ticketThread,
  type DeskStaff,
  type SupportDeps,
} from './support.service';

const tags = ['support'];
const customers = ['customer'] as const;
const desk = ['supporter', 'operator'] as const;

/** Files come as `files` (repeated) or `files[]` parts of a multipart/form-data body. */
export const withFiles = { files: receivedFilesField, 'files[]': receivedFilesField };

/** The desk's caller: who they are decides whether confidential safety reports are theirs to read. */
const staffOf = (request: FastifyRequest): DeskStaff => ({
  id: signedInUser(request).id,
  tenant: request.tenant.id,
});

/** Support requests: the customer's side (profile → support) and the supporter desk. */
export async function supportRoutes(app: FastifyInstance): Promise<void> {
  const deps = (): SupportDeps => ({
    db: app.db,
    now: app.now,
    uploadsDir: app.uploadsDir,
    translatorFor: app.translatorFor,
  });

  postRoute(
    app,
    {
      path: 'profile/newTicket',
      summary: 'Open a support request: title, description and up to 3 files (multipart/form-data)',
      tags,
      body: newTicketSchema.extend(withFiles),
      fileBytes: supportLimits.fileBytes,
      response: ticketCreatedSchema,
      roles: customers,
    },
    async (input, request) => {
      const user = signedInUser(request);
      const customer = { id: user.id, tenant: request.tenant.id, lang: request.lang };
      return openTicket(deps(), customer, input, filesOf(input));
    },
  );

  postRoute(
    app,
    {
      path: 'profile/getTicketList',
      summary: "The signed-in customer's support requests, most recently changed first",
      tags,
      body: ticketListRequestSchema,
      response: ticketListSchema,
      roles: customers,
    },
    async (input, request) =>
      ticketList(app.db, { tenant: request.tenant.id, userId: signedInUser(request).id }, input),
  );

  postRoute(
    app,
    {
      path: 'profile/getTicketMessages',
      summary: 'One of the customer’s support requests with its messages and files',
      tags,
      body: ticketRefSchema,
      response: ticketThreadSchema,
      roles: customers,
    },
    async ({ id }, request) =>
      ticketThread(app.db, { tenant: request.tenant.id, userId: signedInUser(request).id }, id),
  );

  postRoute(
    app,
    {
      path: 'profile/newMessage',
      summary: 'Write to one of the customer’s support requests (a closed one opens again)',
      tags,
      body: newMessageSchema.extend(withFiles),
      fileBytes: supportLimits.fileBytes,
      response: messageAddedSchema,
      roles: customers,
    },
    async (input, request) => {
      const user = signedInUser(request);
      return addCustomerMessage(
        deps(),
        { id: user.id, tenant: request.tenant.id },
        input,
        filesOf(input),
      );
    },
  );

  postRoute(
    app,
    {
      path: 'profile/supporterTicketList',
      summary:
        "Supporter desk: the brand's support requests and visitors' cases (contact, complaint, safety) by status and kind; confidential safety reports only for staff named for them",
      tags,
      body: deskListRequestSchema,
      response: deskTicketListSchema,
      roles: desk,
    },
    async (input, request) => deskTicketList(app.db, staffOf(request), input),
  );

  postRoute(
    app,
    {
      path: 'profile/supporterMessages',
      summary: 'Supporter desk: a support request or a case with its messages and files',
      tags,
      body: ticketRefSchema,
      response: deskThreadSchema,
      roles: desk,
    },
    async ({ id }, request) => deskThread(app.db, staffOf(request), id),
  );

  postRoute(
    app,
    {
      path: 'profile/supporterReply',
      summary:
        'Supporter desk: answer a request (status Progress; the customer gets an SMS, a visitor an SMS with the reference and the answer by e-mail)',
      tags,
      body: newMessageSchema.extend(withFiles),
      fileBytes: supportLimits.fileBytes,
      response: messageAddedSchema,
      roles: desk,
    },
    async (input, request) =>
      addSupporterReply(
        deps(),
        { id: signedInUser(request).id, origin: brandOrigin(request, request.tenant) },
        request.tenant,
        input,
        filesOf(input),
      ),
  );

  postRoute(
    app,
    {
      path: 'profile/setTicketStatus',
      summary: 'Supporter desk: set a request Open, Progress or Close',
      tags,
      body: setTicketStatusSchema,
      response: ticketStatusChangedSchema,
      roles: desk,
    },
    async ({ id, status }, request) => changeTicketStatus(deps(), staffOf(request), id, status),
  );
}
