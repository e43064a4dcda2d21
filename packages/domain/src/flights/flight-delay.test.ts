import { describe, expect, it } from 'vitest';
import { recordedDelayMinutes, recordedNewDeparture } from './flight-delay';

const scheduledDeparture = new Date('2026-12-01T04:15:00Z');
const later = (minutes: number) => new Date(scheduledDeparture.getTime() + minutes * 60_000);

describe('recordedDelayMinutes', () => {
  it('counts the new time of a delayed flight, and of one gone with its new time on record', () => {
    for (const status of ['delayed', 'departed', 'landed'] as const)
      expect(
        recordedDelayMinutes({ status, scheduledDeparture, estimatedDeparture: later(150) }),
      ).toBe(150);
  });

  it('is 0 with no new time, for a flight still scheduled or cancelled, and never negative', () => {
    expect(
      recordedDelayMinutes({ status: 'delayed', scheduledDeparture, estimatedDeparture: null }),
    ).toBe(0);
    expect(
      recordedDelayMinutes({
        status: 'cancelled',
        scheduledDeparture,
        estimatedDeparture: later(90),
      }),
    ).toBe(0);
    expect(
      recordedDelayMinutes({
        status: 'scheduled',
        scheduledDeparture,
        estimatedDeparture: later(90),
      }),
    ).toBe(0);
    expect(
      recordedDelayMinutes({
        status: 'delayed',
        scheduledDeparture,
        estimatedDeparture: later(-5),
      }),
    ).toBe(0);
  });

  it('has no new departure on record for a cancelled flight, whatever estimate it carries', () => {
    expect(recordedNewDeparture({ status: 'cancelled', estimatedDeparture: later(90) })).toBeNull();
    expect(recordedNewDeparture({ status: 'delayed', estimatedDeparture: later(90) })).toEqual(
      later(90),
    );
  });
});
