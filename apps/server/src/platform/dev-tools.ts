import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { messagesTo } from './outbox';

/** Tools for tests and demos (`DEV_TOOLS=1`, never in production): read what was sent to an address. */
export async function devToolsRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/dev/outbox',
    { schema: { hide: true, querystring: z.object({ to: z.string().min(1).max(254) }) } },
    async (request) => {
      const { to } = z.object({ to: z.string() }).parse(request.query);
      const messages = await messagesTo(app.db, to);
      return {
        status: 'success',
        data: messages.map((m) => ({
          ...m,
          createdAt: m.createdAt.toISOString(),
          sentAt: m.sentAt?.toISOString() ?? null,
        })),
      };
    },
  );
}

/** The answer of a captcha, given only with the dev tools on (API.md "Tools for tests and demos"). */
export function withDevAnswer(devTools: boolean, answer: string): { devAnswer?: string } {
  return devTools ? { devAnswer: answer } : {};
}
