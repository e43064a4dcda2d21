import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  emptyRequestSchema,
  errorEnvelopeSchema,
  successEnvelope,
} from '@parvaz/domain/contracts/envelope';

export interface RouteSpec<B extends z.ZodType, R extends z.ZodType> {
  /** Path under /api, e.g. 'context/getInitialConfig'. */
  path: string;
  summary: string;
  tags: string[];
  body?: B;
  response: R;
}

export type Handler<B extends z.ZodType, R extends z.ZodType> = (
  input: z.output<B>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<z.input<R>>;

const errorResponses = {
  400: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
};

/**
 * Registers `POST /api/<path>`: the body parsed with its zod schema, the answer wrapped in the
 * success envelope. Handlers only parse, call a service and map its result.
 */
export function postRoute<B extends z.ZodType, R extends z.ZodType>(
  app: FastifyInstance,
  spec: RouteSpec<B, R>,
  handler: Handler<B, R>,
): void {
  const body = spec.body ?? emptyRequestSchema;
  app.route({
    method: 'POST',
    url: `/api/${spec.path}`,
    schema: {
      summary: spec.summary,
      tags: spec.tags,
      body,
      response: { 200: successEnvelope(spec.response), ...errorResponses },
    },
    handler: async (request, reply) => {
      // The validator has already replaced the body by the schema's output.
      const input = request.body as z.output<B>;
      const data = await handler(input, request, reply);
      return { status: 'success' as const, data };
    },
  });
}
