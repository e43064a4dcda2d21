import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingServices } from '../../db/schema/booking';
import { databaseKinds } from '../../test/test-app';
import { cardForm, declinedCard, locationOf } from '../payments/payments-test-kit';
import { reconcilePayments } from '../payments/payments.api';
import { sepehran, servicesApp, type ServiceView } from './ssr-test-kit';

describe.each(databaseKinds)('services refused after the sale on %s', (kind) => {
  const { ctx, db, records, start, pay, en, confirmedBooking, ssr, data, errors, ownFlight } =
    servicesApp(kind);

  it('refuses the services of a declined or cancelled payment, which then count no more', async () => {
    const booking = await confirmedBooking();
    const lookup = { trackingCode: booking.trackingCode, mobile: booking.mobile };
    const cargo = await ssr('submitExtraService', { ...lookup, services: { cargoKg: 100 } });
    expect(cargo.status).toBe(200);
    expect(data(cargo).amount).toBe(80_000_000);
    // The requested 100 kg wait for their payment: no more cargo meanwhile.
    const more = await ssr('submitExtraService', { ...lookup, services: { cargoKg: 1 } });
    expect(more.status).toBe(400);
    expect(errors(more)?.fields?.['services.cargoKg']).toBe(en('tooLarge', { max: 0 }));

    const { callback } = await pay(
      { paymentUrl: String(data(cargo).paymentUrl) },
      cardForm(declinedCard()),
    );
    expect(locationOf(callback).pathname).toBe('/ssr');
    expect(locationOf(callback).searchParams.get('payment')).toBe('failed');
    const receipt = locationOf(callback).searchParams.get('receipt') ?? '';
    const view = await ctx.t.post('flight/getBooking', { receipt }, sepehran);
    expect(data(view).services).toEqual([
      {
        code: 'CARGO',
        quantity: 100,
        amount: 80_000_000,
        status: 'refused',
        charge: { amount: 80_000_000, currency: 'IRR' },
      },
    ]);

    const retry = await ssr('submitExtraService', { ...lookup, services: { cargoKg: 40 } });
    expect(retry.status).toBe(200);
    await pay({ paymentUrl: String(data(retry).paymentUrl) }, 'action=cancel');
    const current = await ssr('addServiceFlightSearch', lookup);
    expect((data(current).current as ServiceView[]).map((s) => s.status)).toEqual([
      'refused',
      'refused',
    ]);
    const offers = data(current).offers as Array<{ code: string; max: number }>;
    expect(offers.find((o) => o.code === 'CARGO')?.max).toBe(100);
  });

  it('finds no booking of another tenant, nor by a wrong mobile', async () => {
    const booking = await confirmedBooking();
    const lookup = { trackingCode: booking.trackingCode, mobile: booking.mobile };
    const elsewhere = await ssr('addServiceFlightSearch', lookup, {
      'x-tenant': 'oman',
      lang: 'en',
    });
    expect(elsewhere.status).toBe(404);
    expect(errors(elsewhere)?.error).toBe(en('trackingNotFound'));
    const access = String(data(await ssr('addServiceFlightSearch', lookup)).access);
    const borrowed = await ssr(
      'submitExtraService',
      { access, services: { excessBaggageKg: 5 } },
      { 'x-tenant': 'turk', lang: 'en' },
    );
    expect(borrowed.status).toBe(404);
    const wrong = await ssr('addServiceFlightSearch', { ...lookup, mobile: '+989120000001' });
    expect(wrong.status).toBe(404);
    const missing = await ssr('addServiceFlightSearch', { trackingCode: booking.trackingCode });
    expect(missing.status).toBe(400);
    expect(errors(missing)?.fields).toHaveProperty('mobile');
    expect(
      await db()
        .select()
        .from(bookingServices)
        .where(eq(bookingServices.bookingId, booking.bookingId)),
    ).toEqual([]);
  });

  it('refuses a booking whose flight has left, and one not paid yet', async () => {
    const departed = await confirmedBooking({ flight: await ownFlight({ status: 'departed' }) });
    const lookup = { trackingCode: departed.trackingCode, mobile: departed.mobile };
    const offer = await ssr('addServiceFlightSearch', lookup);
    expect(offer.status).toBe(409);
    expect(errors(offer)?.error).toBe(en('servicesClosed'));
    const submit = await ssr('submitExtraService', { ...lookup, services: { cargoKg: 5 } });
    expect(submit.status).toBe(409);

    const unpaid = await start({ contactMobile: '+989125569999' });
    const pending = await records.booking(unpaid.bookingId);
    const waiting = await ssr('addServiceFlightSearch', {
      trackingCode: pending?.trackingCode ?? '',
      mobile: '+989125569999',
    });
    expect(waiting.status).toBe(409);
    expect(errors(waiting)?.error).toBe(en('reservationInProgress'));
  });

  it('reconciliation closes a services payment left open and refuses its services', async () => {
    const booking = await confirmedBooking();
    const submitted = await ssr('submitExtraService', {
      trackingCode: booking.trackingCode,
      mobile: booking.mobile,
      services: { excessBaggageKg: 3 },
    });
    expect(submitted.status).toBe(200);
    const token = String(data(submitted).paymentUrl).split('/').pop() ?? '';
    const [row] = await db()
      .select()
      .from(bookingServices)
      .where(eq(bookingServices.bookingId, booking.bookingId));
    const early = new Date(Date.now() + 10 * 60_000);
    await reconcilePayments(db(), ctx.t.app.paymentProviders, ctx.t.app.purchases, early);
    expect(await records.payment(row?.paymentId ?? 0)).toMatchObject({ status: 'pending' });
    await reconcilePayments(
      db(),
      ctx.t.app.paymentProviders,
      ctx.t.app.purchases,
      new Date(Date.now() + 31 * 60_000),
    );
    expect(await records.payment(row?.paymentId ?? 0)).toMatchObject({ status: 'cancelled' });
    expect(await records.bank(token)).toMatchObject({ status: 'cancelled' });
    const [after] = await db()
      .select()
      .from(bookingServices)
      .where(eq(bookingServices.bookingId, booking.bookingId));
    expect(after?.status).toBe('refused');
  });
});
