import type { FastifyInstance } from 'fastify';
import { pingDatabase } from '../../db/client';

/** Readiness with a database round trip (503 when it does not answer), and bare liveness. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  // Touches nothing: the benchmarks' baseline for what the server itself costs per request.
  app.get('/livez', { schema: { hide: true } }, async () => ({
    status: 'success',
    data: { live: true },
  }));

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
