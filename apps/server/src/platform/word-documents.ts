// A Word document (.docx) is a ZIP archive; what makes it one and not any other archive is its
// entries: `[Content_Types].xml` and `word/document.xml`. Read from the archive's central
// directory (the names only, nothing is unpacked), so a renamed program or a ZIP of anything
// else is not taken for a CV.

const localHeader = [0x50, 0x4b, 0x03, 0x04];
const endOfDirectory = 0x06054b50;
const directoryEntry = 0x02014b50;
/** The end record is 22 bytes plus a comment of at most 65,535. */
const endSearchSpan = 22 + 0xffff;

function endRecordAt(data: Buffer): number {
  const stop = Math.max(0, data.length - endSearchSpan);
  for (let at = data.length - 22; at >= stop; at--)
    if (data.readUInt32LE(at) === endOfDirectory) return at;
  return -1;
}

/** The names of a ZIP archive's entries; null when the bytes are no readable archive. */
export function zipEntryNames(data: Buffer): string[] | null {
  if (data.length < 30 || !localHeader.every((b, i) => data[i] === b)) return null;
  const end = endRecordAt(data);
  if (end < 0) return null;
  const entries = data.readUInt16LE(end + 10);
  let at = data.readUInt32LE(end + 16);
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

/** Whether the bytes are a Word document (.docx, Office Open XML). */
export function isWordDocument(data: Buffer): boolean {
  const names = zipEntryNames(data);
  return (
    names !== null && names.includes('[Content_Types].xml') && names.includes('word/document.xml')
  );
}
