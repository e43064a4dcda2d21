import { describe, expect, it } from 'vitest';
import { boardDays, boardSearchParams, nextDay, readBoardParams } from './board-params';

describe('board params', () => {
  it('reads the board an address names, and leaves what it names wrongly to the defaults', () => {
    expect(
      readBoardParams(new URLSearchParams('airport=mhd&direction=arrivals&date=2026-12-01&q=ir 4')),
    ).toEqual({ airport: 'MHD', direction: 'arrivals', date: '2026-12-01', q: 'ir 4' });
    expect(
      readBoardParams(new URLSearchParams('airport=<svg>&direction=up&date=2026-13-45')),
    ).toEqual({ airport: '', direction: 'departures', date: '', q: '' });
    expect(readBoardParams(new URLSearchParams(`q=${'x'.repeat(100)}`)).q).toHaveLength(60);
  });

  it('writes an address that names only what differs from the defaults, and reads back the same', () => {
    const board = { airport: 'IST', direction: 'arrivals' as const, date: '2026-12-02', q: 'MCT' };
    const params = boardSearchParams(board);
    expect(params.toString()).toBe('airport=IST&direction=arrivals&date=2026-12-02&q=MCT');
    expect(readBoardParams(params)).toEqual(board);
    expect(
      boardSearchParams({ airport: '', direction: 'departures', date: '', q: ' ' }).toString(),
    ).toBe('');
  });

  it('offers yesterday to six days ahead of the airport’s today, across a month', () => {
    const days = boardDays('2026-11-30');
    expect(days[0]).toEqual({ date: '2026-11-29', offset: -1 });
    expect(days[1]).toEqual({ date: '2026-11-30', offset: 0 });
    expect(days.at(-1)).toEqual({ date: '2026-12-06', offset: 6 });
  });

  it('names the day after a board’s day, across a month’s and a year’s end', () => {
    expect(nextDay('2026-11-30')).toBe('2026-12-01');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
  });
});
