// A Word document (.docx) is a ZIP archive; what makes it one and not any other archive is its
// entries: `[Content_Types].xml` and `word/document.xml`. Read from the archive's central
// directory (the names only, nothing is unpacked), so a renamed program or a ZIP of anything
// else is not taken for a CV.
import { open, type FileHandle } from 'node:fs/promises';

const localHeader = [0x50, 0x4b, 0x03, 0x04];
const endOfDirectory = 0x06054b50;
const directoryEntry = 0x02014b50;
/** The end record is 22 bytes plus a comment of at most 65,535. */
const endSearchSpan = 22 + 0xffff;
/**
 * The most of a file's central directory read from disk: about 15,000 entries' names, far more
 * than a CV has; an archive whose directory is longer is taken for no Word document.
 */
const maxDirectoryBytes = 1024 * 1024;

function startsAsZip(data: Buffer): boolean {
  return data.length >= localHeader.length && localHeader.every((b, i) => data[i] === b);
}

/** Where the end-of-directory record starts in `data` (an archive's last bytes); -1 if nowhere. */
function endRecordAt(data: Buffer): number {
  const stop = Math.max(0, data.length - endSearchSpan);
  for (let at = data.length - 22; at >= stop; at--)
    if (data.readUInt32LE(at) === endOfDirectory) return at;
  return -1;
}

/** The names of `entries` directory entries read from `at` in `data`; null when they run out. */
function entryNamesIn(data: Buffer, at: number, entries: number): string[] | null {
  const names: string[] = [];
  for (let i = 0; i < entries; i++) {
    if (at + 46 > data.length || data.readUInt32LE(at) !== directoryEntry) return null;
    const nameLength = data.readUInt16LE(at + 28);
    const extraLength = data.readUInt16LE(at + 30);
    const commentLength = data.readUInt16LE(at + 32);
    if (at + 46 + nameLength > data.length) return null;
    names.push(data.toString('utf8', at + 46, at + 46 + nameLength));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/** The names of a ZIP archive's entries; null when the bytes are no readable archive. */
export function zipEntryNames(data: Buffer): string[] | null {
  if (data.length < 30 || !startsAsZip(data)) return null;
  const end = endRecordAt(data);
  if (end < 0) return null;
  return entryNamesIn(data, data.readUInt32LE(end + 16), data.readUInt16LE(end + 10));
}

async function readAt(handle: FileHandle, position: number, length: number): Promise<Buffer> {
  const { buffer, bytesRead } = await handle.read(Buffer.alloc(length), 0, length, position);
  return buffer.subarray(0, bytesRead);
}

/**
 * `zipEntryNames` of a file on disk, reading only its first bytes, its last 64 kB (where the end
 * record is) and its central directory: the file is never held in memory whole.
 */
export async function zipEntryNamesOfFile(path: string): Promise<string[] | null> {
  const handle = await open(path, 'r');
  try {
    const { size } = await handle.stat();
    if (size < 30 || !startsAsZip(await readAt(handle, 0, localHeader.length))) return null;
    const tailStart = Math.max(0, size - endSearchSpan);
    const tail = await readAt(handle, tailStart, size - tailStart);
    const end = endRecordAt(tail);
    if (end < 0) return null;
    const directoryAt = tail.readUInt32LE(end + 16);
    if (directoryAt >= size) return null;
    const directory = await readAt(
      handle,
      directoryAt,
      Math.min(size - directoryAt, maxDirectoryBytes),
    );
    return entryNamesIn(directory, 0, tail.readUInt16LE(end + 10));
  } finally {
    await handle.close();
  }
}

function namesAWordDocument(names: string[] | null): boolean {
  return (
    names !== null && names.includes('[Content_Types].xml') && names.includes('word/document.xml')
  );
}

/** Whether the bytes are a Word document (.docx, Office Open XML). */
export function isWordDocument(data: Buffer): boolean {
  return namesAWordDocument(zipEntryNames(data));
}

/** `isWordDocument` of a file on disk. */
export async function isWordDocumentFile(path: string): Promise<boolean> {
  return namesAWordDocument(await zipEntryNamesOfFile(path));
}
