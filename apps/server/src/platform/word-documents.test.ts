import { describe, expect, it } from 'vitest';
import { sampleDocx, samplePdf, zipOf } from '../db/seed/careers/sample-documents';
import { isWordDocument, zipEntryNames } from './word-documents';
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
});
