import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { MessageKey } from '@parvaz/domain/messages';
import type { ErrorEnvelope } from '@parvaz/domain/contracts/envelope';
import { isConnectionLoss } from '../db/connection-loss';
import { AppError, type ErrorCode } from './app-error';
import { isBrokenMultipart } from './body-parsers';
import { RequestValidationError } from './validation';

interface Described {
  status: number;
  code: ErrorCode;
  key: MessageKey;
  params: Record<string, unknown>;
  fields?: Record<string, { key: MessageKey; params: Record<string, unknown> }>;
  detail?: Record<string, unknown>;
}

// Fastify's own 4xx errors (body parsing, content types, sizes) and what the user is told.
const fastifyCodes: Record<string, { code: ErrorCode; key: MessageKey }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'BODY_TOO_LARGE', key: 'bodyTooLarge' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE', key: 'unsupportedMediaType' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'MALFORMED_BODY', key: 'malformedBody' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'MALFORMED_BODY', key: 'malformedBody' },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'MALFORMED_BODY', key: 'malformedBody' },
  FST_ERR_RATE_LIMIT: { code: 'TOO_MANY_REQUESTS', key: 'tooManyRequests' },
};

function describe(error: FastifyError | Error): Described {
  if (error instanceof AppError) {
    const fields = Object.fromEntries(
      Object.entries(error.options.fields ?? {}).map(([path, value]) => [
        path,
        typeof value === 'string' ? { key: value, params: {} } : value,
      ]),
    );
    return {
      status: error.status,
      code: error.code,
      key: error.messageKey,
      params: error.options.params ?? {},
      fields,
      ...(error.options.detail ? { detail: error.options.detail } : {}),
    };
  }
  if (error instanceof RequestValidationError) {
    return {
      status: 400,
      code: 'VALIDATION',
      key: error.first.key,
      params: error.first.params,
      fields: error.fields,
    };
  }
  if (isBrokenMultipart(error))
    return { status: 400, code: 'MALFORMED_BODY', key: 'malformedBody', params: {} };
  const fastifyError: Partial<FastifyError> = error;
  const known = fastifyError.code ? fastifyCodes[fastifyError.code] : undefined;
  const statusCode = fastifyError.statusCode ?? 500;
  if (known)
    return {
      status: statusCode >= 400 && statusCode < 500 ? statusCode : 400,
      ...known,
      params: {},
    };
  if (statusCode === 429)
    return { status: 429, code: 'TOO_MANY_REQUESTS', key: 'tooManyRequests', params: {} };
  if (statusCode >= 400 && statusCode < 500) {
    // Body parsers throw SyntaxError-like 4xx errors for malformed or poisoned bodies.
    return { status: statusCode, code: 'MALFORMED_BODY', key: 'malformedBody', params: {} };
  }
  // The database went away under the request (nothing of it was kept): try again shortly.
  if (isConnectionLoss(error))
    return { status: 503, code: 'UNAVAILABLE', key: 'connectionError', params: {} };
  return { status: 500, code: 'INTERNAL', key: 'serverError', params: {} };
}

function envelope(request: FastifyRequest, described: Described): ErrorEnvelope {
  const fields = described.fields
    ? Object.fromEntries(
        Object.entries(described.fields).map(([path, m]) => [path, request.t(m.key, m.params)]),
      )
    : undefined;
  return {
    status: 'error',
    errors: {
      error: request.t(described.key, described.params),
      code: described.code,
      ...(fields && Object.keys(fields).length > 0 ? { fields } : {}),
      ...(described.detail ? { detail: described.detail } : {}),
    },
    ...(described.code === 'NOT_LOGGED_IN' ? { is_login: false } : {}),
  };
}

/** One handler turns every error into the envelope; a 5xx never shows internal text. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Error, request, reply: FastifyReply) => {
    const described = describe(error);
    if (described.status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: described.code, reason: error.message }, 'request refused');
    return reply.status(described.status).send(envelope(request, described));
  });
}

/** Unknown API paths answer the envelope; the web app's own paths are handled by the static plugin. */
export function notFoundEnvelope(request: FastifyRequest): ErrorEnvelope {
  return envelope(request, {
    status: 404,
    code: 'ENDPOINT_NOT_FOUND',
    key: 'endpointNotFound',
    params: {},
  });
}
