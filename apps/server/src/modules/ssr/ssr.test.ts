import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tenants } from '@parvaz/domain/tenants/tenants';
import { bookingServices, quoteSegments } from '../../db/schema/booking';
import { flights } from '../../db/schema/flights';
import { databaseKinds } from '../../test/test-app';
import { locationOf } from '../payments/payments-test-kit';
import { sepehran, servicesApp } from './ssr-test-kit';

describe.each(databaseKinds)('services added after the sale on %s', (kind) => {
  const { ctx, db, records, pay, en, confirmedBooking, ssr, data, errors, ownFlight } =
    servicesApp(kind);

  it('shows the services of a confirmed booking and what its flight can still take', async () => {
    const booking = await confirmedBooking({
      services: [{ kind: 'XBAG', quantity: 10, amount: 12_000_000 }],
    });
    const found = await ssr('addServiceFlightSearch', {
      trackingCode: booking.trackingCode.toLowerCase(),
      mobile: booking.mobile,
    });
    expect(found.status).toBe(200);
    expect(data(found)).toMatchObject({
      trackingCode: booking.trackingCode,
      currency: 'IRR',
      current: [{ code: 'XBAG', quantity: 10, amount: 12_000_000, status: 'confirmed' }],
      offers: [
        { code: 'WCHR', unit: 'each', price: 0, currency: 'IRR', max: 1 },
        { code: 'PET', unit: 'each', price: 25_000_000, currency: 'IRR', max: 2 },
        // Thirty kilograms per booking, ten of them bought with it.
        { code: 'XBAG', unit: 'kg', price: 1_200_000, currency: 'IRR', max: 20 },
        { code: 'CARGO', unit: 'kg', price: 800_000, currency: 'IRR', max: 100 },
      ],
    });
    // The token it answers opens the booking again, and so does a ticket with its last name.
    const access = String(data(found).access);
    const again = await ssr('addServiceFlightSearch', { access });
    expect(again.status).toBe(200);
    expect(data(again).trackingCode).toBe(booking.trackingCode);
    const [ticket] = await records.tickets(booking.bookingId);
    const byTicket = await ssr('addServiceFlightSearch', {
      ticketNumber: ticket?.ticketNumber ?? '',
      lastName: 'tester',
    });
    expect(byTicket.status).toBe(200);
  });

  it('adds excess baggage, paid at the bank: confirmed, shown on the booking, announced by SMS', async () => {
    const booking = await confirmedBooking({ lang: 'fa' });
    const offer = await ssr('addServiceFlightSearch', {
      trackingCode: booking.trackingCode,
      mobile: booking.mobile,
    });
    // Form-encoded, as the web app sends it.
    const body = new URLSearchParams({
      access: String(data(offer).access),
      'services[excessBaggageKg]': '۵',
    }).toString();
    const submitted = await ssr('submitExtraService', body, {
      ...sepehran,
      'content-type': 'application/x-www-form-urlencoded',
      lang: 'en',
    });
    expect(submitted.status).toBe(200);
    const answer = data(submitted);
    expect(answer).toMatchObject({
      amount: 6_000_000,
      currency: 'IRR',
      services: [{ code: 'XBAG', quantity: 5, amount: 6_000_000, status: 'requested' }],
    });
    const paymentUrl = String(answer.paymentUrl);
    expect(paymentUrl).toMatch(/^\/bank\/sandbox\/[\w-]+$/);
    const token = paymentUrl.split('/').pop() ?? '';
    expect(await records.bank(token)).toMatchObject({ amount: 6_000_000, status: 'open' });

    const { callback, callbackUrl } = await pay({ paymentUrl });
    expect(callback.statusCode).toBe(302);
    const back = locationOf(callback);
    expect(back.pathname).toBe('/ssr');
    expect(back.searchParams.get('payment')).toBe('ok');
    expect(back.searchParams.get('lang')).toBe('fa');
    const receipt = back.searchParams.get('receipt') ?? '';

    const view = await ctx.t.post('flight/getBooking', { receipt }, sepehran);
    expect(view.status).toBe(200);
    expect(data(view)).toMatchObject({
      status: 'confirmed',
      outcome: 'confirmed',
      services: [{ code: 'XBAG', quantity: 5, amount: 6_000_000, status: 'confirmed' }],
    });
    const [row] = await db()
      .select()
      .from(bookingServices)
      .where(eq(bookingServices.bookingId, booking.bookingId));
    expect(row).toMatchObject({ status: 'confirmed', paymentId: expect.any(Number) });
    expect(await records.payment(row?.paymentId ?? 0)).toMatchObject({
      purpose: 'services',
      purchaseId: booking.bookingId,
      amount: 6_000_000,
      status: 'paid',
    });
    expect(await records.events(row?.paymentId ?? 0)).toEqual([
      'created',
      'verified',
      'settled',
      'servicesConfirmed',
    ]);
    const sms = (await records.messagesTo(booking.mobile)).map((m) => m.body);
    expect(sms).toContain(
      ctx.t.app.translatorFor('fa')('servicesConfirmedSms', {
        brand: tenants.sepehran.name.fa,
        trackingCode: booking.trackingCode,
      }),
    );
    // A repeated callback moves nothing and sends the same way back.
    const repeat = await ctx.get(callbackUrl);
    expect(locationOf(repeat).searchParams.get('payment')).toBe('ok');
    expect(await records.events(row?.paymentId ?? 0)).toHaveLength(4);
    expect(await records.messagesTo(booking.mobile)).toHaveLength(sms.length);

    // What is held now counts against the limit.
    const after = await ssr('addServiceFlightSearch', { access: String(data(offer).access) });
    const offers = data(after).offers as Array<{ code: string; max: number }>;
    expect(offers.find((o) => o.code === 'XBAG')?.max).toBe(25);
  });

  it('refuses what goes over a limit with a message on the field', async () => {
    const flight = await ownFlight();
    const booking = await confirmedBooking({ flight });
    const lookup = { trackingCode: booking.trackingCode, mobile: booking.mobile };
    const cat = { type: 'cat', weight: 4 };

    const pets = await ssr('submitExtraService', {
      ...lookup,
      services: { animals: [cat, cat, cat] },
    });
    expect(pets.status).toBe(409);
    expect(errors(pets)?.error).toBe(en('animalNoSpace'));
    expect(errors(pets)?.fields?.['services.animals']).toBe(en('animalNoSpace'));

    const baggage = await ssr('submitExtraService', {
      ...lookup,
      services: { excessBaggageKg: 31 },
    });
    expect(baggage.status).toBe(400);
    expect(errors(baggage)?.fields?.['services.excessBaggageKg']).toBe(
      'This value is too large (at most 30).',
    );
    const mixed = await ssr('submitExtraService', {
      ...lookup,
      services: { animals: [cat, { type: 'dog', weight: 9 }] },
    });
    expect(mixed.status).toBe(400);
    expect(errors(mixed)?.fields?.['services.animals']).toBe(en('animalsSameType'));
    const nothing = await ssr('submitExtraService', { ...lookup, services: {} });
    expect(nothing.status).toBe(400);
    expect(errors(nothing)?.fields?.services).toBe(en('required'));

    // A wheelchair is free: nothing to pay, confirmed at once; a second one is over the limit.
    const wheelchair = await ssr('submitExtraService', {
      ...lookup,
      services: { wheelchair: '1' },
    });
    expect(wheelchair.status).toBe(200);
    expect(data(wheelchair)).toEqual({
      amount: 0,
      currency: 'IRR',
      exchange: null,
      services: [
        {
          code: 'WCHR',
          quantity: 1,
          amount: 0,
          status: 'confirmed',
          charge: { amount: 0, currency: 'IRR' },
        },
      ],
    });
    const second = await ssr('submitExtraService', { ...lookup, services: { wheelchair: true } });
    expect(second.status).toBe(400);
    expect(errors(second)?.fields?.['services.wheelchair']).toBe(en('tooLarge', { max: 0 }));

    // Two requests at once for 20 kg each: the booking's lock lets one through.
    const racing = await Promise.all(
      [1, 2].map(() => ssr('submitExtraService', { ...lookup, services: { excessBaggageKg: 20 } })),
    );
    expect(racing.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it('takes animal places when paid, and refuses and gives the money back when they went meanwhile', async () => {
    const flight = await ownFlight();
    const first = await confirmedBooking({ flight });
    const second = await confirmedBooking({ flight });
    const cat = { type: 'cat', color: 'grey', weight: 4 };
    const one = await ssr('submitExtraService', {
      trackingCode: first.trackingCode,
      mobile: first.mobile,
      services: { animals: [cat] },
    });
    const two = await ssr('submitExtraService', {
      trackingCode: second.trackingCode,
      mobile: second.mobile,
      services: { animals: [cat, cat] },
    });
    expect([one.status, two.status]).toEqual([200, 200]);
    expect(data(two).amount).toBe(50_000_000);

    await pay({ paymentUrl: String(data(two).paymentUrl) });
    const petsOf = async () =>
      (await db().select().from(flights).where(eq(flights.id, flight.flightId)))[0]?.petsTaken;
    expect(await petsOf()).toBe(2);
    const quoteId = (await records.booking(second.bookingId))?.quoteId ?? '';
    const [segment] = await db()
      .select({ pets: quoteSegments.pets })
      .from(quoteSegments)
      .where(eq(quoteSegments.quoteId, quoteId));
    expect(segment?.pets).toBe(2);

    // The flight's two places are gone: the first booking's paid animal is refused, its money back.
    const paymentUrl = String(data(one).paymentUrl);
    const token = paymentUrl.split('/').pop() ?? '';
    const { callback } = await pay({ paymentUrl });
    expect(locationOf(callback).searchParams.get('payment')).toBe('failed');
    expect(await petsOf()).toBe(2);
    expect(await records.bank(token)).toMatchObject({ status: 'reversed' });
    const [row] = await db()
      .select()
      .from(bookingServices)
      .where(eq(bookingServices.bookingId, first.bookingId));
    expect(row?.status).toBe('refused');
    expect(await records.payment(row?.paymentId ?? 0)).toMatchObject({ status: 'reversed' });
    expect(await records.events(row?.paymentId ?? 0)).toEqual([
      'created',
      'verified',
      'settled',
      'reversed',
    ]);
    const offer = await ssr('addServiceFlightSearch', {
      trackingCode: first.trackingCode,
      mobile: first.mobile,
    });
    expect((data(offer).offers as Array<{ code: string }>).map((o) => o.code)).not.toContain('PET');
  });
});
