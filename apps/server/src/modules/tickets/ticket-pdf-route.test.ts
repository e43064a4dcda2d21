import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { normalizeDigits } from '@parvaz/domain/format/digits';
import { databaseKinds } from '../../test/test-app';
import { ticketsApp } from './tickets-test-kit';

const hasPdftotext = !spawnSync('pdftotext', ['-v']).error;
const needsPdftotext = it.skipIf(!hasPdftotext);

/** The PDF's text as poppler reads it, digits of every script as Western digits. */
function textOf(pdf: Buffer): string {
  const folder = mkdtempSync(join(tmpdir(), 'parvaz-ticket-route-'));
  try {
    const file = join(folder, 'ticket.pdf');
    writeFileSync(file, pdf);
    const result = spawnSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    return normalizeDigits(result.stdout);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

describe.each(databaseKinds)('the e-ticket PDF on %s', (kind) => {
  const s = ticketsApp(kind);
  const get = (url: string, headers: Record<string, string> = {}) =>
    s.t.app.inject({
      method: 'GET',
      url,
      headers: { 'x-tenant': 'sepehran', 'x-forwarded-for': '10.3.0.1', ...headers },
    });

  needsPdftotext(
    'downloads with the contact mobile, and pdftotext finds the ticket numbers and the PNR',
    async () => {
      const booked = await s.bookAndPay({ passengers: ['ADT', 'ADT'] });
      for (const lang of ['en', 'fa'] as const) {
        const answer = await get(
          `/api/ticket/pdf/${booked.trackingCode}?mobile=${booked.mobile}&lang=${lang}`,
        );
        expect(answer.statusCode, answer.body.slice(0, 300)).toBe(200);
        expect(answer.headers['content-type']).toBe('application/pdf');
        expect(answer.headers['content-disposition']).toContain(
          `ticket-${booked.trackingCode}.pdf`,
        );
        expect(answer.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
        const text = textOf(answer.rawPayload);
        expect(text, lang).toContain(booked.pnr);
        for (const number of booked.ticketNumbers) expect(text, lang).toContain(number);
      }
    },
  );

  it('downloads with an access token of the same booking only', async () => {
    const booked = await s.bookAndPay();
    const other = await s.bookAndPay();
    const found = await s.post('ticket/ticketTracking', {
      trackingCode: booked.trackingCode,
      mobile: booked.mobile,
    });
    const access = encodeURIComponent(String(found.json.data?.access));
    const mine = await get(`/api/ticket/pdf/${booked.trackingCode}?access=${access}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    const theirs = await get(`/api/ticket/pdf/${other.trackingCode}?access=${access}`);
    expect(theirs.statusCode).toBe(404);
  });

  it('answers "not found" to a wrong mobile, and asks for the mobile when none is given', async () => {
    const booked = await s.bookAndPay();
    const wrong = await get(`/api/ticket/pdf/${booked.trackingCode}?mobile=09129999999`, {
      lang: 'en',
      'x-forwarded-for': '10.3.0.2',
    });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toMatchObject({
      status: 'error',
      errors: { code: 'NOT_FOUND', error: s.t.app.translatorFor('en')('trackingNotFound') },
    });
    const none = await get(`/api/ticket/pdf/${booked.trackingCode}`);
    expect(none.statusCode).toBe(400);
  });
});
