import { addDays, formatIsoDate, parseIsoDate } from '@parvaz/domain/calendar/plain-date';
import type {
  HotelDetail,
  HotelRoomOffer,
  HotelSearchResponse,
} from '@parvaz/domain/contracts/hotels';
import { convertMoney, rateDateOf, type ExchangeRate } from '@parvaz/domain/money/exchange';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import { buildHotel, hotelDay } from './hotels-test-kit';

const plus = (day: string, days: number) => formatIsoDate(addDays(parseIsoDate(day), days));
const turk = { 'x-tenant': 'turk', lang: 'en' };
const sepehran = { 'x-tenant': 'sepehran', lang: 'en' };

/** The API.md `currency` header on hotel answers: every price in it, with the rate it took. */
describe.each(databaseKinds)('hotel prices in the asked currency (%s)', (kind) => {
  let t: TestApp;
  let dollar: ExchangeRate;
  let hotelId = 0;
  const today = rateDateOf(new Date());
  // Beyond the demo's nights, so only this hotel has rooms on them.
  const checkIn = hotelDay(262);
  const checkOut = plus(checkIn, 2);
  const usd = (amount: number) => convertMoney({ amount, currency: 'IRR' }, 'USD', dollar).amount;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const rates = (
      (await t.post('exchange/getRates', {})).json as { data: { rates: ExchangeRate[] } }
    ).data.rates;
    const found = rates.find((rate) => rate.base === 'USD' && rate.quote === 'IRR');
    if (!found) throw new Error('no demo USD/IRR rate');
    dollar = found;
    hotelId = (
      await buildHotel(t.database.db, {
        name: 'Currency Court',
        cityCode: 'KIH',
        rooms: [
          {
            name: 'Double',
            price: 12_345_678,
            prices: { [plus(checkIn, 1)]: 23_456_789 },
            from: checkIn,
            nights: 2,
          },
        ],
      })
    ).id;
  });
  afterAll(() => t.close());

  const search = async (headers: Record<string, string>, body: Record<string, unknown> = {}) => {
    const answer = await t.post(
      'hotel/searchHotels',
      { city: 'KIH', checkIn, checkOut, ...body },
      headers,
    );
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    return (answer.json as { data: HotelSearchResponse }).data;
  };
  const rooms = async (headers: Record<string, string>) => {
    const answer = await t.post('hotel/getHotelRooms', { id: hotelId, checkIn, checkOut }, headers);
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    const [offer] = (answer.json as { data: HotelRoomOffer[] }).data;
    if (!offer) throw new Error('no room offered');
    return offer;
  };

  it('answers sepehran in rials, as filed, and says no rate was used', async () => {
    const data = await search(sepehran);
    expect(data.exchange).toBeNull();
    const found = data.items.find((item) => item.id === hotelId);
    expect(found?.price).toEqual({ perNight: 17_901_234, total: 35_802_467, currency: 'IRR' });
    expect(data.facets.price.currency).toBe('IRR');
    const offer = await rooms(sepehran);
    expect(offer.exchange).toBeNull();
    expect(offer.price.fares).toEqual({ amount: 35_802_467, currency: 'IRR' });
  });

  it("answers turk's search in dollars by default, each price converted from the rials", async () => {
    const data = await search(turk);
    expect(data.exchange).toEqual({
      rateId: dollar.id,
      base: 'USD',
      quote: 'IRR',
      rate: dollar.rate,
      date: today,
    });
    const found = data.items.find((item) => item.id === hotelId);
    expect(found?.price).toEqual({
      perNight: usd(17_901_234),
      total: usd(35_802_467),
      currency: 'USD',
    });
    expect(data.facets.price).toMatchObject({ currency: 'USD', max: usd(17_901_234) });
    // The price filter is in the currency shown.
    const above = await search(turk, { priceMin: usd(17_901_234) + 1 });
    expect(above.items.some((item) => item.id === hotelId)).toBe(false);
    const within = await search(turk, { priceMax: usd(17_901_234) });
    expect(within.items.some((item) => item.id === hotelId)).toBe(true);
  });

  it("answers turk's rooms in dollars: nights, total of the filed total, penalties", async () => {
    const filed = await rooms(sepehran);
    const offer = await rooms(turk);
    expect(offer.exchange).toMatchObject({ rateId: dollar.id, date: today });
    expect(offer.price).toEqual({
      nights: filed.price.nights.map((night) => ({ date: night.date, amount: usd(night.amount) })),
      total: usd(filed.price.total),
      currency: 'USD',
      fares: { amount: filed.price.total, currency: 'IRR' },
    });
    expect(offer.cancellation.noShow).toEqual({
      amount: usd(filed.cancellation.noShow.amount),
      currency: 'USD',
    });
    offer.cancellation.rules.forEach((rule, i) => {
      const asFiled = filed.cancellation.rules[i]?.penalty;
      expect(rule.penalty).toMatchObject({ amount: usd(asFiled?.amount ?? 0), currency: 'USD' });
    });
    const page = await t.post('hotel/getHotel', { id: hotelId, checkIn, checkOut }, turk);
    expect((page.json as { data: HotelDetail }).data.rooms?.[0]?.price.total).toBe(
      usd(filed.price.total),
    );
  });

  it('answers in the currency header over the brand (IRR on turk)', async () => {
    const data = await search({ ...turk, currency: 'IRR' });
    expect(data.exchange).toBeNull();
    expect(data.items.find((item) => item.id === hotelId)?.price.currency).toBe('IRR');
  });
});
