import { describe, expect, it } from 'vitest';
import { flightWindow } from './flight-window';

describe('the days of flights a first start files', () => {
  it('start at Tehran’s today while every airport of the network reads the same date', () => {
    // 12:00 in Tehran, 11:30 in Istanbul and 12:30 in Muscat: one date everywhere.
    expect(flightWindow(new Date('2026-11-30T08:30:00Z'), 30)).toEqual({
      today: '2026-11-30',
      days: 30,
    });
  });

  it('start the day before when Tehran is past midnight and Istanbul is not, ending where they would', () => {
    // 00:26 on 1 December in Tehran, 23:56 on 30 November in Istanbul.
    expect(flightWindow(new Date('2026-11-30T20:56:00Z'), 30)).toEqual({
      today: '2026-11-30',
      days: 31,
    });
  });
});
