import type { AirportBoard, BoardItem } from '@parvaz/domain/contracts/airport-board';
import { describe, expect, it } from 'vitest';
import { foldedLines } from './board-line-text';

const at = (time: string) => `2026-12-01T${time}:00+03:30`;
const item = (
  flightNumber: string,
  status: BoardItem['status'],
  time: string,
  actual?: string,
): BoardItem => ({
  flightNumber,
  airline: { code: 'IR', name: 'Iran Air', logo: '' },
  city: 'Tehran',
  cityCode: 'THRC',
  cityAirport: 'THR',
  scheduled: at(time),
  ...(actual ? { actual: at(actual) } : {}),
  terminal: '1',
  status,
});
const board = (direction: AirportBoard['direction'], items: BoardItem[]): AirportBoard => ({
  airport: { code: 'RAS', name: 'Rasht', city: 'Rasht', timeZone: 'Asia/Tehran' },
  direction,
  date: '2026-12-01',
  serverTime: at('12:00'),
  items,
});
const numbers = (lines: ReadonlySet<BoardItem>) => [...lines].map((line) => line.flightNumber);

describe('the lines today’s board folds away', () => {
  it('folds what left, landed or was cancelled more than an hour ago, and keeps the rest', () => {
    const departures = board('departures', [
      item('IR1', 'Departed', '08:00', '08:00'),
      item('IR2', 'Departed', '10:30', '11:10'),
      item('IR3', 'Cancelled', '09:00'),
      item('IR4', 'Boarding', '12:30'),
      item('IR5', 'Cancelled', '15:00'),
    ]);
    expect(numbers(foldedLines(departures, false))).toEqual(['IR1', 'IR3']);
  });

  it('keeps an arrival in the air, folds one that landed long ago', () => {
    const arrivals = board('arrivals', [
      item('IR6', 'Departed', '09:00'),
      item('IR7', 'Landed', '09:00', '09:20'),
    ]);
    expect(numbers(foldedLines(arrivals, false))).toEqual(['IR7']);
  });

  it('folds nothing while searching, nor on another day’s board', () => {
    const old = board('departures', [item('IR1', 'Departed', '08:00', '08:00')]);
    expect(foldedLines(old, true).size).toBe(0);
    expect(foldedLines({ ...old, date: '2026-11-30' }, false).size).toBe(0);
  });
});
