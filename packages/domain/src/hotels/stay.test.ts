import { describe, expect, it } from 'vitest';
import {
  nightsFreedByNoShow,
  nightsOf,
  occupancyProblems,
  stayDateProblems,
  stayLimits,
} from './stay';

describe('a stay', () => {
  it('lists its nights, across a month end and a DST change alike', () => {
    expect(nightsOf('2027-03-27', '2027-03-30')).toEqual([
      '2027-03-27',
      '2027-03-28',
      '2027-03-29',
    ]);
    expect(nightsOf('2026-12-31', '2027-01-01')).toEqual(['2026-12-31']);
    expect(nightsOf('2027-01-02', '2027-01-01')).toEqual([]);
  });

  it('gives a no-show’s nights after the check-in night back, and keeps a one-night stay’s', () => {
    expect(nightsFreedByNoShow('2027-03-27', '2027-03-30')).toEqual(['2027-03-28', '2027-03-29']);
    expect(nightsFreedByNoShow('2026-12-31', '2027-01-02')).toEqual(['2027-01-01']);
    expect(nightsFreedByNoShow('2027-03-27', '2027-03-28')).toEqual([]);
  });

  it('checks dates against today in the hotel city', () => {
    const today = '2026-11-26';
    expect(stayDateProblems('2026-11-26', '2026-11-27', today)).toEqual([]);
    expect(stayDateProblems('', '2026-11-27', today)).toEqual([
      { path: 'checkIn', key: 'checkInRequired' },
    ]);
    expect(stayDateProblems('2026-11-26', '2026-13-01', today)).toEqual([
      { path: 'checkOut', key: 'invalidValue' },
    ]);
    expect(stayDateProblems('2026-11-25', '2026-11-27', today)).toEqual([
      { path: 'checkIn', key: 'checkInInPast' },
    ]);
    expect(stayDateProblems('2027-12-01', '2027-12-02', today)).toEqual([
      { path: 'checkIn', key: 'checkInTooFar' },
    ]);
    expect(stayDateProblems('2026-11-28', '2026-11-28', today)).toEqual([
      { path: 'checkOut', key: 'checkOutAfterCheckIn' },
    ]);
    expect(stayDateProblems('2026-11-28', '2026-12-29', today)).toEqual([
      { path: 'checkOut', key: 'stayTooLong' },
    ]);
  });

  it('checks who sleeps in each room', () => {
    const room = { adults: 2, children: 1, childAges: [5] };
    expect(occupancyProblems([room])).toEqual([]);
    expect(occupancyProblems([])).toEqual([{ path: 'rooms', key: 'required' }]);
    expect(occupancyProblems(Array(stayLimits.maxRooms + 1).fill(room))).toEqual([
      { path: 'rooms', key: 'tooManyRooms' },
    ]);
    expect(
      occupancyProblems([
        { adults: 0, children: 1, childAges: [] },
        { adults: 1, children: 2, childAges: [3, 18] },
      ]),
    ).toEqual([
      { path: 'rooms.0.adults', key: 'roomAdultsRange' },
      { path: 'rooms.0.childAges', key: 'childAgeRequired' },
      { path: 'rooms.1.childAges.1', key: 'childAgeRange' },
    ]);
  });
});
