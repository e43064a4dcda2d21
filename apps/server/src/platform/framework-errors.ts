import type { Socket } from 'node:net';
import type { IncomingHttpHeaders } from 'node:http';
import type { ConnectionError, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorEnvelope } from '@parvaz/domain/contracts/envelope';
import { isLanguage, type Language } from '@parvaz/domain/languages';
import { resolveTenant, tenants, type TenantId } from '@parvaz/domain/tenants/tenants';
import type { Translate } from './translator';

interface Deps {
  defaultTenant: TenantId;
  translatorFor: (language: Language) => Translate;
}

function malformed(t: Translate): ErrorEnvelope {
  return { status: 'error', errors: { error: t('malformedBody'), code: 'MALFORMED_BODY' } };
}

/** The language of a request no hook has read: its `lang` header, else its tenant's locale. */
function languageOf(headers: IncomingHttpHeaders, defaultTenant: TenantId): Language {
  const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  const lang = one(headers.lang)?.trim().toLowerCase();
  if (isLanguage(lang)) return lang;
  return resolveTenant({
    host: one(headers.host),
    requested: one(headers['x-tenant']),
    fallback: defaultTenant,
  }).locale;
}

/**
 * Fastify's router refuses a path it cannot decode (`%ZZ`) or a parameter past its length before
 * any hook or the error handler runs; the answer is still the API's envelope (API.md "Calls").
 */
export function frameworkErrorsHandler(deps: Deps) {
  return (error: Error & { code?: string }, request: FastifyRequest, reply: FastifyReply) => {
    const t = deps.translatorFor(languageOf(request.headers, deps.defaultTenant));
    const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
    return reply.status(status).send(malformed(t));
  };
}

const clientErrorStatus: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout'],
};

/**
 * Node refuses a request it cannot parse (headers past their limit, a broken request line) before
 * Fastify sees it; this writes that refusal as the envelope too, in the default tenant's language
 * (the headers that would choose another were not read).
 */
export function clientErrorHandler(deps: Deps) {
  return (error: ConnectionError, socket: Socket) => {
    // A reset connection has no one left to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const [status, reason] = clientErrorStatus[error.code] ?? [400, 'Bad Request'];
    const t = deps.translatorFor(tenants[deps.defaultTenant].locale);
    const body = JSON.stringify(malformed(t));
    // An answer to HEAD has no body (a client would read it as garbage after the headers).
    // (The request's bytes as Node read them; typed loosely by Fastify.)
    const raw: unknown = error.rawPacket;
    const head = Buffer.isBuffer(raw) && raw.subarray(0, 5).toString('latin1') === 'HEAD ';
    if (socket.writable)
      socket.write(
        `HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${head ? '' : body}`,
      );
    socket.destroy(error);
  };
}
