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
import { requireRole } from '../../platform/auth/authenticate';
import { consoleActor, consoleRoute } from '../../platform/console-route';
import { contentDisposition, fileHeaders } from '../../platform/uploads';
import { applicationCv, applicationList, setApplicationStatus } from './application-review.service';
import { positionsOfBrand, saveJobPosition } from './position-editing.service';

/** The operator's recruitment console: the positions per language and the applications. */
export async function adminCareerRoutes(app: FastifyInstance): Promise<void> {
  consoleRoute(
    app,
    {
      path: 'admin/getJobPositions',
      summary: "The brand's positions, open and closed, of one language or all (operator)",
      body: adminJobPositionsRequestSchema,
      response: adminJobPositionsSchema,
    },
    async (input, request) => ({
      items: await positionsOfBrand(app.db, request.tenant.id, input.lang),
    }),
  );

  consoleRoute(
    app,
    {
      path: 'admin/saveJobPosition',
      summary:
        'Add a position or change one (its description sanitised, open or closed, its place in the list), with an audit record (operator)',
      body: saveJobPositionSchema,
      response: adminJobPositionSchema,
    },
    async (input, request) => saveJobPosition(app.db, consoleActor(request), input, app.now()),
  );

  consoleRoute(
    app,
    {
      path: 'admin/getJobApplications',
      summary: "The brand's applications, newest first, by status and position (operator)",
      body: jobApplicationsRequestSchema,
      response: jobApplicationListSchema,
    },
    async (input, request) => applicationList(app.db, request.tenant.id, input),
  );

  consoleRoute(
    app,
    {
      path: 'admin/setJobApplicationStatus',
      summary: 'Mark an application reviewed, shortlisted or declined, audited (operator)',
      body: setJobApplicationStatusSchema,
      response: jobApplicationSchema,
    },
    async (input, request) => setApplicationStatus(app.db, consoleActor(request), input, app.now()),
  );

  // An application's CV, for the brand's operator only, always as a download: anyone else is
  // told 401, 403 or (another brand's operator, an unknown id) 404, as if it did not exist.
  app.get(
    '/api/admin/jobApplications/:id/cv',
    { schema: { hide: true } },
    async (request, reply) => {
      requireRole(request, ['operator']);
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
