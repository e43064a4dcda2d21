import { describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import {
  checkFiles,
  cleanFileName,
  contentDisposition,
  ReceivedFile,
  sniffMediaType,
  storedFileName,
} from './uploads';

const bytes = (...b: number[]) => Buffer.from(b);

describe('uploads', () => {
  it('tells the type from the first bytes only', () => {
    expect(sniffMediaType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffMediaType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe(
      'image/png',
    );
    expect(sniffMediaType(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(sniffMediaType(Buffer.from('RIFF\0\0\0\0WAVEfmt '))).toBeNull();
    expect(sniffMediaType(Buffer.from('%PDF-1.7'))).toBe('application/pdf');
    expect(sniffMediaType(Buffer.from('MZ\x90\0'))).toBeNull();
    expect(sniffMediaType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffMediaType(bytes(0x89, 0x50))).toBeNull();
  });

  it('checks count, size and type', () => {
    const png = new ReceivedFile('a.png', 'image/png', '/incoming/a', 8, 'image/png');
    const rules = { allowed: ['image/png'], maxBytes: 8, maxFiles: 1 };
    expect(checkFiles([png], rules)).toEqual([{ file: png, mediaType: 'image/png' }]);
    const keyOf = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        return error instanceof AppError ? error.messageKey : 'other';
      }
      return 'none';
    };
    expect(keyOf(() => checkFiles([png, png], rules))).toBe('tooManyFiles');
    expect(keyOf(() => checkFiles([png], { ...rules, maxBytes: 4 }))).toBe('fileTooLarge');
    expect(keyOf(() => checkFiles([png], { ...rules, allowed: ['image/jpeg'] }))).toBe(
      'fileTypeNotAllowed',
    );
    // Over the route's limit: multipart stopped there and nothing of it was kept.
    const cut = new ReceivedFile('b.png', 'image/png', null, 8, null, true);
    expect(keyOf(() => checkFiles([cut], { ...rules, maxBytes: 16 }))).toBe('fileTooLarge');
    const unknown = new ReceivedFile('c.png', 'image/png', '/incoming/c', 8, null);
    expect(keyOf(() => checkFiles([unknown], rules))).toBe('fileTypeNotAllowed');
  });

  it('removes direction controls from a name and gives it the extension of its real type', () => {
    expect(cleanFileName('cv\u202efdp.exe')).toBe('cvfdp.exe');
    expect(
      cleanFileName('\u202a\u202b\u202c\u202d\u2066\u2067\u2068\u2069\u200e\u200f\u061cscan.png'),
    ).toBe('scan.png');
    expect(cleanFileName('\u202e\u2066')).toBe('file');
    expect(storedFileName('cvfdp.exe', 'application/pdf')).toBe('cvfdp.pdf');
    expect(storedFileName('photo.JPEG', 'image/jpeg')).toBe('photo.JPEG');
    expect(storedFileName('photo.jpg', 'image/jpeg')).toBe('photo.jpg');
    expect(storedFileName('photo.png', 'image/jpeg')).toBe('photo.jpg');
    expect(storedFileName('scan', 'image/png')).toBe('scan.png');
    expect(storedFileName('v1.2 final', 'image/webp')).toBe('v1.2 final.webp');
    expect(storedFileName('notes.docx.exe', 'application/pdf')).toBe('notes.docx.pdf');
  });

  it('keeps a file name for people, never a path', () => {
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('C:\\Users\\me\\scan.pdf')).toBe('scan.pdf');
    expect(cleanFileName('bad\u0000\r\nname.png')).toBe('badname.png');
    expect(cleanFileName('..')).toBe('file');
    expect(contentDisposition('attachment', 'رسید "1".pdf')).toBe(
      `attachment; filename="____ _1_.pdf"; filename*=UTF-8''${encodeURIComponent('رسید "1".pdf')}`,
    );
    expect(contentDisposition('inline', "it's (1).png")).toBe(
      `inline; filename="it_s _1_.png"; filename*=UTF-8''it%27s%20%281%29.png`,
    );
  });
});
