import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingPassengers } from '../../db/schema/booking';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import { hold, passenger, sellableFlight, type Json } from './booking.fixtures';

/** Names typed in the traveller's own letters are booked in the passport's (ICAO Doc 9303). */
describe.each(databaseKinds)('passenger names on %s', (kind) => {
  let t: TestApp;
  let keys = 0;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  async function book(names: Record<string, string>, lang = 'en') {
    const flight = await sellableFlight(t.database.db);
    const held = await hold(t, flight);
    return t.post(
      'flight/bookFlight',
      {
        quoteId: String(held.json.data?.quoteId),
        idempotencyKey: `names-${kind}-${keys++}`,
        passengers: [{ ...passenger('ADT'), ...names }],
        contact: { mobile: '09121234567', country: 'IR', email: 'a@example.com' },
        agreement: '1',
      },
      { 'x-tenant': 'sepehran', lang },
    );
  }

  it('stores a Turkish name as the passport prints it: Ayşe Yılmaz is AYSE YILMAZ', async () => {
    const answer = await book({ firstName: 'Ayşe', lastName: 'Yılmaz' });
    expect((answer.json as Json).errors).toBeUndefined();
    expect(answer.status).toBe(200);
    const bookingId = Number((answer.json as Json).data?.bookingId);
    const rows = await t.database.db
      .select({ firstName: bookingPassengers.firstName, lastName: bookingPassengers.lastName })
      .from(bookingPassengers)
      .where(eq(bookingPassengers.bookingId, bookingId));
    expect(rows).toEqual([{ firstName: 'AYSE', lastName: 'YILMAZ' }]);
  });

  it("keeps the passenger's country (spec section 3) and refuses one that is not a country code", async () => {
    const answer = await book({ firstName: 'Ali', lastName: 'Rezaei', country: 'tur' });
    expect(answer.status).toBe(200);
    const bookingId = Number((answer.json as Json).data?.bookingId);
    const [row] = await t.database.db
      .select({ country: bookingPassengers.country })
      .from(bookingPassengers)
      .where(eq(bookingPassengers.bookingId, bookingId));
    expect(row).toEqual({ country: 'TUR' });
    const wrong = await book({ firstName: 'Ali', lastName: 'Rezaei', country: 'Turkey' });
    expect(wrong.status).toBe(400);
    expect((wrong.json as Json).errors?.fields).toEqual({
      'passengers.0.country': t.app.translatorFor('en')('invalidValue'),
    });
  });

  it('takes the same name typed in capitals, with other Latin letters too', async () => {
    const answer = await book({ firstName: 'ÇAĞRI', lastName: 'Gümüşoğlu-Øster' });
    expect(answer.status).toBe(200);
    const bookingId = Number((answer.json as Json).data?.bookingId);
    const [row] = await t.database.db
      .select({ firstName: bookingPassengers.firstName, lastName: bookingPassengers.lastName })
      .from(bookingPassengers)
      .where(eq(bookingPassengers.bookingId, bookingId));
    expect(row).toEqual({ firstName: 'CAGRI', lastName: 'GUMUSOGLU-OESTER' });
  });

  it('refuses a Persian name with the "Latin letters only" message, in the reader\'s language', async () => {
    const en = await book({ firstName: 'علی', lastName: 'Yılmaz' });
    expect(en.status).toBe(400);
    expect((en.json as Json).errors?.fields).toEqual({
      'passengers.0.firstName': t.app.translatorFor('en')('englishLettersOnly'),
    });
    expect(t.app.translatorFor('en')('englishLettersOnly')).toMatch(/Latin letters/);
    const tr = await book({ firstName: 'Ayşe', lastName: 'رضایی' }, 'tr');
    expect((tr.json as Json).errors?.fields).toEqual({
      'passengers.0.lastName': t.app.translatorFor('tr')('englishLettersOnly'),
    });
  });
});
