import type { FastifyInstance } from 'fastify';
import { pingDatabase } from '../../db/client';

/** Liveness with a database round trip; 503 when the database does not answer. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/healthz', { schema: { hide: true } }, async (_request, reply) => {
    const started = performance.now();
    try {
      await pingDatabase(app.db);
      return {
        status: 'success',
        data: { database: 'ok', latencyMs: Math.round(performance.now() - started) },
      };
    } catch (error) {
      app.log.error({ err: error }, 'health check failed');
      return reply
        .status(503)
        .send({ status: 'error', errors: { error: 'database unavailable', code: 'UNAVAILABLE' } });
    }
  });
}
