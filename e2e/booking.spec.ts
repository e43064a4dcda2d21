// The booking flow as a new visitor goes through it: results → passengers → seats → services →
// discount and agreement → the sandbox bank → the result page, in English and in Persian.
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import {
  bookingTimeout,
  en,
  fa,
  enMessages,
  faMessages,
  isoIn,
  before,
  escape,
  fill,
  prefix,
  nationalCode,
  decliningCard,
  payingCard,
  openBooking,
  passengerCard,
  field,
  type Person,
  fillPassenger,
  fillContact,
  descriptionOf,
  pickSeat,
  next,
  acceptAndPay,
  payAtBank,
  tickets,
  definitionOf,
  outcomeText,
  withBrowser,
} from './support/booking-flow';
import { statusKey } from '@parvaz/domain/format/status-words';
import type { Locator } from 'playwright-core';
import { useLanguage } from './support/locale';

describe('booking a flight', () => {
  it(
    'books 2 adults, a child and an infant one way with seats, services and a discount (en)',
    async () => {
      await withBrowser({}, async ({ page, baseUrl }) => {
        const t = en;
        await useLanguage(page, 'en');
        const date = isoIn(12);
        await openBooking(page, baseUrl, { date, adult: 2, child: 1, infant: 1 }, t);
        await page.getByRole('heading', { name: t('booking.title') }).waitFor();
        expect(await page.getByTestId('passenger-card').count()).toBe(4);

        // Next on the empty form: every required field says so, the first one has the focus.
        await next(page, t);
        const required = enMessages('required');
        await page.getByText(required).first().waitFor();
        expect(await page.getByText(required).count()).toBeGreaterThanOrEqual(4 * 3 + 1);
        const firstAdult = passengerCard(page, t, 'ADT', 1);
        const firstName = field(firstAdult, t('booking.firstName'));
        expect(await firstName.getAttribute('aria-invalid')).toBe('true');
        expect(await descriptionOf(firstName)).toContain(required);
        const mobile = field(page, t('booking.mobile'));
        expect(await descriptionOf(mobile)).toContain(required);
        await page.waitForFunction(
          () => document.activeElement?.id === 'bk-passengers-0-firstName',
        );
        // Still on the passenger step.
        await page
          .getByRole('tab', { name: t('booking.step.passengers'), selected: true })
          .waitFor();

        const people: Array<[Locator, Person]> = [
          [
            firstAdult,
            {
              firstName: 'SARA',
              lastName: 'AHMADI',
              gender: 'F',
              birth: '1988-03-21',
              nationalId: nationalCode(1201),
            },
          ],
          [
            passengerCard(page, t, 'ADT', 2),
            {
              firstName: 'REZA',
              lastName: 'AHMADI',
              gender: 'M',
              birth: '1985-11-02',
              nationalId: nationalCode(1202),
            },
          ],
          [
            passengerCard(page, t, 'CHD', 1),
            {
              firstName: 'NIMA',
              lastName: 'AHMADI',
              gender: 'M',
              birth: before(date, 7),
              nationalId: nationalCode(1203),
            },
          ],
          [
            passengerCard(page, t, 'INF', 1),
            {
              firstName: 'TARA',
              lastName: 'AHMADI',
              gender: 'F',
              birth: before(date, 1),
              nationalId: nationalCode(1204),
            },
          ],
        ];
        for (const [card, person] of people) await fillPassenger(card, t, person, 'gregorian');
        await fillContact(page, t, '09121234567');
        expect(await page.getByText(required).count()).toBe(0);

        // Seats for the adults; children and infants are told they cannot have one.
        const seats = [await pickSeat(page, t, 1), await pickSeat(page, t, 2)];
        expect(new Set(seats).size).toBe(2);
        for (const [type, n] of [
          ['CHD', 1],
          ['INF', 1],
        ] as const) {
          const card = passengerCard(page, t, type, n);
          await card.getByText(enMessages('seatNotForChildOrInfant')).waitFor();
          expect(
            await card
              .getByRole('button', { name: new RegExp(escape(t('booking.chooseSeat'))) })
              .count(),
          ).toBe(0);
        }

        await next(page, t);
        await page
          .getByRole('heading', { name: fill(t('booking.servicesFor'), { name: 'SARA AHMADI' }) })
          .waitFor();
        await field(page, t('booking.wheelchairNeeded')).check();
        const baggage = field(page, `${t('booking.service.XBAG')} (${t('booking.kg')})`);
        await baggage.fill('10');
        expect(await baggage.inputValue()).toBe('10');
        expect(await page.getByTestId('services-total').innerText()).not.toMatch(/^\D*0\D*$/);

        await next(page, t);
        const passengers = page.getByRole('region', { name: t('booking.passengersTitle') });
        for (const seat of seats)
          await passengers
            .getByText(new RegExp(`${escape(t('booking.direction.departure'))} ${seat}`))
            .waitFor();
        const services = page.getByRole('region', { name: t('booking.servicesTitle') });
        await services.getByText(t('booking.service.WCHR'), { exact: true }).waitFor();
        await services
          .getByText(`${t('booking.service.XBAG')}: ${fill(t('booking.kgN'), { n: 10 })}`)
          .waitFor();

        const price = page.getByRole('region', { name: t('booking.priceTitle') });
        expect(await price.getByText(t('booking.discount'), { exact: true }).count()).toBe(0);
        const payButton = page.getByRole('button', {
          name: new RegExp(`^${escape(prefix(t('booking.pay')))}`),
        });
        const fullPrice = await payButton.innerText();
        await field(page, t('booking.discountCode')).fill('WELCOME10');
        await page.getByRole('button', { name: t('booking.applyDiscount'), exact: true }).click();
        await price.getByText(t('booking.discount'), { exact: true }).waitFor();
        await page.getByText(prefix(t('booking.discountApplied'))).waitFor();
        expect(await payButton.innerText()).not.toBe(fullPrice);

        await payButton.click();
        await page.getByText(enMessages('agreementRequired')).waitFor();
        expect(page.url()).toMatch(/\/booking\?/);
        await acceptAndPay(page, t);

        await payAtBank(page, 'en', payingCard);
        expect(await outcomeText(page)).toContain(enMessages('reservationConfirmed'));
        const pnr = (await definitionOf(page, t('booking.pnr')).innerText()).trim();
        expect(pnr).toMatch(/^[A-Z0-9]{5,8}$/);
        const tracking = (await definitionOf(page, t('booking.trackingCode')).innerText()).trim();
        expect(tracking).toMatch(/^\S{4,}$/);
        const rows = await tickets(page, t);
        expect(rows).toHaveLength(4);
        for (const row of rows) {
          expect(row.number).toMatch(/^\d{13}$/);
          expect(row.status).toBe(t(statusKey('Confirmed')));
        }
        expect(
          rows
            .map((r) => r.seat)
            .filter((s) => s !== '—')
            .sort(),
        ).toEqual([...seats].sort());
        for (const name of ['SARA AHMADI', 'REZA AHMADI', 'NIMA AHMADI', 'TARA AHMADI'])
          expect(rows.some((r) => r.passenger.includes(name))).toBe(true);
        expect(await seriousViolations(page)).toEqual([]);
      });
    },
    bookingTimeout,
  );

  it(
    'books a round trip for one adult in Persian on sepehran, Jalali dates, right to left (fa)',
    async () => {
      await withBrowser({ locale: 'fa-IR' }, async ({ page, context, baseUrl }) => {
        const t = fa;
        await context.setExtraHTTPHeaders({ 'x-tenant': 'sepehran' });
        await useLanguage(page, 'fa');
        const date = isoIn(13);
        await openBooking(page, baseUrl, { date, returnDate: isoIn(16), adult: 1 }, t);
        expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
        expect(await page.evaluate(() => document.documentElement.lang)).toBe('fa');
        await page.getByRole('heading', { name: t('booking.title') }).waitFor();

        const card = passengerCard(page, t, 'ADT', 1);
        // Jalali month names in the birth date's month select.
        const month = field(
          card.getByRole('group', { name: t('booking.birthDate') }),
          t('booking.month'),
        );
        await month.click();
        const months = page.getByRole('listbox').getByRole('option');
        await months.first().waitFor();
        expect(await months.allInnerTexts()).toContain('۱ - فروردین');
        await page.keyboard.press('Escape');
        // A national ID typed with Persian digits is kept as Latin digits.
        await fillPassenger(
          card,
          t,
          {
            firstName: 'MARYAM',
            lastName: 'KARIMI',
            gender: 'F',
            birth: '1990-06-15',
            nationalId: '۰۴۹۹۳۷۰۸۹۹',
          },
          'jalali',
        );
        expect(await field(card, t('booking.nationalId')).inputValue()).toBe('0499370899');
        await fillContact(page, t, '۰۹۱۲۳۴۵۶۷۸۹');
        await next(page, t);
        await page.getByRole('tab', { name: t('booking.step.services'), selected: true }).waitFor();
        await next(page, t);
        await page.getByRole('tab', { name: t('booking.step.finish'), selected: true }).waitFor();
        await page.getByRole('region', { name: t('booking.flightsTitle') }).waitFor();
        await acceptAndPay(page, t);

        await payAtBank(page, 'fa', payingCard);
        await page.waitForFunction(
          () => document.documentElement.lang === 'fa' && document.documentElement.dir === 'rtl',
        );
        expect(await outcomeText(page)).toContain(faMessages('reservationConfirmed'));
        expect((await definitionOf(page, t('booking.pnr')).innerText()).trim()).toMatch(
          /^[A-Z0-9]{5,8}$/,
        );
        const rows = await tickets(page, t);
        expect(rows).toHaveLength(2);
        expect(rows.map((r) => r.flight).sort()).toEqual(
          [t('booking.direction.departure'), t('booking.direction.return')].sort(),
        );
        for (const row of rows) {
          expect(row.number).toMatch(/^\d{13}$/);
          expect(row.status).toBe(t(statusKey('Confirmed')));
          expect(row.passenger).toContain('MARYAM KARIMI');
        }
        expect(await seriousViolations(page)).toEqual([]);
      });
    },
    bookingTimeout,
  );

  it(
    'pays again on the same booking after the bank declines the card, with the time left shown (en)',
    async () => {
      await withBrowser({}, async ({ page, baseUrl }) => {
        const t = en;
        await useLanguage(page, 'en');
        await openBooking(page, baseUrl, { date: isoIn(14), adult: 1 }, t);
        await fillPassenger(
          passengerCard(page, t, 'ADT', 1),
          t,
          {
            firstName: 'OMID',
            lastName: 'NADERI',
            gender: 'M',
            birth: '1979-01-30',
            nationalId: nationalCode(1401),
          },
          'gregorian',
        );
        await fillContact(page, t, '09351234567');
        await next(page, t);
        await next(page, t);
        await acceptAndPay(page, t);

        const card = decliningCard();
        expect(card).toMatch(/^\d{12}0000$/);
        await payAtBank(page, 'en', card);
        const outcome = await outcomeText(page);
        expect(outcome).toContain(enMessages('reservationRejected'));
        expect(outcome).toMatch(/try again/i);
        const pnr = (await definitionOf(page, t('booking.pnr')).innerText()).trim();
        const trackingCode = (
          await definitionOf(page, t('booking.trackingCode')).innerText()
        ).trim();
        const rows = await tickets(page, t);
        for (const row of rows) {
          expect(row.status).not.toBe(t(statusKey('Confirmed')));
          expect(row.number).not.toMatch(/^\d{13}$/);
        }

        // The hold still runs: the page says so, counts it down, and pays again on the same booking.
        const again = page.getByRole('region', { name: t('booking.payAgainTitle') });
        const left = await again.getByRole('timer').innerText();
        const [minutes = 0, seconds = 0] = (/(\d+):(\d{2})/.exec(left) ?? []).slice(1).map(Number);
        expect(minutes * 60 + seconds).toBeGreaterThan(60);
        expect(minutes * 60 + seconds).toBeLessThanOrEqual(15 * 60);
        expect(await page.getByRole('link', { name: t('common.backHome') }).count()).toBe(1);
        await again.getByRole('button', { name: t('booking.payAgain'), exact: true }).click();
        await payAtBank(page, 'en', payingCard);
        expect(await outcomeText(page)).toContain(enMessages('reservationConfirmed'));
        expect((await definitionOf(page, t('booking.pnr')).innerText()).trim()).toBe(pnr);
        expect((await definitionOf(page, t('booking.trackingCode')).innerText()).trim()).toBe(
          trackingCode,
        );
        expect(await page.getByTestId('pay-again').count()).toBe(0);
        const paid = await tickets(page, t);
        expect(paid).toHaveLength(rows.length);
        for (const row of paid) {
          expect(row.status).toBe(t(statusKey('Confirmed')));
          expect(row.number).toMatch(/^\d{13}$/);
        }
      });
    },
    bookingTimeout,
  );
});
