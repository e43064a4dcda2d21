import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gregorianWeekday, parseIsoDate } from '@parvaz/domain/calendar/plain-date';
import { facilityKeys, hotelTypeKeys, starGrades } from '@parvaz/domain/hotels/catalog';
import { hotelCities } from '@parvaz/domain/hotels/hotel-cities';
import { isComplete } from '@parvaz/domain/reference/localized';
import { serverRoot } from '../../../paths';
import { drawHotelImages } from './draw-images';
import { generateHotels } from './generate';
import { comingWeekend, nightDates, nightsFor } from './nights';

const now = new Date('2026-11-26T08:00:00Z');
const hotels = generateHotels(now);
const imagesDir = join(serverRoot, '..', 'web', 'public', 'hotels');

/** Great-circle distance in km. */
function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

const inCity = (code: string) => hotels.filter((h) => h.cityCode === code);

describe('the demo hotels', () => {
  it('are the same on every run', () => {
    expect(JSON.stringify(generateHotels(now))).toBe(JSON.stringify(hotels));
  });

  it('cover the 15 cities, the big ones most, with every type and every grade', () => {
    expect(hotels.length).toBeGreaterThanOrEqual(120);
    expect(new Set(hotels.map((h) => h.cityCode))).toEqual(new Set(hotelCities.map((c) => c.code)));
    expect(inCity('MHD')).toHaveLength(14);
    expect(inCity('ISTC')).toHaveLength(14);
    for (const small of ['NZW', 'OHS']) expect(inCity(small).length).toBeLessThanOrEqual(5);
    expect(new Set(hotels.map((h) => h.type))).toEqual(new Set(hotelTypeKeys));
    expect(new Set(hotels.map((h) => h.stars))).toEqual(new Set(starGrades));
  });

  it('stand within 4 km of their city’s centre, in its time zone', () => {
    for (const hotel of hotels) {
      const city = hotelCities.find((c) => c.code === hotel.cityCode);
      if (!city) throw new Error(`no city ${hotel.cityCode}`);
      expect(distanceKm(hotel, city.center), hotel.name.en).toBeLessThanOrEqual(4);
      expect(hotel.timeZone).toBe(city.timeZone);
    }
  });

  it('have names, addresses and descriptions in four languages, names unique in a city', () => {
    for (const hotel of hotels) {
      expect(isComplete(hotel.name), hotel.key).toBe(true);
      expect(isComplete(hotel.address), hotel.key).toBe(true);
      expect(isComplete(hotel.description), hotel.key).toBe(true);
      expect(hotel.description.en.split('. ').length).toBeGreaterThanOrEqual(2);
      expect(hotel.name.fa).toMatch(/[\u0600-\u06ff]/);
      expect(hotel.name.ar).toMatch(/[\u0600-\u06ff]/);
      for (const image of hotel.images) expect(isComplete(image.alt)).toBe(true);
    }
    for (const city of hotelCities) {
      const names = inCity(city.code).map((h) => h.name.en);
      expect(new Set(names).size).toBe(names.length);
    }
  });

  it('keep the hours, phones and facilities a hotel of their country and grade would', () => {
    const phones = {
      IR: /^\+98 \d{2} \d{4} \d{4}$/,
      TR: /^\+90 \d{3} \d{3} \d{2} \d{2}$/,
      OM: /^\+968 \d{4} \d{4}$/,
    };
    for (const hotel of hotels) {
      expect(['14:00', '15:00']).toContain(hotel.checkInTime);
      expect(['11:00', '12:00']).toContain(hotel.checkOutTime);
      expect(hotel.phone).toMatch(phones[hotel.country]);
      expect(hotel.facilities.length).toBeGreaterThanOrEqual(6);
      expect(hotel.facilities.length).toBeLessThanOrEqual(18);
      for (const key of hotel.facilities) expect(facilityKeys).toContain(key);
    }
    const average = (stars: number) => {
      const graded = hotels.filter((h) => h.stars === stars);
      return graded.reduce((sum, h) => sum + h.facilities.length, 0) / graded.length;
    };
    expect(average(5)).toBeGreaterThan(average(3));
    expect(average(3)).toBeGreaterThan(average(1));
    const traditional = hotels.filter((h) => h.type === 6 && h.country === 'IR');
    for (const hotel of traditional) expect(hotel.facilities).toContain('iranianToilet');
  });

  it('sell 2–4 room types in the country’s product currency, mostly refundable', () => {
    for (const hotel of hotels) {
      expect(hotel.roomTypes.length).toBeGreaterThanOrEqual(2);
      expect(hotel.roomTypes.length).toBeLessThanOrEqual(4);
      for (const room of hotel.roomTypes) {
        expect(room.currency).toBe(hotel.country === 'IR' ? 'IRR' : 'USD');
        expect(room.allotment).toBeGreaterThanOrEqual(2);
        expect(room.allotment).toBeLessThanOrEqual(20);
        if (!room.policy.refundable) expect(room.policy.steps).toEqual([]);
      }
    }
    const rooms = hotels.flatMap((h) => h.roomTypes);
    const refundable = rooms.filter((r) => r.policy.refundable).length;
    expect(refundable / rooms.length).toBeGreaterThan(0.7);
    expect(refundable).toBeLessThan(rooms.length);
    expect(
      rooms.filter((r) => r.meals.includes('breakfast')).length / rooms.length,
    ).toBeGreaterThan(0.6);
    expect(rooms.some((r) => r.meals.includes('dinner'))).toBe(true);
  });

  it('show 3–5 of the drawn photos, each file in the web app and under 4 KB', () => {
    const drawn = drawHotelImages();
    expect(drawn).toHaveLength(24);
    for (const { file, svg } of drawn) {
      const path = join(imagesDir, file);
      expect(existsSync(path), `${file}: run write-images.ts`).toBe(true);
      expect(readFileSync(path, 'utf8'), `${file}: run write-images.ts`).toBe(svg);
      expect(Buffer.byteLength(svg)).toBeLessThan(4096);
    }
    const files = new Set(drawn.map((d) => `/hotels/${d.file}`));
    for (const hotel of hotels) {
      expect(hotel.images.length).toBeGreaterThanOrEqual(3);
      expect(hotel.images.length).toBeLessThanOrEqual(5);
      for (const image of hotel.images) expect(files).toContain(image.src);
    }
  });

  it('have up to 40 reviews of the last 18 months, a few none, scores 0–10', () => {
    const oldest = now.getTime() - 550 * 86_400_000;
    expect(hotels.filter((h) => h.reviews.length === 0).length).toBeGreaterThan(0);
    for (const hotel of hotels) {
      expect(hotel.reviews.length).toBeLessThanOrEqual(40);
      for (const review of hotel.reviews) {
        expect(review.createdAt.getTime()).toBeLessThan(now.getTime());
        expect(review.createdAt.getTime()).toBeGreaterThan(oldest);
        for (const score of [
          review.valueForPrice,
          review.cleanliness,
          review.staff,
          review.facilities,
        ]) {
          expect(score).toBeGreaterThanOrEqual(0);
          expect(score).toBeLessThanOrEqual(10);
        }
        if (review.lang === 'fa' || review.lang === 'ar')
          expect(review.text).toMatch(/[\u0600-\u06ff]/);
        else expect(review.text).toMatch(/^[\p{Script=Latin}\p{P}\p{Zs}\d-]+$/u);
      }
    }
  });
});

describe('the demo nights', () => {
  const today = '2026-11-26';
  const dates = nightDates(today, 120);
  const all = hotels.flatMap((hotel) =>
    hotel.roomTypes.map((room, index) => ({
      hotel,
      room,
      nights: nightsFor(hotel, index, room, dates, today),
    })),
  );

  it('never sell past the allotment and keep prices in the demo’s ranges', () => {
    const ranges = { IRR: [25_000_000, 350_000_000], USD: [3_500, 45_000] } as const;
    const wrong = all.flatMap(({ hotel, room, nights }) =>
      nights
        .filter(
          (n) =>
            n.sold < 0 ||
            n.sold > n.allotment ||
            n.price < ranges[room.currency][0] ||
            n.price > ranges[room.currency][1],
        )
        .map((n) => `${hotel.key} ${n.night}`),
    );
    expect(wrong).toEqual([]);
    expect(all.flatMap((r) => r.nights)).toHaveLength(all.length * 120);
  });

  it('are dearer on the weekend’s busy night: Thursday in Iran, Saturday in Türkiye', () => {
    const meanOn = (country: string, weekday: number) => {
      const prices = all
        .filter(({ hotel }) => hotel.country === country)
        .flatMap(({ room, nights }) =>
          nights
            .filter((n) => gregorianWeekday(parseIsoDate(n.night)) === weekday)
            .map((n) => n.price / room.basePrice),
        );
      return prices.reduce((a, b) => a + b, 0) / prices.length;
    };
    expect(meanOn('IR', 4)).toBeGreaterThan(meanOn('IR', 1) * 1.1);
    expect(meanOn('TR', 6)).toBeGreaterThan(meanOn('TR', 1) * 1.1);
  });

  it('are dearer at Nowruz than in early March in Iran', () => {
    const ratio = (night: string) =>
      all
        .filter(({ hotel }) => hotel.cityCode === 'IFN')
        .map(
          ({ room, nights }) =>
            (nights.find((n) => n.night === night)?.price ?? 0) / room.basePrice,
        );
    const nowruz = ratio('2027-03-22');
    const march = ratio('2027-03-08');
    nowruz.forEach((r, i) => expect(r).toBeGreaterThan((march[i] ?? 0) * 1.2));
  });

  it('sell out some Mashhad and Kish hotels on the coming weekend and nearly fill others', () => {
    const weekend = comingWeekend(today);
    for (const city of ['MHD', 'KIH']) {
      const soldOut = all.filter(
        ({ hotel, nights }) =>
          hotel.cityCode === city &&
          nights.filter((n) => weekend.includes(n.night)).every((n) => n.sold === n.allotment),
      );
      expect(soldOut.length, city).toBeGreaterThan(0);
    }
    const nearlyFull = all.filter(({ hotel }) => hotel.almostFull);
    expect(nearlyFull.length).toBeGreaterThan(0);
    for (const { nights } of nearlyFull)
      for (const night of nights.slice(0, 14))
        expect(night.allotment - night.sold).toBeLessThanOrEqual(2);
  });

  it('file a night at the same price and allotment whichever day they are filed on', () => {
    for (const { hotel, room } of all.slice(0, 20)) {
      const [early] = nightsFor(hotel, 0, room, ['2027-03-30'], today);
      const [late] = nightsFor(hotel, 0, room, ['2027-03-30'], '2027-01-15');
      expect(late?.price).toBe(early?.price);
      expect(late?.allotment).toBe(early?.allotment);
    }
  });
});
