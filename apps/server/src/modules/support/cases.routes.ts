import type { FastifyInstance, FastifyRequest } from 'fastify';
import { supportLimits } from '@parvaz/domain/support/limits';
import {
  caseCreatedSchema,
  caseLookupSchema,
  caseViewSchema,
  complaintRequestSchema,
  contactRequestSchema,
  safetyRequestSchema,
} from '@parvaz/domain/contracts/cases';
import { loadSigningSecret } from '../../platform/app-secret';
import { deriveKey } from '../../platform/auth/keys';
import { refuseIfUsedUp } from '../../platform/auth/rate-limit';
import { postRoute } from '../../platform/envelope';
import { brandOrigin } from '../../platform/brand-origin';
import { perBrand } from '../../platform/per-brand-body';
import { filesOf } from '../../platform/uploads';
import {
  caseAddressLimit,
  lookupCase,
  sendComplaint,
  sendContact,
  sendSafetyReport,
  type CaseDeps,
  type CaseSender,
} from './cases.service';
import { withFiles } from './support.routes';

const tags = ['cases'];

/**
 * A visitor's contact message, complaint and safety report (each with a captcha and up to three
 * files), and the lookup of a case by its reference and mobile (API.md "Content").
 */
export async function caseRoutes(app: FastifyInstance): Promise<void> {
  const captchaKey = deriveKey(await loadSigningSecret(app.db), 'captcha');
  const deps = (): CaseDeps => ({
    db: app.db,
    now: app.now,
    uploadsDir: app.uploadsDir,
    translatorFor: app.translatorFor,
    captchaKey,
  });
  const senderOf = (request: FastifyRequest): CaseSender => ({
    tenant: request.tenant,
    lang: request.lang,
    ip: request.ip,
    origin: brandOrigin(request, request.tenant),
  });
  const today = () => app.now().toISOString().slice(0, 10);
  const contact = perBrand((region) => contactRequestSchema(region).extend(withFiles));
  const complaint = perBrand((region) => complaintRequestSchema(region).extend(withFiles));
  const safety = perBrand((region) => safetyRequestSchema(region, today).extend(withFiles));
  // An address over its limit is refused before its files are read.
  const beforeBody = (request: FastifyRequest) =>
    refuseIfUsedUp(app.db, caseAddressLimit(request.ip), app.now());

  postRoute(
    app,
    {
      path: 'request/createRequest',
      summary:
        'The contact form: name, mobile, e-mail, subject, text, captcha and up to 3 files (multipart/form-data); answers the case reference, sent by SMS and e-mail',
      tags,
      body: contact.shape,
      fileBytes: supportLimits.fileBytes,
      response: caseCreatedSchema,
      beforeBody,
    },
    async (_input, request) => {
      const input = contact.parse(request);
      return sendContact(deps(), senderOf(request), input, filesOf(input));
    },
  );

  postRoute(
    app,
    {
      path: 'request/email/report/complaint',
      summary:
        'A complaint, about a booking (its tracking code) or not, with a captcha and up to 3 files; answers the case reference',
      tags,
      body: complaint.shape,
      fileBytes: supportLimits.fileBytes,
      response: caseCreatedSchema,
      beforeBody,
    },
    async (_input, request) => {
      const input = complaint.parse(request);
      return sendComplaint(deps(), senderOf(request), input, filesOf(input));
    },
  );

  postRoute(
    app,
    {
      path: 'request/email/report/safety',
      summary:
        'A safety report (flight and day when known), confidential when asked: then only staff named for safety reports read it; answers the case reference',
      tags,
      body: safety.shape,
      fileBytes: supportLimits.fileBytes,
      response: caseCreatedSchema,
      beforeBody,
    },
    async (_input, request) => {
      const input = safety.parse(request);
      return sendSafetyReport(deps(), senderOf(request), input, filesOf(input));
    },
  );

  postRoute(
    app,
    {
      path: 'request/getCase',
      summary:
        "A visitor's case by its reference and the mobile it was sent with: status, messages and the desk's answers (a wrong pair is the same 404 as an unknown reference)",
      tags,
      body: caseLookupSchema,
      response: caseViewSchema,
    },
    async (input, request) =>
      lookupCase({ db: app.db, now: app.now }, { tenant: request.tenant, ip: request.ip }, input),
  );
}
