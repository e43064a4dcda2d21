import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  adminJobPositionSchema,
  adminJobPositionsRequestSchema,
  adminJobPositionsSchema,
  jobApplicationListSchema,
  jobApplicationSchema,
  jobApplicationsRequestSchema,
  saveJobPositionSchema,
  setJobApplicationStatusSchema,
} from '@parvaz/domain/contracts/careers';
import { AppError } from '../../platform/app-error';
import { requireRole, signedInUser } from '../../platform/auth/authenticate';
import { postRoute } from '../../platform/envelope';
import { contentDisposition, fileHeaders } from '../../platform/uploads';
import { applicationCv, applicationList, setApplicationStatus } from './application-review.service';
import { positionsOfBrand, saveJobPosition } from './position-editing.service';

const tags = ['admin'];
const roles = ['operator'] as const;

/** The operator's recruitment console: the positions per language and the applications. */
export async function adminCareerRoutes(app: FastifyInstance): Promise<void> {
  postRoute(
    app,
    {
      path: 'admin/getJobPositions',
      summary: "The brand's positions, open and closed, of one language or all (operator)",
      tags,
      body: adminJobPositionsRequestSchema,
      response: adminJobPositionsSchema,
      roles,
    },
    async (input, request) => ({
      items: await positionsOfBrand(app.db, request.tenant.id, input.lang),
    }),
  );

  postRoute(
    app,
    {
      path: 'admin/saveJobPosition',
      summary:
        'Add a position or change one (its description sanitised, open or closed, its place in the list), with an audit record (operator)',
      tags,
      body: saveJobPositionSchema,
      response: adminJobPositionSchema,
      roles,
    },
    async (input, request) =>
      saveJobPosition(
        app.db,
        { tenant: request.tenant.id, actorId: signedInUser(request).id },
        input,
        app.now(),
      ),
  );

  postRoute(
    app,
    {
      path: 'admin/getJobApplications',
      summary: "The brand's applications, newest first, by status and position (operator)",
      tags,
      body: jobApplicationsRequestSchema,
      response: jobApplicationListSchema,
      roles,
    },
    async (input, request) => applicationList(app.db, request.tenant.id, input),
  );

  postRoute(
    app,
    {
      path: 'admin/setJobApplicationStatus',
      summary: 'Mark an application reviewed, shortlisted or declined, audited (operator)',
      tags,
      body: setJobApplicationStatusSchema,
      response: jobApplicationSchema,
      roles,
    },
    async (input, request) =>
      setApplicationStatus(
        app.db,
        { tenant: request.tenant.id, actorId: signedInUser(request).id },
        input,
        app.now(),
      ),
  );

  // An application's CV, for the brand's operator only, always as a download: anyone else is
  // told 401, 403 or (another brand's operator, an unknown id) 404, as if it did not exist.
  app.get(
    '/api/admin/jobApplications/:id/cv',
    { schema: { hide: true } },
    async (request, reply) => {
      requireRole(request, roles);
      const params = z.object({ id: z.string() }).parse(request.params);
      const id = /^[1-9]\d{0,15}$/.test(params.id) ? Number(params.id) : null;
      const cv =
        id === null ? null : await applicationCv(app.db, app.uploadsDir, request.tenant.id, id);
      if (!cv) throw new AppError('NOT_FOUND', 'notFound');
      return reply
        .headers(fileHeaders(cv.mediaType, contentDisposition('attachment', cv.name)))
        .send(cv.data);
    },
  );
}
