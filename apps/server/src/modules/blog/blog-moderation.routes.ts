import type { FastifyInstance } from 'fastify';
import {
  adminCommentsRequestSchema,
  adminCommentsResponseSchema,
} from '@parvaz/domain/contracts/admin-comments';
import { consoleRoute } from '../../platform/console-route';
import { commentsOfBrand } from './blog-moderation.repository';

/** The operator's queue of comments on the brand's posts (decided by blog/moderateComment). */
export async function blogModerationRoutes(app: FastifyInstance): Promise<void> {
  consoleRoute(
    app,
    {
      path: 'admin/getComments',
      summary: "Comments on the brand's posts in one state, pending by default (operator)",
      body: adminCommentsRequestSchema,
      response: adminCommentsResponseSchema,
    },
    async (input, request) => {
      const { rows, total } = await commentsOfBrand(app.db, {
        tenant: request.tenant.id,
        status: input.status,
        offset: (input.page - 1) * input.pageSize,
        limit: input.pageSize,
      });
      return {
        items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
        total,
      };
    },
  );
}
