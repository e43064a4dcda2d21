import type { FastifyInstance, FastifyRequest } from 'fastify';
import { careerLimits } from '@parvaz/domain/careers/career-rules';
import {
  applyJobSchema,
  jobAppliedSchema,
  jobPositionsSchema,
} from '@parvaz/domain/contracts/careers';
import { loadSigningSecret } from '../../platform/app-secret';
import { deriveKey } from '../../platform/auth/keys';
import { refuseIfUsedUp } from '../../platform/auth/rate-limit';
import { postRoute } from '../../platform/envelope';
import { perBrand } from '../../platform/per-brand-body';
import { receivedFilesField } from '../../platform/uploads';
import { applicationAddressLimit, applyForJob, type ApplyDeps, type Sender } from './apply.service';
import { openPositions } from './positions.repository';

/** The CV is one file part of the multipart body. */
const withCv = { cv: receivedFilesField };

/** /recruitment: the brand's open positions, and an application with a CV for one of them. */
export async function careerRoutes(app: FastifyInstance): Promise<void> {
  const captchaKey = deriveKey(await loadSigningSecret(app.db), 'captcha');
  const deps = (): ApplyDeps => ({
    db: app.db,
    now: app.now,
    uploadsDir: app.uploadsDir,
    translatorFor: app.translatorFor,
    captchaKey,
  });
  const senderOf = (request: FastifyRequest): Sender => ({
    tenant: request.tenant,
    lang: request.lang,
    ip: request.ip,
  });
  const apply = perBrand((region) => applyJobSchema(region).extend(withCv));

  postRoute(
    app,
    {
      path: 'context/getJobs',
      summary: "The brand's open positions in the request's language, in the operator's order",
      tags: ['context'],
      response: jobPositionsSchema,
    },
    async (_input, request) => openPositions(app.db, request.tenant.id, request.lang),
  );

  postRoute(
    app,
    {
      path: 'request/applyJob',
      summary:
        'An application for an open position (multipart/form-data): name, mobile, e-mail, an optional cover letter, the captcha and the CV (a PDF or a Word .docx, 5 MB at most, told by its bytes); answers the reference, sent by SMS and e-mail',
      tags: ['request'],
      body: apply.shape,
      fileBytes: careerLimits.cvBytes,
      response: jobAppliedSchema,
      // An address over its limit is refused before its CV is read.
      beforeBody: (request) =>
        refuseIfUsedUp(app.db, applicationAddressLimit(request.ip), app.now()),
    },
    async (_input, request) => {
      const input = apply.parse(request);
      return applyForJob(deps(), senderOf(request), input, input.cv);
    },
  );
}
