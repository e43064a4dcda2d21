import { sep } from 'node:path';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import qs from 'qs';
import { maxFilesPerRequest, maxUploadBytes, receiveFile } from './uploads';

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

/**
 * Busboy's own errors for a broken multipart body (no or an overlong boundary, a body cut short)
 * are plain errors without a status; they are the client's fault, not the server's.
 */
export function isBrokenMultipart(error: Error): boolean {
  return (
    !('statusCode' in error) && (error.stack ?? '').includes(`${sep}@fastify${sep}busboy${sep}`)
  );
}

export async function registerBodyParsers(app: FastifyInstance): Promise<void> {
  await app.register(formbody, { parser: parseFormBody });
  // Uploads: fields become the body the route's schema parses, files become `ReceivedFile`s
  // (read by `receiveFile`); limits are answered with the user's message, not a bare 413.
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    onFile: receiveFile,
    throwFileSizeLimit: false,
    limits: {
      fileSize: maxUploadBytes,
      // One past the allowed count, so the extra file reaches `receiveFile` and is refused there.
      files: maxFilesPerRequest + 1,
      fields: 50,
      fieldSize: 64 * 1024,
      parts: 60,
      headerPairs: 100,
    },
  });
}
