import { gzip, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Role } from '@parvaz/domain/roles';
import {
  emptyRequestSchema,
  errorEnvelopeSchema,
  successEnvelope,
} from '@parvaz/domain/contracts/envelope';
import { requireRole } from './auth/authenticate';
import { answerSessionFields } from './auth/session-cookie';
import type { SessionFields } from './auth/sessions';

export interface RouteSpec<B extends z.ZodType, R extends z.ZodType> {
  /** Path under /api, e.g. 'context/getInitialConfig'. */
  path: string;
  summary: string;
  tags: string[];
  body?: B;
  response: R;
  /**
   * Who may call: a guest gets 401 `notLoggedIn` (with `is_login: false`), a signed-in user of
   * another role 403 `forbidden`. Without it the endpoint is public.
   */
  roles?: readonly Role[];
  /**
   * Checked before the body is read, after who may call: an upload route refuses a caller over
   * its limit here, so that a flood of uploads is never read.
   */
  beforeBody?: (request: FastifyRequest) => Promise<void>;
  /**
   * An upload route's limit on one file: multipart stops writing a file there (it is kept as
   * truncated, and the service refuses it naming the same limit).
   */
  fileBytes?: number;
}

/** Below this size compressing saves less than it costs. */
const gzipFromBytes = 1024;
/**
 * From this length an answer is compressed off the event loop. Below it a worker costs more
 * than the compression itself (measured: about 0.3 ms of CPU against 0.08 ms for a 4 kB answer,
 * the median search), and the event loop is held for well under a millisecond.
 */
export const gzipOffThreadFromChars = 32 * 1024;

/**
 * An answer's data already written as JSON, for hot paths that give the same answer to many
 * requests: the envelope is written once, and compressed once for clients that accept gzip.
 * The type parameter records what the text encodes.
 */
export class SerializedJson<T> {
  declare readonly encodes?: T;
  #envelope?: string;
  #gzipped?: Promise<Buffer>;
  constructor(readonly text: string) {}

  envelope(): string {
    return (this.#envelope ??= `{"status":"success","data":${this.text}}`);
  }

  /** The envelope with session fields: written for this answer only, never cached. */
  envelopeWith(fields: SessionFields): string {
    const extra = JSON.stringify(fields);
    return extra === '{}' ? this.envelope() : `${this.envelope().slice(0, -1)},${extra.slice(1)}`;
  }

  /**
   * The envelope gzipped. A large answer (a busy day's results) is compressed on libuv's worker
   * threads, so the other requests are not held up meanwhile; a small one here, where it takes
   * less than handing it over would.
   */
  gzipped(): Promise<Buffer> {
    if (this.#gzipped) return this.#gzipped;
    const text = this.envelope();
    this.#gzipped =
      text.length >= gzipOffThreadFromChars
        ? new Promise((resolve, reject) =>
            gzip(text, (error, compressed) => (error ? reject(error) : resolve(compressed))),
          )
        : Promise.resolve(gzipSync(text));
    return this.#gzipped;
  }
}

/** Whether the client takes gzip (and did not refuse it with q=0). */
export function acceptsGzip(request: FastifyRequest): boolean {
  const header = request.headers['accept-encoding'];
  return typeof header === 'string' && negotiate(header, ['gzip']) === 'gzip';
}

export type Handler<B extends z.ZodType, R extends z.ZodType> = (
  input: z.output<B>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<z.input<R> | SerializedJson<z.input<R>>>;

const errorResponses = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  410: errorEnvelopeSchema,
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
  const envelope = successEnvelope(spec.response);
  const roles = spec.roles;
  app.route({
    method: 'POST',
    url: `/api/${spec.path}`,
    schema: {
      summary: spec.summary,
      tags: spec.tags,
      body,
      response: { 200: envelope, ...errorResponses },
      ...(roles ? { security: [{ bearer: [] }, { webSession: [] }] } : {}),
    },
    ...(spec.fileBytes
      ? { config: { multipartOptions: { limits: { fileSize: spec.fileBytes } } } }
      : {}),
    // Before the body is read: who may call is checked first, then what the route checks there.
    ...(roles || spec.beforeBody
      ? {
          onRequest: async (request: FastifyRequest) => {
            if (roles) requireRole(request, roles);
            await spec.beforeBody?.(request);
          },
        }
      : {}),
    handler: async (request, reply) => {
      // The validator has already replaced the body by the schema's output.
      const input = request.body as z.output<B>;
      const data = await handler(input, request, reply);
      // Read after the handler: a sign-in or a logout sets them (in the web app's cookie).
      const fields = answerSessionFields(request, reply);
      if (!(data instanceof SerializedJson)) return { status: 'success' as const, data, ...fields };
      reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
      if (fields) {
        // The shared text and its gzip are only for answers without session fields.
        const text = data.envelopeWith(fields);
        if (app.validateResponses) envelope.parse(JSON.parse(text));
        return reply.send(text);
      }
      // Text bypasses the serializer, so the contract check it would make is made here.
      if (app.validateResponses) envelope.parse(JSON.parse(data.envelope()));
      if (data.text.length >= gzipFromBytes && acceptsGzip(request)) {
        // Should compression ever fail, the answer still goes out, uncompressed.
        const compressed = await data.gzipped().catch(() => null);
        if (compressed) return reply.header('content-encoding', 'gzip').send(compressed);
      }
      return reply.send(data.envelope());
    },
  });
}
