// Uploaded files on their way in: each file part is written to a temporary file as it arrives,
// so a request never holds a file in memory, and every temporary file of a request is removed
// once its answer is sent, or its client has gone (the ones a service stored were moved away).
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Beside the stored files (one file system, so storing one is a rename), never served. */
export function incomingDirOf(uploadsDir: string): string {
  return join(uploadsDir, '.incoming');
}

/** Enough of a file's first bytes to tell its type by them. */
export const headBytes = 16;

export interface IncomingFile {
  path: string;
  size: number;
  /** The file's first bytes (at most `headBytes`). */
  head: Buffer;
}

const pending = new WeakMap<FastifyRequest, Set<string>>();
/** Requests whose answer was sent or whose client left: files of theirs are removed at once. */
const ended = new WeakSet<FastifyRequest>();

const removeQuietly = (path: string) => unlink(path).catch(() => undefined);

/** Removes the request's temporary files; the ones already moved to storage are gone already. */
async function removeIncoming(request: FastifyRequest): Promise<void> {
  const paths = pending.get(request);
  if (!paths) return;
  pending.delete(request);
  await Promise.all([...paths].map(removeQuietly));
}

/** Counts a stream's bytes and keeps its first ones, passing every chunk on as it is. */
function counter(): { stream: Transform; size: () => number; head: () => Buffer } {
  let size = 0;
  const head: Buffer[] = [];
  let kept = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (kept < headBytes) {
        // A copy, so that the chunk itself is not kept alive by its first bytes.
        const piece = Buffer.from(chunk.subarray(0, headBytes - kept));
        head.push(piece);
        kept += piece.length;
      }
      done(null, chunk);
    },
  });
  return { stream, size: () => size, head: () => Buffer.concat(head) };
}

/**
 * Writes a file part to a new temporary file of the request while counting it. A failed write
 * (the client went away mid-file) leaves nothing behind; the error is passed on.
 */
export async function receiveToDisk(
  request: FastifyRequest,
  source: Readable,
): Promise<IncomingFile> {
  const path = join(incomingDirOf(request.server.uploadsDir), randomBytes(16).toString('hex'));
  const paths = pending.get(request) ?? new Set<string>();
  pending.set(request, paths.add(path));
  const count = counter();
  try {
    await pipeline(source, count.stream, createWriteStream(path, { flags: 'wx', mode: 0o600 }));
  } catch (error) {
    await removeQuietly(path);
    throw error;
  }
  // Finished after the answer was sent or the client left: no hook will come for it any more.
  if (ended.has(request)) await removeIncoming(request);
  return { path, size: count.size(), head: count.head() };
}

/** Forgets a temporary file that is no longer wanted (a file over its limit), removing it. */
export async function dropIncoming(request: FastifyRequest, path: string): Promise<void> {
  pending.get(request)?.delete(path);
  await removeQuietly(path);
}

/**
 * The temporary folder, emptied at start (files left by a crash), and the hooks that remove a
 * request's temporary files when its answer is sent or its client goes away before that.
 */
export async function incomingFiles(app: FastifyInstance, uploadsDir: string): Promise<void> {
  const dir = incomingDirOf(uploadsDir);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true, mode: 0o700 });
  app.addHook('onResponse', async (request) => {
    ended.add(request);
    await removeIncoming(request);
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!request.headers['content-type']?.toLowerCase().startsWith('multipart/')) return;
    // onResponse comes only for an answer that was sent; a client that left gets none.
    reply.raw.once('close', () => {
      if (reply.raw.writableFinished) return;
      ended.add(request);
      void removeIncoming(request);
    });
  });
}
