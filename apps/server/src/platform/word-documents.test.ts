import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sampleDocx, samplePdf, zipOf } from '../db/seed/careers/sample-documents';
import { isWordDocument, isWordDocumentFile, zipEntryNames } from './word-documents';
import { sniffMediaType } from './uploads';

describe('telling a Word document by its bytes', () => {
  it('takes a .docx and no other archive, program or cut-short file', () => {
    const docx = sampleDocx(['Hello']);
    expect(isWordDocument(docx)).toBe(true);
    expect(sniffMediaType(docx)).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    const otherZip = zipOf([{ name: 'photos/a.txt', data: Buffer.from('x') }]);
    expect(zipEntryNames(otherZip)).toEqual(['photos/a.txt']);
    expect(isWordDocument(otherZip)).toBe(false);
    expect(isWordDocument(docx.subarray(0, docx.length - 30))).toBe(false);
    expect(isWordDocument(Buffer.from('MZ\x90\x00'))).toBe(false);
    expect(sniffMediaType(samplePdf('A', ['b']))).toBe('application/pdf');
  });

  it('tells the same from a file on disk, reading its directory only', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'parvaz-docx-'));
    const onDisk = async (name: string, data: Buffer) => {
      await writeFile(join(dir, name), data);
      return isWordDocumentFile(join(dir, name));
    };
    try {
      const docx = sampleDocx(['Hello']);
      // A long document: the directory is far from the start, past the first 64 kB.
      const long = sampleDocx(Array.from({ length: 4000 }, (_, i) => `Paragraph ${i} `.repeat(8)));
      expect(long.length).toBeGreaterThan(128 * 1024);
      expect(await onDisk('a.docx', docx)).toBe(true);
      expect(await onDisk('long.docx', long)).toBe(true);
      expect(await onDisk('cut.docx', docx.subarray(0, docx.length - 30))).toBe(false);
      expect(
        await onDisk('other.zip', zipOf([{ name: 'photos/a.txt', data: Buffer.from('x') }])),
      ).toBe(false);
      expect(await onDisk('tiny', Buffer.from('PK\x03\x04'))).toBe(false);
      expect(await onDisk('a.pdf', samplePdf('A', ['b']))).toBe(false);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
