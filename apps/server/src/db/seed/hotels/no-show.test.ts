// Every demo rate's no-show charge, as a stay is priced from it, is never below a cancellation
// penalty of the same stay (a late cancellation cost more than not coming: Pera Saray on turk,
// $446 against $442).
import { describe, expect, it } from 'vitest';
import { stayPolicy } from '@parvaz/domain/hotels/cancellation';
import { stayLimits } from '@parvaz/domain/hotels/stay';
import { generateHotels } from './generate';
import { nightDates, nightsFor } from './nights';

const now = new Date('2026-11-26T08:00:00Z');
const today = '2026-11-26';
const dates = nightDates(today, 120);
/** Stays of every length up to two weeks, and the longest, from a few check-in days. */
const lengths = [...Array.from({ length: 14 }, (_, i) => i + 1), stayLimits.maxNights];
const checkIns = [3, 17, 45, 80];

describe('the demo rates’ no-show charge', () => {
  it('is never below any cancellation penalty, for every hotel, rate and stay', () => {
    const hotels = generateHotels(now);
    let checked = 0;
    const below: string[] = [];
    for (const hotel of hotels) {
      hotel.roomTypes.forEach((room, index) => {
        const nights = nightsFor(hotel, index, room, dates, today);
        for (const start of checkIns)
          for (const length of lengths) {
            const stayNights = nights.slice(start, start + length);
            const checkIn = stayNights[0]?.night ?? today;
            const policy = stayPolicy(
              room.policy,
              { checkIn, checkInTime: hotel.checkInTime, timeZone: hotel.timeZone },
              {
                currency: room.currency,
                nights: stayNights.map((night) => ({ date: night.night, amount: night.price })),
              },
            );
            checked++;
            const most = Math.max(...policy.rules.map((rule) => rule.penalty.amount));
            if (policy.noShow.amount < most)
              below.push(
                `${hotel.name.en} / ${room.name.en}, ${length} nights from ${checkIn}: ` +
                  `no-show ${policy.noShow.amount} < ${most}`,
              );
          }
      });
    }
    expect(checked).toBeGreaterThan(10_000);
    expect(below.slice(0, 5)).toEqual([]);
  });
});
