import { describe, expect, it } from 'vitest';
import { boardMoment, type BoardFlightFacts } from './board-status';

const departure = new Date('2026-12-01T04:15:00Z');
const arrival = new Date('2026-12-01T05:45:00Z');
const at = (from: Date, minutes: number) => new Date(from.getTime() + minutes * 60_000);

const onTime: BoardFlightFacts = {
  status: 'scheduled',
  scheduledDeparture: departure,
  scheduledArrival: arrival,
  estimatedDeparture: null,
  estimatedArrival: null,
};
const delayed = (minutes: number): BoardFlightFacts => ({
  ...onTime,
  status: 'delayed',
  estimatedDeparture: at(departure, minutes),
  estimatedArrival: at(arrival, minutes),
});

describe('boardMoment: departures by the clock', () => {
  const status = (flight: BoardFlightFacts, now: Date) =>
    boardMoment(flight, 'departures', now).status;

  it('is Scheduled until check-in opens 3 hours before, then CheckIn, Boarding 40 minutes before, Departed after', () => {
    expect(status(onTime, at(departure, -181))).toBe('Scheduled');
    expect(status(onTime, at(departure, -180))).toBe('CheckIn');
    expect(status(onTime, at(departure, -41))).toBe('CheckIn');
    expect(status(onTime, at(departure, -40))).toBe('Boarding');
    expect(status(onTime, at(departure, -1))).toBe('Boarding');
    expect(status(onTime, departure)).toBe('Departed');
    expect(status(onTime, at(arrival, 60))).toBe('Departed');
  });

  it('tells the time it left once it has, and no new time for a flight on time', () => {
    expect(boardMoment(onTime, 'departures', at(departure, -30))).toEqual({
      status: 'Boarding',
      estimated: null,
      actual: null,
    });
    expect(boardMoment(onTime, 'departures', at(departure, 5))).toEqual({
      status: 'Departed',
      estimated: null,
      actual: departure,
    });
  });

  it('says Delayed with the new time, boards 40 minutes before that time and leaves at it', () => {
    const late = delayed(150);
    expect(boardMoment(late, 'departures', at(departure, -300))).toEqual({
      status: 'Delayed',
      estimated: at(departure, 150),
      actual: null,
    });
    // Past the scheduled time, still waiting for the new one.
    expect(status(late, at(departure, 60))).toBe('Delayed');
    expect(status(late, at(departure, 110))).toBe('Boarding');
    expect(boardMoment(late, 'departures', at(departure, 150))).toEqual({
      status: 'Departed',
      estimated: at(departure, 150),
      actual: at(departure, 150),
    });
  });

  it('keeps a cancelled flight cancelled whatever the clock says', () => {
    const cancelled = { ...delayed(90), status: 'cancelled' as const };
    for (const minutes of [-600, -100, -10, 30, 600])
      expect(boardMoment(cancelled, 'departures', at(departure, minutes))).toEqual({
        status: 'Cancelled',
        estimated: null,
        actual: null,
      });
  });

  it('believes operations when they say the flight has gone, even before its time', () => {
    expect(status({ ...onTime, status: 'departed' }, at(departure, -20))).toBe('Departed');
    expect(status({ ...onTime, status: 'landed' }, at(departure, -20))).toBe('Departed');
  });

  it('ignores an estimate on a flight operations have not marked delayed', () => {
    const stray = { ...onTime, estimatedDeparture: at(departure, 90) };
    expect(boardMoment(stray, 'departures', at(departure, -200)).estimated).toBeNull();
    expect(status(stray, at(departure, 1))).toBe('Departed');
  });
});

describe('boardMoment: arrivals by the clock', () => {
  const status = (flight: BoardFlightFacts, now: Date) =>
    boardMoment(flight, 'arrivals', now).status;

  it('is Scheduled before it leaves, Departed in the air, Landed at its arrival time', () => {
    expect(status(onTime, at(departure, -30))).toBe('Scheduled');
    expect(status(onTime, at(departure, 10))).toBe('Departed');
    expect(boardMoment(onTime, 'arrivals', arrival)).toEqual({
      status: 'Landed',
      estimated: null,
      actual: arrival,
    });
  });

  it('says Delayed with the new arrival time until it lands then', () => {
    const late = delayed(45);
    expect(boardMoment(late, 'arrivals', at(departure, -60))).toEqual({
      status: 'Delayed',
      estimated: at(arrival, 45),
      actual: null,
    });
    expect(status(late, at(arrival, 30))).toBe('Delayed');
    expect(boardMoment(late, 'arrivals', at(arrival, 45))).toEqual({
      status: 'Landed',
      estimated: at(arrival, 45),
      actual: at(arrival, 45),
    });
  });

  it('says Landed when operations recorded it, and Cancelled for a cancelled flight', () => {
    expect(status({ ...onTime, status: 'landed' }, at(departure, 30))).toBe('Landed');
    expect(status({ ...onTime, status: 'cancelled' }, at(arrival, 30))).toBe('Cancelled');
  });
});
