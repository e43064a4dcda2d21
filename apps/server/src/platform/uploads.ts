import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, open, rename, rm, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { careerLimits, docxMediaType } from '@parvaz/domain/careers/career-rules';
import { stripControlCharacters } from '@parvaz/domain/contracts/support';
import { stripDirectionControls } from '@parvaz/domain/format/bidi';
import { supportLimits } from '@parvaz/domain/support/limits';
import type { Role } from '@parvaz/domain/roles';
import type { Database } from '../db/client';
import { uploadedFiles } from '../db/schema/platform';
import { AppError } from './app-error';
import { dropIncoming, incomingFiles, receiveToDisk, type IncomingFile } from './incoming-files';
import { isWordDocument, isWordDocumentFile } from './word-documents';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploaded files are kept: a folder outside the web root, files named by random id. */
    uploadsDir: string;
  }
}

/**
 * The largest file any endpoint takes (a CV); multipart stops reading a file beyond it, and each
 * endpoint refuses files over its own limit with that limit in the message.
 */
export const maxUploadBytes = Math.max(supportLimits.fileBytes, careerLimits.cvBytes);
/** The most files one request may carry. */
export const maxFilesPerRequest = supportLimits.filesPerMessage;

/**
 * A file part of a multipart body, written to a temporary file as it came (at most the route's
 * limit, `maxUploadBytes` at the most) and removed once the answer is sent unless a service
 * stored it. Only the multipart parser makes these, so a JSON or form body can never pose as an
 * upload.
 */
export class ReceivedFile {
  constructor(
    /** The client's file name, cleaned; shown back, never used as a path. */
    readonly name: string,
    /** What the client claimed; kept for logs only, the type is sniffed from the bytes. */
    readonly claimedType: string,
    /** Where its bytes wait to be stored; none for a file over the limit. */
    readonly path: string | null,
    readonly size: number,
    /** The type its bytes tell (`sniffFile`); null for any other. */
    readonly mediaType: SniffedType | null,
    /** Longer than the route's limit: the rest was dropped unread, the endpoint refuses it. */
    readonly truncated = false,
  ) {}
}

/** A body field carrying zero, one or several uploaded files (`files` repeated, or `files[]`). */
export const receivedFilesField = z
  .union([z.instanceof(ReceivedFile), z.array(z.instanceof(ReceivedFile))], {
    error: 'fileTypeNotAllowed',
  })
  .optional()
  .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]));

/** Both spellings clients use for a repeated file field, merged. */
export function filesOf(body: {
  files: ReceivedFile[];
  'files[]': ReceivedFile[];
}): ReceivedFile[] {
  return [...body.files, ...body['files[]']];
}

export function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MB` : `${Math.round(bytes / 1024)} KB`;
}

/**
 * Base name only, no control characters nor direction controls (which can show "cv\u202efdp.exe"
 * as "cvexe.pdf"), bounded; a name is for people, never a path.
 */
export function cleanFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  // Line breaks and tabs have no place in a file name either.
  const cleaned = stripDirectionControls(stripControlCharacters(base))
    .replace(/[\t\n]/g, '')
    .trim()
    .slice(0, 200);
  return cleaned === '' || cleaned === '.' || cleaned === '..' ? 'file' : cleaned;
}

const filesSeen = new WeakMap<FastifyRequest, number>();

/**
 * `onFile` of @fastify/multipart: streams each file part to a temporary file, a `ReceivedFile`.
 * One file too many stops the request with the user's message, not a bare 413; a file over the
 * route's limit (multipart stops there) is kept as truncated, without its bytes, so that the
 * endpoint names its own limit when it refuses it.
 */
export async function receiveFile(this: FastifyRequest, part: MultipartFile): Promise<void> {
  const count = (filesSeen.get(this) ?? 0) + 1;
  filesSeen.set(this, count);
  const name = cleanFileName(part.filename);
  if (count > maxFilesPerRequest) {
    // Read and dropped so the parser can finish.
    part.file.resume();
    await finished(part.file);
    throw new AppError('VALIDATION', 'tooManyFiles', { params: { max: maxFilesPerRequest } });
  }
  const incoming = await receiveToDisk(this, part.file);
  if (part.file.truncated) {
    await dropIncoming(this, incoming.path);
    part.value = new ReceivedFile(name, part.mimetype, null, incoming.size, null, true);
    return;
  }
  const mediaType = await sniffFile(incoming);
  part.value = new ReceivedFile(name, part.mimetype, incoming.path, incoming.size, mediaType);
}

export type SniffedType =
  'image/jpeg' | 'image/png' | 'image/webp' | 'application/pdf' | typeof docxMediaType;

function startsWith(data: Uint8Array, bytes: readonly number[], at = 0): boolean {
  return data.length >= at + bytes.length && bytes.every((b, i) => data[at + i] === b);
}

/** The type told by magic numbers in the first 16 bytes; null for anything else. */
function sniffLeadingBytes(data: Uint8Array): SniffedType | null {
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // RIFF....WEBP
  if (startsWith(data, [0x52, 0x49, 0x46, 0x46]) && startsWith(data, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  if (startsWith(data, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  return null;
}

/**
 * The type told by a file's bytes: magic numbers at the start, or for a Word document (a ZIP)
 * its archive's entries; null for anything else.
 */
export function sniffMediaType(data: Uint8Array): SniffedType | null {
  const leading = sniffLeadingBytes(data);
  if (leading) return leading;
  return isWordDocument(Buffer.from(data.buffer, data.byteOffset, data.byteLength))
    ? docxMediaType
    : null;
}

/** `sniffMediaType` of a file on disk: its first bytes, and only a ZIP's directory is read. */
export async function sniffFile(file: IncomingFile): Promise<SniffedType | null> {
  const leading = sniffLeadingBytes(file.head);
  if (leading) return leading;
  return (await isWordDocumentFile(file.path)) ? docxMediaType : null;
}

/** The extensions each sniffed type is known by; the first is the one a name is given. */
const extensionsOf: Record<SniffedType, readonly string[]> = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
  'application/pdf': ['pdf'],
  [docxMediaType]: ['docx'],
};

/** A trailing extension: a dot and up to 8 letters or digits, at least one a letter. */
const extensionPattern = /\.(?=[^.]*[a-z])[a-z0-9]{1,8}$/i;

/**
 * The name a file is stored and shown under: the client's (cleaned) name with the extension of
 * the type its bytes tell. An extension that already names that type is kept as written; any
 * other is replaced, and a name without one gets it.
 */
export function storedFileName(name: string, mediaType: SniffedType): string {
  const known = extensionsOf[mediaType];
  const current = extensionPattern.exec(name)?.[0];
  if (current && known.includes(current.slice(1).toLowerCase())) return name;
  const base = current ? name.slice(0, -current.length) : name;
  return `${base === '' ? 'file' : base}.${known[0]}`;
}

export interface CheckedFile {
  file: ReceivedFile;
  mediaType: SniffedType;
}

/** Count, size and sniffed type of the files of one call; the first problem stops it (400). */
export function checkFiles(
  files: readonly ReceivedFile[],
  rules: { allowed: readonly string[]; maxBytes: number; maxFiles: number },
): CheckedFile[] {
  if (files.length > rules.maxFiles)
    throw new AppError('VALIDATION', 'tooManyFiles', { params: { max: rules.maxFiles } });
  return files.map((file) => {
    if (file.truncated || file.size > rules.maxBytes)
      throw new AppError('VALIDATION', 'fileTooLarge', {
        params: { max: formatBytes(rules.maxBytes) },
      });
    const { mediaType } = file;
    if (!mediaType || !rules.allowed.includes(mediaType))
      throw new AppError('VALIDATION', 'fileTypeNotAllowed');
    return { file, mediaType };
  });
}

export interface StoredFile {
  id: string;
  name: string;
  mediaType: SniffedType;
  size: number;
}

const fileIdPattern = /^[a-f0-9]{32}$/;

/**
 * Moves checked files from their temporary place into the uploads folder under random ids
 * (a rename: the same file system, no byte is read); nothing the client sent names a path.
 */
export async function writeFiles(
  dir: string,
  files: readonly CheckedFile[],
): Promise<StoredFile[]> {
  const stored: StoredFile[] = [];
  try {
    for (const { file, mediaType } of files) {
      if (file.path === null) throw new Error('a file over its limit cannot be stored');
      const id = randomBytes(16).toString('hex');
      await rename(file.path, join(dir, id));
      stored.push({ id, name: storedFileName(file.name, mediaType), mediaType, size: file.size });
    }
  } catch (error) {
    await removeFiles(
      dir,
      stored.map((f) => f.id),
    );
    throw error;
  }
  return stored;
}

/** Removes stored files (after a failed transaction, or a replaced avatar); missing ones are fine. */
export async function removeFiles(dir: string, ids: readonly string[]): Promise<void> {
  await Promise.all(
    ids
      .filter((id) => fileIdPattern.test(id))
      .map((id) => unlink(join(dir, id)).catch(() => undefined)),
  );
}

/**
 * Writes the files, then records them with `record` (which inserts the rows in its transaction);
 * when recording fails the written files are removed again.
 */
export async function storeThen<T>(
  dir: string,
  files: readonly CheckedFile[],
  record: (stored: StoredFile[]) => Promise<T>,
): Promise<T> {
  const stored = await writeFiles(dir, files);
  try {
    return await record(stored);
  } catch (error) {
    await removeFiles(
      dir,
      stored.map((f) => f.id),
    );
    throw error;
  }
}

export async function insertFileRows(
  db: Database,
  /** Who uploaded them; null for a visitor's files on a case from the site's forms. */
  userId: number | null,
  messageId: number | null,
  stored: readonly StoredFile[],
  now: Date,
): Promise<void> {
  if (stored.length === 0) return;
  await db.insert(uploadedFiles).values(
    stored.map((f) => ({
      id: f.id,
      userId,
      messageId,
      name: f.name,
      mediaType: f.mediaType,
      size: f.size,
      createdAt: now,
    })),
  );
}

/**
 * A stored file as a stream to answer with, read from disk as the client takes it (a download
 * never holds the whole file in memory); null when there is no such file.
 */
export async function readStoredFile(dir: string, id: string): Promise<Readable | null> {
  if (!fileIdPattern.test(id)) return null;
  const file = await open(join(dir, id)).catch(() => null);
  return file ? file.createReadStream() : null;
}

/** `content-disposition` with an ASCII fallback and the UTF-8 name (RFC 6266 / 5987). */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\w.\- ]/g, '_');
  // encodeURIComponent leaves ' ( ) * as they are; RFC 5987 wants them encoded too.
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** The caller a file is asked for. */
export interface FileCaller {
  id: number;
  role: Role;
  tenant: string;
}

/**
 * The file of this id if the caller may read it, else null: the rule is the modules' whose
 * files they are (support's cases), handed to the plugin at composition.
 */
export type VisibleFile = (
  db: Database,
  id: string,
  caller: FileCaller,
) => Promise<{ id: string; name: string; mediaType: string } | null>;

/** Sends a stored file as it is, never as something the browser guesses. */
export function fileHeaders(mediaType: string, disposition: string): Record<string, string> {
  return {
    'content-type': mediaType,
    'content-disposition': disposition,
    'x-content-type-options': 'nosniff',
    'cache-control': 'private, no-store',
  };
}

/**
 * The uploads folder (`dir`, or a temporary one removed on close) and `GET /api/files/:id`
 * with the Bearer token. Anyone else is told 404, as if the file did not exist.
 */
export const uploads = fp(
  async (app: FastifyInstance, options: { dir?: string | undefined; visibleFile: VisibleFile }) => {
    const temporary = options.dir === undefined;
    const dir = options.dir
      ? resolve(options.dir)
      : await mkdtemp(join(tmpdir(), 'parvaz-uploads-'));
    await mkdir(dir, { recursive: true, mode: 0o700 });
    app.decorate('uploadsDir', dir);
    await incomingFiles(app, dir);
    if (temporary) app.addHook('onClose', async () => rm(dir, { recursive: true, force: true }));

    app.get('/api/files/:id', { schema: { hide: true } }, async (request, reply) => {
      const caller = request.user;
      if (!caller) throw new AppError('NOT_LOGGED_IN', 'notLoggedIn');
      const params = z.object({ id: z.string() }).parse(request.params);
      const row = fileIdPattern.test(params.id)
        ? await options.visibleFile(app.db, params.id, {
            id: caller.id,
            role: caller.role,
            tenant: request.tenant.id,
          })
        : null;
      const data = row ? await readStoredFile(dir, row.id) : null;
      if (!row || !data) throw new AppError('NOT_FOUND', 'notFound');
      return reply
        .headers(fileHeaders(row.mediaType, contentDisposition('attachment', row.name)))
        .send(data);
    });
  },
);
