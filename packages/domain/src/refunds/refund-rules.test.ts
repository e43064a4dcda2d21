import { describe, expect, it } from 'vitest';
import type { RefundRules } from '../flights/inventory';
import { judgeRefund, penaltyPercent, refundAmount, type RefundFacts } from './refund-rules';

const rules: RefundRules = {
  penalties: [
    { hoursBefore: 72, percent: 10 },
    { hoursBefore: 12, percent: 30 },
    { hoursBefore: 3, percent: 50 },
    { hoursBefore: 0, percent: 60 },
  ],
  noShowPercent: 70,
};
const departure = new Date('2026-12-10T08:00:00Z');
const hours = (h: number) => new Date(departure.getTime() - h * 3_600_000);
const facts = (over: Partial<RefundFacts> = {}): RefundFacts => ({
  scheduledDeparture: departure,
  flightStatus: 'scheduled',
  delayMinutes: 0,
  now: hours(100),
  ...over,
});

describe('the penalty by time before departure', () => {
  it.each([
    [200, 10],
    [72, 10],
    [71.99, 30],
    [12, 30],
    [11.99, 50],
    [3, 50],
    [2.99, 60],
    [0, 60],
    [-0.01, 70],
  ])('%s hours before keeps %s%%', (h, percent) => {
    expect(penaltyPercent(rules, h)).toBe(percent);
  });
});

describe('each mode', () => {
  it('Normal: before departure, settled at once by the rules; refused after it', () => {
    expect(judgeRefund(rules, 'Normal', facts({ now: hours(24) }))).toEqual({
      allowed: true,
      refundPercent: 70,
      penaltyPercent: 30,
      settle: 'now',
    });
    expect(judgeRefund(rules, 'Normal', facts({ now: hours(-1) }))).toEqual({
      allowed: false,
      reason: 'refundNormalAfterDeparture',
    });
    expect(judgeRefund(rules, 'Normal', facts({ flightStatus: 'cancelled' }))).toMatchObject({
      allowed: false,
    });
  });

  it('Cancel: in full, at once only when the flight is recorded cancelled', () => {
    expect(judgeRefund(rules, 'Cancel', facts({ flightStatus: 'cancelled' }))).toMatchObject({
      refundPercent: 100,
      settle: 'now',
    });
    expect(judgeRefund(rules, 'Cancel', facts())).toMatchObject({
      refundPercent: 100,
      settle: 'decision',
    });
  });

  it('Delay: in full, at once only past two hours of recorded delay', () => {
    const late = (delayMinutes: number) =>
      judgeRefund(rules, 'Delay', facts({ flightStatus: 'delayed', delayMinutes }));
    expect(late(121)).toMatchObject({ refundPercent: 100, settle: 'now' });
    expect(late(120)).toMatchObject({ refundPercent: 100, settle: 'decision' });
  });

  it('NoShow: only after the flight time, keeping the no-show penalty, after a decision', () => {
    expect(judgeRefund(rules, 'NoShow', facts({ now: hours(1) }))).toEqual({
      allowed: false,
      reason: 'refundNoShowBeforeDeparture',
    });
    expect(judgeRefund(rules, 'NoShow', facts({ now: hours(-2) }))).toEqual({
      allowed: true,
      refundPercent: 30,
      penaltyPercent: 70,
      settle: 'decision',
    });
  });

  it('gives back the refunded share of the fare, rounded down', () => {
    expect(refundAmount(41_800_001, 70)).toBe(29_260_000);
  });
});
