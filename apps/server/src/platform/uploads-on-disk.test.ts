import { randomBytes } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { supportLimits } from '@parvaz/domain/support/limits';
import { uploadedFiles } from '../db/schema/platform';
import { supportRequests, supportMessages } from '../db/schema/support';
import { freshIps, suiteApp, visitorHeaders } from '../test/suite-app';
import { databaseKinds } from '../test/test-app';
import { incomingDirOf } from './incoming-files';
import { readStoredFile } from './uploads';

const contact = {
  fullName: 'Nasrin Ebrahimi',
  mobile: '0912 111 2233',
  email: 'nasrin.ebrahimi@example.com',
  subject: 'Scans of my passport',
  text: 'The scans of my passport for the booking, as asked on the phone.',
};

/** A PDF by its first bytes, `size` long; the rest random, so that no two are alike. */
const pdfOf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(size - 9)]);

async function until(check: () => boolean, what: string): Promise<void> {
  for (let waited = 0; !check(); waited += 10) {
    if (waited > 3000) throw new Error(`still waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe.each(databaseKinds)('uploads streamed to disk (%s)', (kind) => {
  const s = suiteApp(kind);
  const visitor = visitorHeaders(freshIps(23));
  const incoming = () => readdirSync(incomingDirOf(s.t.app.uploadsDir));

  it('stores the bytes as they were sent and leaves no temporary file', async () => {
    const headers = visitor();
    const files = [pdfOf(supportLimits.fileBytes - 1), pdfOf(70_000)].map((data, i) => ({
      field: 'files',
      name: `scan-${i}.pdf`,
      type: 'application/pdf',
      data,
    }));
    const answer = await s.upload(
      'request/createRequest',
      { ...contact, ...(await s.captcha(headers)) },
      files,
      headers,
    );
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    const { reference } = answer.json.data as { reference: string };
    const rows = await s.t.database.db
      .select({ id: uploadedFiles.id, name: uploadedFiles.name, size: uploadedFiles.size })
      .from(uploadedFiles)
      .innerJoin(supportMessages, eq(supportMessages.id, uploadedFiles.messageId))
      .innerJoin(supportRequests, eq(supportRequests.id, supportMessages.requestId))
      .where(eq(supportRequests.reference, reference));
    expect(rows.map((row) => row.name).sort()).toEqual(['scan-0.pdf', 'scan-1.pdf']);
    for (const row of rows) {
      const sent = files.find((file) => file.name === row.name)?.data;
      const stored = await readFile(join(s.t.app.uploadsDir, row.id));
      expect(row.size).toBe(sent?.length);
      expect(stored.equals(sent ?? Buffer.alloc(0))).toBe(true);
      // A download streams the file from disk; it comes back byte for byte.
      const download = await readStoredFile(s.t.app.uploadsDir, row.id);
      expect(download).toBeInstanceOf(Readable);
      const chunks: Buffer[] = [];
      for await (const chunk of download ?? []) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).equals(stored)).toBe(true);
    }
    expect(await readStoredFile(s.t.app.uploadsDir, 'f'.repeat(32))).toBeNull();
    await until(() => incoming().length === 0, 'the temporary files to go');
  });

  it('refuses a file over the limit and leaves no temporary file', async () => {
    const headers = visitor();
    const before = readdirSync(s.t.app.uploadsDir).length;
    const answer = await s.upload(
      'request/createRequest',
      { ...contact, ...(await s.captcha(headers)) },
      [
        { field: 'files', name: 'fine.pdf', type: 'application/pdf', data: pdfOf(1000) },
        {
          field: 'files',
          name: 'large.pdf',
          type: 'application/pdf',
          data: pdfOf(supportLimits.fileBytes + 1),
        },
      ],
      headers,
    );
    expect(answer.status).toBe(400);
    expect(answer.json.errors?.error).toBe('The file is too large (at most 2 MB).');
    await until(() => incoming().length === 0, 'the temporary files to go');
    expect(readdirSync(s.t.app.uploadsDir).length).toBe(before);
  });

  /** Sends a case form whose file is `sent` bytes of a longer one, and never the rest. */
  async function sendUnfinished(sent: number): Promise<Socket> {
    const address = s.t.app.server.listening
      ? `http://127.0.0.1:${(s.t.app.server.address() as AddressInfo).port}`
      : await s.t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = new URL(address);
    const boundary = 'parvazUnfinishedUpload';
    const fields = Object.entries(contact).map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    );
    const prelude = Buffer.from(
      `${fields.join('')}--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="half.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    );
    const head = [
      'POST /api/request/createRequest HTTP/1.1',
      `Host: 127.0.0.1:${port}`,
      `Content-Type: multipart/form-data; boundary=${boundary}`,
      // Promised but never all sent.
      `Content-Length: ${prelude.length + 2 * sent}`,
      ...Object.entries(visitor()).map(([name, value]) => `${name}: ${value}`),
      '',
      '',
    ].join('\r\n');
    const socket = connect(Number(port), '127.0.0.1');
    socket.on('error', () => undefined);
    await new Promise((r) => socket.once('connect', r));
    socket.write(head);
    socket.write(prelude);
    socket.write(pdfOf(sent));
    return socket;
  }

  const sizeOnDisk = () =>
    incoming().reduce(
      (sum, name) => sum + statSync(join(incomingDirOf(s.t.app.uploadsDir), name)).size,
      0,
    );

  it('leaves no temporary file when the client goes away in the middle of a file', async () => {
    const socket = await sendUnfinished(300_000);
    try {
      // The file is on its way to disk; then the client is gone.
      await until(() => incoming().length === 1, 'the temporary file');
    } finally {
      socket.destroy();
    }
    await until(() => incoming().length === 0, 'the temporary file to go');
  });

  it("stops writing a file at the route's limit while the rest comes in", async () => {
    const socket = await sendUnfinished(supportLimits.fileBytes + 512 * 1024);
    try {
      await until(() => sizeOnDisk() === supportLimits.fileBytes, 'the file up to the limit');
      // All of it has come in well before this; nothing past the limit was written.
      await new Promise((r) => setTimeout(r, 300));
      expect(sizeOnDisk()).toBe(supportLimits.fileBytes);
    } finally {
      socket.destroy();
    }
    await until(() => incoming().length === 0, 'the temporary file to go');
  });
});
