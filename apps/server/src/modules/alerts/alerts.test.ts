import { addDays, formatIsoDate, parseIsoDate } from '@parvaz/domain/calendar/plain-date';
import { localDateIn } from '@parvaz/domain/calendar/zoned';
import { formatShortDate } from '@parvaz/domain/format/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dispatchOutbox, type OutgoingMessage } from '../../platform/outbox';
import { buildFlight } from '../../test/factories';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import { alertNews, checkPriceAlerts } from './alerts.service';

const day = formatIsoDate(addDays(parseIsoDate(localDateIn(new Date(), 'Asia/Tehran')), 220));

describe('alertNews', () => {
  it('tells of a first fare, a drop, and a target reached once', () => {
    expect(alertNews({ targetPrice: null, lastSeenPrice: null }, undefined)).toBeNull();
    expect(alertNews({ targetPrice: null, lastSeenPrice: null }, 100)).toBe('available');
    expect(alertNews({ targetPrice: null, lastSeenPrice: 100 }, 90)).toBe('dropped');
    expect(alertNews({ targetPrice: null, lastSeenPrice: 100 }, 100)).toBeNull();
    expect(alertNews({ targetPrice: 80, lastSeenPrice: 100 }, 90)).toBeNull();
    expect(alertNews({ targetPrice: 80, lastSeenPrice: 100 }, 80)).toBe('dropped');
    expect(alertNews({ targetPrice: 80, lastSeenPrice: 80 }, 70)).toBeNull();
  });
});

describe.each(databaseKinds)('price alerts on %s', (kind) => {
  let t: TestApp;
  const sent: OutgoingMessage[] = [];
  const provider = { send: async (message: OutgoingMessage) => void sent.push(message) };

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  const deps = () => ({
    db: t.database.db,
    now: () => new Date(),
    translatorFor: t.app.translatorFor,
  });

  it('refuses an alert without a mobile or e-mail, and a wrong mobile, in the caller language', async () => {
    const none = await t.post(
      'request/informMe',
      { origin: 'SYZ', destination: 'KIH', departureDate: day },
      { lang: 'en' },
    );
    expect(none.status).toBe(400);
    expect(none.json).toMatchObject({
      errors: { error: 'Please enter a mobile number or an e-mail address.' },
    });
    const wrong = await t.post(
      'request/informMe',
      { mobile: '0912', origin: 'SYZ', destination: 'KIH', departureDate: day },
      { lang: 'fa', 'x-tenant': 'sepehran' },
    );
    expect(wrong.json).toMatchObject({
      errors: { error: 'شماره موبایل نادرست است.', fields: { mobile: 'شماره موبایل نادرست است.' } },
    });
  });

  it('reads a local mobile number in the tenant country', async () => {
    const turkish = await t.post(
      'request/informMe',
      { mobile: '0532 123 45 67', origin: 'ISTC', destination: 'MCT', departureDate: day },
      { 'x-tenant': 'turk' },
    );
    expect(turkish.status).toBe(200);
  });

  it('sends an SMS when a fare appears and again when it drops, through the outbox', async () => {
    const created = await t.post(
      'request/informMe',
      {
        mobile: '09121234567',
        email: 'traveller@example.com',
        origin: 'SYZ',
        destination: 'KIH',
        departureDate: day,
      },
      { lang: 'en', 'x-tenant': 'sepehran' },
    );
    expect(created.status).toBe(200);
    expect(await checkPriceAlerts(deps())).toBe(0);

    await buildFlight(t.database.db, {
      from: 'SYZ',
      to: 'KIH',
      date: day,
      fares: [{ adultFare: 40_000_000, adultFee: 0 }],
    });
    expect(await checkPriceAlerts(deps())).toBe(1);
    expect(await checkPriceAlerts(deps())).toBe(0);

    await buildFlight(t.database.db, {
      from: 'SYZ',
      to: 'KIH',
      date: day,
      time: '16:00',
      fares: [{ adultFare: 35_000_000, adultFee: 0 }],
    });
    expect(await checkPriceAlerts(deps())).toBe(1);

    await dispatchOutbox(t.database.db, provider);
    const sms = sent.filter((m) => m.recipient === '+989121234567');
    expect(sms).toHaveLength(2);
    expect(sms[0]?.body).toContain('Shiraz');
    expect(sms[0]?.body).toContain('Kish');
    expect(sms[1]?.body).toMatch(/dropped to .*35,000,000/);
    expect(
      sent.filter((m) => m.recipient === 'traveller@example.com' && m.channel === 'email'),
    ).toHaveLength(2);
    expect(await dispatchOutbox(t.database.db, provider)).toBe(0);

    const outbox = await t.app.inject({ method: 'GET', url: '/api/dev/outbox?to=%2B989121234567' });
    expect(outbox.json()).toMatchObject({
      status: 'success',
      data: [{ channel: 'sms', to: '+989121234567' }, { channel: 'sms' }],
    });
  });

  it('dates its messages as the brand’s pages: Jalali in Persian digits on sepehran, Gregorian in English on turk', async () => {
    const later = formatIsoDate(addDays(parseIsoDate(day), 3));
    const persian = await t.post(
      'request/informMe',
      { mobile: '09121112233', origin: 'MHD', destination: 'KIH', departureDate: later },
      { lang: 'fa', 'x-tenant': 'sepehran' },
    );
    expect(persian.status).toBe(200);
    const english = await t.post(
      'request/informMe',
      { email: 'turk-alert@example.com', origin: 'ISTC', destination: 'MCT', departureDate: later },
      { lang: 'en', 'x-tenant': 'turk' },
    );
    expect(english.status).toBe(200);
    await buildFlight(t.database.db, { from: 'MHD', to: 'KIH', date: later });
    await buildFlight(t.database.db, { from: 'IST', to: 'MCT', date: later });
    expect(await checkPriceAlerts(deps())).toBe(2);
    await dispatchOutbox(t.database.db, provider);

    const sms = sent.find((m) => m.recipient === '+989121112233');
    const jalali = formatShortDate(parseIsoDate(later), 'jalali', 'fa');
    expect(jalali).toMatch(/^۱۴[۰-۹]{2}\/[۰-۹]{2}\/[۰-۹]{2}$/);
    expect(sms?.body).toContain(jalali);
    expect(sms?.body).not.toMatch(/[0-9]{4}/);
    const mail = sent.find((m) => m.recipient === 'turk-alert@example.com');
    // "dd/mm/yyyy", as the English pages write a day.
    expect(mail?.body).toContain(later.split('-').reverse().join('/'));
  });
});
