import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { normalizeDigits } from '@parvaz/domain/format/digits';
import { bookingPassengers, bookingServices } from '../../db/schema/booking';
import { databaseKinds } from '../../test/test-app';
import { ticketsApp } from './tickets-test-kit';

const hasPdftotext = !spawnSync('pdftotext', ['-v']).error;
const needsPdftotext = it.skipIf(!hasPdftotext);

/** Each page's text as poppler reads it (one A4 page per passenger and flight). */
function pagesOf(pdf: Buffer): string[] {
  const folder = mkdtempSync(join(tmpdir(), 'parvaz-ticket-passengers-'));
  try {
    const file = join(folder, 'ticket.pdf');
    writeFileSync(file, pdf);
    const result = spawnSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    return normalizeDigits(result.stdout).split('\f').slice(0, -1);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const words = {
  en: { wheelchair: 'Wheelchair', baggage: 'Excess baggage', cargo: 'Cargo' },
  fa: { wheelchair: 'ویلچر', baggage: 'بار اضافه', cargo: 'بار کارگو' },
} as const;

describe.each(databaseKinds)(
  "each e-ticket page shows its own passenger's services on %s",
  (kind) => {
    const s = ticketsApp(kind);

    needsPdftotext(
      'two passengers with different services and seats: each page lists only its own, and the mobile reads +98 912 …',
      async () => {
        // The main adult books a wheelchair and excess baggage; the second adult has a seat and
        // cargo recorded for her (a service the booking names her for).
        const booked = await s.bookAndPay({
          passengers: ['ADT', 'ADT'],
          seats: [{ passengerIndex: 1, seat: '21C' }],
          services: { wheelchair: true, excessBaggageKg: 10 },
        });
        const [, second] = await s
          .db()
          .select({ id: bookingPassengers.id })
          .from(bookingPassengers)
          .where(eq(bookingPassengers.bookingId, booked.bookingId))
          .orderBy(asc(bookingPassengers.position));
        await s
          .db()
          .insert(bookingServices)
          .values({
            bookingId: booked.bookingId,
            passengerId: second?.id ?? 0,
            kind: 'CARGO',
            quantity: 5,
            amount: 0,
            status: 'confirmed',
          });
        const recorded = await s
          .db()
          .select({ kind: bookingServices.kind })
          .from(bookingServices)
          .where(and(eq(bookingServices.bookingId, booked.bookingId)));
        expect(recorded.map((r) => r.kind).sort()).toEqual(['CARGO', 'WCHR', 'XBAG']);

        const grouped = `+98 912 ${booked.e164.slice(6, 9)} ${booked.e164.slice(9)}`;
        for (const lang of ['en', 'fa'] as const) {
          const answer = await s.t.app.inject({
            method: 'GET',
            url: `/api/ticket/pdf/${booked.trackingCode}?mobile=${booked.mobile}&lang=${lang}`,
            headers: { 'x-tenant': 'sepehran', 'x-forwarded-for': '10.3.1.1' },
          });
          expect(answer.statusCode, answer.body.slice(0, 300)).toBe(200);
          const pages = pagesOf(answer.rawPayload);
          expect(pages, lang).toHaveLength(2);
          const [first = '', other = ''] = pages;
          const w = words[lang];

          expect(first, lang).toContain('TRAVELLERA');
          expect(first, lang).toContain(w.wheelchair);
          expect(first, lang).toContain(w.baggage);
          expect(first, lang).not.toContain(w.cargo);

          expect(other, lang).toContain('TRAVELLERB');
          expect(other, lang).toContain('21C');
          expect(other, lang).toContain(w.cargo);
          expect(other, lang).not.toContain(w.wheelchair);
          expect(other, lang).not.toContain(w.baggage);

          // Grouped in international form, the plus sign first, in either direction of page.
          for (const page of pages) {
            expect(page, lang).toContain(grouped);
            expect(page, lang).not.toContain(`${booked.e164.slice(1)}+`);
          }
        }
      },
    );

    it("answers each service with its passenger's position on the e-ticket API", async () => {
      const booked = await s.bookAndPay({
        passengers: ['ADT', 'ADT'],
        services: { wheelchair: true },
      });
      const show = await s.post('ticket/ticketShow', {
        trackingCode: booked.trackingCode,
        mobile: booked.mobile,
      });
      expect(show.status, JSON.stringify(show.json)).toBe(200);
      expect(show.json.data?.services).toEqual([
        {
          code: 'WCHR',
          quantity: 1,
          amount: 0,
          status: 'confirmed',
          passenger: 0,
        },
      ]);
    });
  },
);
