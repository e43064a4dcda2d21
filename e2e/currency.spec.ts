// Decision 11 as a traveller in Istanbul meets it: the turk brand shows dollars, the header
// offers IRR, USD and KWD, and the checkout charges in dollars exactly what it shows.
import { describe, expect, it } from 'vitest';
import {
  acceptAndPay,
  bookingTimeout,
  escape,
  fill,
  fillContact,
  fillPassenger,
  isoIn,
  nationalCode,
  next,
  passengerCard,
  payAtBank,
  payingCard,
  prefix,
  resultsUrl,
  selectFlight,
  withBrowser,
} from './support/booking-flow';
import { useLanguage, words } from './support/locale';
import { call } from './support/race-kit';

const dollars = /US\$[\d,]+\.\d\d/;
const rials = /IRR\s[\d,]+/;

describe('prices in the currency chosen in the header', () => {
  it(
    'shows the turk brand in dollars, rials when asked, and charges the dollars it showed (en)',
    async () => {
      await withBrowser({}, async ({ page, baseUrl }) => {
        page.setDefaultTimeout(30_000);
        await useLanguage(page, 'en');
        const t = words('en');
        await page.goto(resultsUrl(baseUrl, { date: isoIn(16), adult: 1 }));
        const card = page.getByTestId('flight-card').first();
        await card.waitFor({ timeout: 20_000 });
        const currency = page.getByLabel(t('switch.currency'), { exact: true });

        // The brand's display currency first.
        expect(await currency.inputValue()).toBe('USD');
        expect(await card.innerText()).toMatch(dollars);

        // Rials when asked, on the results and the fare strip alike.
        await currency.selectOption('IRR');
        await expect.poll(() => card.innerText()).toMatch(rials);
        expect(await card.innerText()).not.toMatch(dollars);

        // Dollars again; the server draws the next page in them too (the choice is a cookie).
        await currency.selectOption('USD');
        await expect.poll(() => card.innerText()).toMatch(dollars);
        const served = await (await page.request.get(page.url())).text();
        expect(served).toMatch(/US\$[\d,]+\.\d\d/);
        await page.reload();
        await card.waitFor();
        expect(await currency.inputValue()).toBe('USD');

        await selectFlight(page, t('results.select'));
        await page.waitForURL(/\/booking\?/);
        await page.getByRole('timer').waitFor({ timeout: 60_000 });
        await page.waitForURL(/[?&]quote=/);
        const price = page.getByRole('region', { name: t('booking.priceTitle') });
        await expect.poll(() => price.getByTestId('price-total').innerText()).toMatch(dollars);
        await fillPassenger(
          passengerCard(page, t, 'ADT', 1),
          t,
          {
            firstName: 'EMRE',
            lastName: 'KAYA',
            gender: 'M',
            birth: '1986-04-02',
            nationalId: nationalCode(8801),
          },
          'gregorian',
        );
        await fillContact(page, t, '09121238801');
        await next(page, t);
        await page.getByRole('tab', { name: t('booking.step.services'), selected: true }).waitFor();
        await next(page, t);

        // The last step: the total in dollars, the rate it was converted by, and a Pay button
        // for exactly that.
        const total = dollars.exec(await price.getByTestId('price-total').innerText())?.[0] ?? '';
        expect(total).toMatch(dollars);
        await page.getByTestId('rate-line').filter({ hasText: '1 USD = ' }).waitFor();
        const pay = page.getByRole('button', {
          name: new RegExp(`^${escape(prefix(t('booking.pay')))}`),
        });
        expect(await pay.innerText()).toBe(fill(t('booking.pay'), { amount: total }));

        // The bank asks for that amount, in dollars.
        await acceptAndPay(page, t);
        await page.waitForURL(/\/bank\/sandbox\//, { timeout: 20_000 });
        expect((await page.locator('body').innerText()).replace(/\s+/g, ' ')).toContain(
          total.replace(/\s+/g, ' '),
        );
        await payAtBank(page, 'en', payingCard);

        // The result page: charged that, with the rate and its day.
        await expect.poll(() => page.getByTestId('charged').innerText()).toBe(total);
        // Without the bidi isolates that keep each part whole in a right-to-left line.
        const line = (await page.getByTestId('charge-line').innerText()).replace(
          /[\u2066-\u2069]/g,
          '',
        );
        expect(line).toContain(`Paid ${total} at 1 USD = `);
        expect(line).toMatch(/IRR, rate of \d\d\/\d\d\/\d{4}$/);
      });
    },
    bookingTimeout,
  );

  it('reads a hotel price range kept across a currency switch in the new currency: the same hotels (en)', async () => {
    await withBrowser({}, async ({ page, baseUrl }) => {
      page.setDefaultTimeout(30_000);
      await useLanguage(page, 'en');
      const t = words('en');
      const stay = { city: 'MHD', checkIn: isoIn(24), checkOut: isoIn(26), rooms: '2-0' };
      const body = { ...stay, rooms: [{ adults: 2, children: 0 }], pageSize: 100 };
      const inDollars = { 'x-tenant': 'turk', currency: 'USD' };
      const all = await call(baseUrl, 'hotel/searchHotels', body, inDollars);
      const items = (all.body.data as { items: { price: { perNight: number } }[] }).items;
      const nightly = [...new Set(items.map((h) => h.price.perNight))].sort((a, b) => a - b);
      expect(nightly.length).toBeGreaterThan(3);
      // A range between prices (above the cheapest, below the dearest): no hotel on its edge.
      const [first = 0, second = 0] = nightly;
      const [last = 0, beforeLast = 0] = [...nightly].reverse();
      const range = {
        priceMin: Math.ceil((first + second) / 2),
        priceMax: Math.floor((beforeLast + last) / 2),
      };
      const kept = await call(baseUrl, 'hotel/searchHotels', { ...body, ...range }, inDollars);
      const total = (kept.body.data as { total: number }).total;
      expect(total).toBeGreaterThan(0);
      expect(total).toBeLessThan(items.length);

      const query = new URLSearchParams({
        ...stay,
        price: `${range.priceMin}-${range.priceMax}`,
        priceIn: 'USD',
      });
      await page.goto(`${baseUrl}/hotels?${query.toString()}`);
      const count = page.getByTestId('result-count');
      const counted = fill(t('hotels.count_other'), { n: String(total) });
      await expect.poll(() => count.innerText()).toBe(counted);
      expect(await page.getByTestId('hotel-price').first().innerText()).toMatch(dollars);

      // Rials now: the range is read as its rials, not as so many rials; the same hotels.
      await page.getByLabel(t('switch.currency'), { exact: true }).selectOption('IRR');
      await expect.poll(() => page.getByTestId('hotel-price').first().innerText()).toMatch(rials);
      await expect.poll(() => count.innerText()).toBe(counted);
    });
  }, 120_000);
});
