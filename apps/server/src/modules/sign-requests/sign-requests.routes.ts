import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { signRequestLimits } from '@parvaz/domain/companies/sign-request-rules';
import { codeSentResponseSchema } from '@parvaz/domain/contracts/auth';
import {
  agentFormCodeRequestSchema,
  reviewSignRequestSchema,
  sendAgentFormSchema,
  signRequestDetailSchema,
  signRequestListRequestSchema,
  signRequestListSchema,
  signRequestLookupSchema,
  signRequestRefSchema,
  signRequestReviewedSchema,
  signRequestSentSchema,
  signRequestViewSchema,
} from '@parvaz/domain/contracts/sign-requests';
import { AppError } from '../../platform/app-error';
import { requireRole, signedInUser } from '../../platform/auth/authenticate';
import { consoleRoute } from '../../platform/console-route';
import { refuseIfUsedUp } from '../../platform/auth/rate-limit';
import { postRoute } from '../../platform/envelope';
import { brandOrigin } from '../../platform/brand-origin';
import { contentDisposition, fileHeaders, receivedFilesField } from '../../platform/uploads';
import {
  reviewSignRequest,
  signRequestDetail,
  signRequestDocument,
  signRequestList,
} from './sign-request-review.service';
import {
  lookupSignRequest,
  sendSignRequestCode,
  signRequestAddressLimit,
  submitSignRequest,
  type Applicant,
  type SignRequestDeps,
} from './sign-requests.service';

const tags = ['request'];

/** Each document is one file part of the multipart body, named for what it is. */
const documentFields = {
  licence: receivedFilesField,
  nationalCard: receivedFilesField,
  gazette: receivedFilesField,
};

/** Sign requests: an agency or an airline applies at /sign; the operator reviews them. */
export async function signRequestRoutes(app: FastifyInstance): Promise<void> {
  const deps = (): SignRequestDeps => ({
    db: app.db,
    now: app.now,
    uploadsDir: app.uploadsDir,
    translatorFor: app.translatorFor,
  });
  const applicant = (request: FastifyRequest): Applicant => ({
    tenant: request.tenant,
    lang: request.lang,
    t: request.t,
    ip: request.ip,
    origin: brandOrigin(request, request.tenant),
  });

  postRoute(
    app,
    {
      path: 'request/getAgentFormCode',
      summary: 'Send a code by SMS to the mobile a sign request will be sent with',
      tags,
      body: agentFormCodeRequestSchema,
      response: codeSentResponseSchema,
    },
    async (input, request) => sendSignRequestCode(deps(), applicant(request), input),
  );

  postRoute(
    app,
    {
      path: 'request/sendAgentForm',
      summary:
        "An agency's or a service owner's sign request (multipart/form-data): the company, the code sent to the contact mobile, and the licence, national card and gazette (PDF, JPEG or PNG, 2 MB each); `reference` sends again a request that needs changes",
      tags,
      body: sendAgentFormSchema().extend(documentFields),
      fileBytes: signRequestLimits.documentBytes,
      response: signRequestSentSchema,
      // An address over its limit is refused before its documents are read.
      beforeBody: (request) =>
        refuseIfUsedUp(app.db, signRequestAddressLimit(request.ip), app.now()),
    },
    async (input, request) =>
      submitSignRequest(deps(), applicant(request), input, {
        licence: input.licence,
        nationalCard: input.nationalCard,
        gazette: input.gazette,
      }),
  );

  postRoute(
    app,
    {
      path: 'request/getAgentForm',
      summary: "A sign request's status and the reviewer's note, by its reference and mobile",
      tags,
      body: signRequestLookupSchema,
      response: signRequestViewSchema,
    },
    async (input, request) => lookupSignRequest(deps(), applicant(request), input),
  );

  consoleRoute(
    app,
    {
      path: 'admin/getSignRequests',
      summary: "The brand's sign requests, most recently changed first (operator)",
      body: signRequestListRequestSchema,
      response: signRequestListSchema,
    },
    async (input, request) => signRequestList(app.db, request.tenant.id, input),
  );

  consoleRoute(
    app,
    {
      path: 'admin/getSignRequest',
      summary: 'One sign request with its documents and review (operator)',
      body: signRequestRefSchema,
      response: signRequestDetailSchema,
    },
    async ({ id }, request) => signRequestDetail(app.db, request.tenant.id, id),
  );

  consoleRoute(
    app,
    {
      path: 'admin/reviewSignRequest',
      summary:
        'Approve (creating the agency or airline and its first user), ask for changes or decline a sign request, with a note the applicant is sent (operator)',
      body: reviewSignRequestSchema,
      response: signRequestReviewedSchema,
    },
    async (input, request) =>
      reviewSignRequest(
        app.db,
        {
          tenant: request.tenant,
          translatorFor: app.translatorFor,
          origin: brandOrigin(request, request.tenant),
        },
        { id: signedInUser(request).id, tenant: request.tenant },
        input,
        app.now(),
      ),
  );

  // A sign request's document, for the brand's operator only: anyone else is told 401, 403 or
  // (another brand's operator, an unknown id) 404, as if it did not exist.
  app.get('/api/admin/signRequestFile/:id', { schema: { hide: true } }, async (request, reply) => {
    requireRole(request, ['operator']);
    const { id } = z.object({ id: z.string() }).parse(request.params);
    const document = await signRequestDocument(app.db, app.uploadsDir, request.tenant.id, id);
    if (!document) throw new AppError('NOT_FOUND', 'notFound');
    return reply
      .headers(fileHeaders(document.mediaType, contentDisposition('inline', document.name)))
      .send(document.data);
  });
}
