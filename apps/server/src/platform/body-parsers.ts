import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import qs from 'qs';

/**
 * Form bodies use bracket notation for nesting (`passengers[0][firstName]=ALI`). Prototype keys
 * are dropped and depth, array size and field count are bounded so a hostile body stays cheap.
 */
export function parseFormBody(body: string): Record<string, unknown> {
  return qs.parse(body, {
    allowPrototypes: false,
    plainObjects: false,
    depth: 6,
    arrayLimit: 100,
    parameterLimit: 2000,
    parseArrays: true,
    strictNullHandling: false,
  });
}

export async function registerBodyParsers(app: FastifyInstance): Promise<void> {
  await app.register(formbody, { parser: parseFormBody });
}
