import { createHash } from 'node:crypto';

/**
 * Who sends a request, for tying an idempotency key to its caller: the signed-in user, or one
 * fixed caller for every guest. A guest's address is no part of it: a phone's address changes
 * between a submit and its retry, and the retry must find its booking (the body's digest still
 * keeps another request from being answered with it).
 */
export function callerOf(user: { id: number } | null): string {
  return user ? `user:${user.id}` : 'guest';
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
