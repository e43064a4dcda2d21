import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { readIsoDate } from '@parvaz/domain/calendar/plain-date';
import { formatShortDate } from '@parvaz/domain/format/dates';
import { normalizeDigits } from '@parvaz/domain/format/digits';
import { outbox } from '../../db/schema/platform';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import type { Json } from '../booking/booking.fixtures';
import { cardForm, payAndReturn, validCard } from '../payments/payments-test-kit';
import { reservation, stayDay, stayHotel } from './hotel-stay-test-kit';

const hasPdftotext = !spawnSync('pdftotext', ['-v']).error;

/** The PDF's text as poppler reads it, its digits as drawn. */
function rawTextOf(pdf: Buffer): string {
  const folder = mkdtempSync(join(tmpdir(), 'parvaz-voucher-'));
  try {
    const file = join(folder, 'voucher.pdf');
    writeFileSync(file, pdf);
    return spawnSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).stdout;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The PDF's text as poppler reads it, digits of every script as Western digits. */
const textOf = (pdf: Buffer): string => normalizeDigits(rawTextOf(pdf));

describe.each(databaseKinds)('the hotel voucher PDF on %s', (kind) => {
  let t: TestApp;
  let trackingCode = '';

  beforeAll(async () => {
    t = await createTestApp(kind);
    const ids = await stayHotel(t.database.db, { from: stayDay(310), nights: 2 });
    const held = await t.post(
      'hotel/reserveHotel',
      reservation(ids, {
        checkIn: stayDay(310),
        checkOut: stayDay(312),
        expectedTotal: 41_000_000,
      }),
      { 'x-tenant': 'sepehran', lang: 'fa' },
    );
    const data = (held.json as Json).data;
    trackingCode = String(data?.trackingCode);
    await payAndReturn(t.app, String(data?.paymentUrl), cardForm(validCard()));
  });
  afterAll(async () => t.close());

  const get = (url: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { 'x-tenant': 'sepehran', 'x-forwarded-for': '10.4.0.1' },
    });

  it('downloads with the contact mobile in Persian and English', async () => {
    for (const lang of ['fa', 'en'] as const) {
      const answer = await get(
        `/api/hotel/voucher/${trackingCode}?mobile=09121234567&lang=${lang}`,
      );
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('application/pdf');
      expect(answer.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      if (!hasPdftotext) continue;
      const text = textOf(answer.rawPayload);
      expect(text).toContain(trackingCode);
      expect(text).toContain('ALI AHMADI');
      expect(text).toContain(lang === 'fa' ? 'واچر هتل' : 'Hotel voucher');
      expect(text).toContain(lang === 'fa' ? 'Stay Test Hotel fa' : 'Stay Test Hotel');
    }
  });

  // The stay was booked in Persian on a Jalali brand: its messages and voucher write the dates
  // as its pages do, in the Jalali calendar with Persian digits ("۱۴۰۶/۰۹/۱۵", not "2027-…").
  const jalali = (iso: string) => {
    const date = readIsoDate(iso);
    if (!date) throw new Error(iso);
    return formatShortDate(date, 'jalali', 'fa');
  };

  it('writes the dates of its SMS and e-mail in the Jalali calendar with Persian digits', async () => {
    const sent = await t.database.db.select().from(outbox).where(eq(outbox.tenant, 'sepehran'));
    const ofStay = sent.filter((m) => m.body.includes(trackingCode));
    const sms = ofStay.find((m) => m.channel === 'sms');
    const email = ofStay.find((m) => m.channel === 'email');
    expect(jalali(stayDay(310))).toMatch(/^[۰-۹]{4}\/[۰-۹]{2}\/[۰-۹]{2}$/);
    for (const message of [sms, email]) {
      expect(message?.body).toContain(jalali(stayDay(310)));
      expect(message?.body).toContain(jalali(stayDay(312)));
      expect(message?.body).not.toContain(stayDay(310));
    }
  });

  it('writes the voucher PDF’s dates and counts in Persian digits, in the Jalali calendar', async () => {
    if (!hasPdftotext) return;
    const answer = await get(`/api/hotel/voucher/${trackingCode}?mobile=09121234567&lang=fa`);
    const raw = rawTextOf(answer.rawPayload);
    expect(raw).toContain(jalali(stayDay(310)));
    // The room's number and its adults and children in Persian digits (poppler writes a right-
    // to-left line in visual runs between direction marks, so each line is read as a whole).
    const lineWith = (word: string) => raw.split('\n').find((line) => line.includes(word)) ?? '';
    const roomLine = lineWith('Double room fa');
    expect(roomLine).toContain('۱');
    expect(roomLine).not.toMatch(/[0-9]/);
    const occupancyLine = lineWith('بزرگسال');
    expect(occupancyLine).toMatch(/۲.*بزرگسال/);
    expect(occupancyLine).toContain('۰');
    expect(occupancyLine).not.toMatch(/[0-9]/);
  });

  it('dates the voucher PDF in the calendar its page asks for, as the e-ticket’s', async () => {
    if (!hasPdftotext) return;
    const pdfText = async (query: string) =>
      textOf(
        (await get(`/api/hotel/voucher/${trackingCode}?mobile=09121234567&${query}`)).rawPayload,
      );
    const gregorian = (lang: 'fa' | 'en') => {
      const date = readIsoDate(stayDay(310));
      if (!date) throw new Error(stayDay(310));
      return normalizeDigits(formatShortDate(date, 'gregorian', lang));
    };
    // Without a choice, the calendar of the language; a value that is no calendar is no choice.
    expect(await pdfText('lang=en')).toContain(gregorian('en'));
    expect(await pdfText('lang=en&calendar=lunar')).toContain(gregorian('en'));
    expect(await pdfText('lang=en&calendar=jalali')).toContain(
      normalizeDigits(jalali(stayDay(310))),
    );
    const faGregorian = await pdfText('lang=fa&calendar=gregorian');
    expect(faGregorian).toContain(gregorian('fa'));
    expect(faGregorian).not.toContain(normalizeDigits(jalali(stayDay(310))));
  });

  it('answers a wrong mobile or code with the same 404, and no mobile with a 400', async () => {
    for (const url of [
      `/api/hotel/voucher/${trackingCode}?mobile=09120000000`,
      `/api/hotel/voucher/ZZZZZZZZZZ?mobile=09121234567`,
    ]) {
      const answer = await get(url);
      expect(answer.statusCode).toBe(404);
      expect((answer.json() as Json).errors?.code).toBe('NOT_FOUND');
    }
    expect((await get(`/api/hotel/voucher/${trackingCode}`)).statusCode).toBe(400);
  });

  it('shows no other brand the stay, whatever the pair', async () => {
    const answer = await t.post(
      'hotel/hotelVoucher',
      { trackingCode, mobile: '09121234567' },
      { 'x-tenant': 'oman', lang: 'en', 'x-forwarded-for': '10.4.0.2' },
    );
    expect(answer.status).toBe(404);
    expect((answer.json as Json).errors?.code).toBe('NOT_FOUND');
  });
});
