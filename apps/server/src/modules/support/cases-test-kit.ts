import { expect } from 'vitest';
import { freshIps, suiteApp, visitorHeaders, type Upload } from '../../test/suite-app';
import type { DatabaseKind } from '../../test/test-app';

/** Shared by the case tests (forms, lookup, the desk's view); not a test itself. */

/** A 1×1 PNG and a PDF's first bytes; a Windows program's header under an image's name. */
export const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
export const exe = Buffer.concat([Buffer.from([0x4d, 0x5a, 0x90, 0x00]), Buffer.alloc(60)]);

/** A client address no other call has used, for the limits counted per address. */
export const freshIp = freshIps(9);

/** Headers of a visitor of `tenant` (sepehran) at `ip` (a fresh one), in `lang` (en). */
export const visitor = visitorHeaders(freshIp);

/** A suite's app, opened before its tests and closed after them, and the calls cases need. */
export function casesApp(kind: DatabaseKind) {
  const suite = suiteApp(kind);
  const { upload, captcha } = suite;

  /** Sends a case form with a fresh captcha; answers the reference (the call must succeed). */
  async function sendCase(
    path: string,
    fields: Record<string, string>,
    headers: Record<string, string> = visitor(),
    files: Upload[] = [],
  ): Promise<string> {
    const answer = await upload(path, { ...fields, ...(await captcha(headers)) }, files, headers);
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    return (answer.json.data as { reference: string }).reference;
  }

  return {
    get t() {
      return suite.t;
    },
    call: suite.call,
    upload,
    captcha,
    sendCase,
    sentTo: suite.sentTo,
  };
}
