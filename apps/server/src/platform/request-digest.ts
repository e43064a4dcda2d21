import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * Who sends a request, for tying an idempotency key to its caller: the signed-in user, or for a
 * guest (who has no session) the client's address.
 */
export function callerOf(request: Pick<FastifyRequest, 'user' | 'ip'>): string {
  return request.user ? `user:${request.user.id}` : `guest:${request.ip}`;
}

/**
 * SHA-256 (hex) of the caller and the request's parsed body. The body is the schema's output,
 * so its keys come in the schema's order and the same request always gives the same digest.
 */
export function requestDigest(caller: string, body: unknown): string {
  return createHash('sha256')
    .update(caller)
    .update('\n')
    .update(JSON.stringify(body))
    .digest('hex');
}
