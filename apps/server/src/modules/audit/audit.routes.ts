import type { FastifyInstance } from 'fastify';
import { auditLogRequestSchema, auditLogResponseSchema } from '@parvaz/domain/contracts/audit';
import { consoleRoute } from '../../platform/console-route';
import { auditEntries } from './audit.repository';

/** The operator reads the brand's audit log, newest first, optionally of one thing. */
export async function auditRoutes(app: FastifyInstance): Promise<void> {
  consoleRoute(
    app,
    {
      path: 'admin/getAuditLog',
      summary:
        "The brand's changes to content, newest first: who, when, before and after (operator)",
      body: auditLogRequestSchema,
      response: auditLogResponseSchema,
    },
    async (input, request) => {
      const { rows, total } = await auditEntries(app.db, {
        tenant: request.tenant.id,
        ...(input.entity ? { entity: input.entity } : {}),
        ...(input.entityKey ? { entityKey: input.entityKey } : {}),
        offset: (input.page - 1) * input.pageSize,
        limit: input.pageSize,
      });
      return {
        items: rows.map(({ actorName, actorMobile, ...row }) => ({
          ...row,
          at: row.at.toISOString(),
          actor: actorName ?? actorMobile,
        })),
        total,
      };
    },
  );
}
