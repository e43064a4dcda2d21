import { describe, expect, it } from 'vitest';
import { zonedIso } from '../calendar/zoned';
import {
  freeCancellationUntil,
  noShowCharge,
  penaltyAt,
  policyOnPaid,
  stayPolicy,
  type PolicyTerms,
} from './cancellation';
import { freezePolicy, policyOfRooms, policyView, thawPolicy } from './frozen-policy';

const price = {
  currency: 'USD',
  nights: [
    { date: '2027-03-30', amount: 10_000 },
    { date: '2027-03-31', amount: 12_000 },
    { date: '2027-04-01', amount: 14_000 },
  ],
};

const terms: PolicyTerms = {
  refundable: true,
  steps: [
    { daysBefore: 0, nights: 1 },
    { daysBefore: 3, percent: 0 },
    { daysBefore: 1, percent: 50 },
  ],
  noShowNights: 2,
};

describe('stay cancellation terms', () => {
  // Athens moves its clocks on 2027-03-28 (+02:00 → +03:00), between the first deadline and
  // check-in: a zone like Istanbul's before it stopped changing.
  const stay = { checkIn: '2027-03-30', checkInTime: '14:00', timeZone: 'Europe/Athens' };
  const policy = stayPolicy(terms, stay, price);

  it('puts each deadline at check-in time on its local day, across a DST change', () => {
    expect(policy.rules.map((r) => r.until.toISOString())).toEqual([
      '2027-03-27T12:00:00.000Z', // 14:00 at +02:00, before the change
      '2027-03-29T11:00:00.000Z', // 14:00 at +03:00, after it
      '2027-03-30T11:00:00.000Z',
    ]);
    expect(policy.rules.map((r) => zonedIso(r.until, stay.timeZone))).toEqual([
      '2027-03-27T14:00:00+02:00',
      '2027-03-29T14:00:00+03:00',
      '2027-03-30T14:00:00+03:00',
    ]);
    // Three calendar days before check-in is 71 hours of real time, not 72.
    const first = policy.rules[0]?.until.getTime() ?? 0;
    const last = policy.rules[2]?.until.getTime() ?? 0;
    expect((last - first) / 3_600_000).toBe(71);
  });

  it('charges each step until its deadline and nothing can be cancelled after check-in', () => {
    const at = (iso: string) => penaltyAt(policy, new Date(iso));
    expect(at('2027-03-27T11:59:59Z')).toEqual({ amount: 0, currency: 'USD', percent: 0 });
    expect(at('2027-03-27T12:00:00Z')).toEqual({ amount: 18_000, currency: 'USD', percent: 50 });
    expect(at('2027-03-29T11:00:00Z')).toEqual({ amount: 10_000, currency: 'USD', nights: 1 });
    expect(at('2027-03-30T11:00:00Z')).toBeNull();
    expect(policy.noShow).toEqual({ amount: 22_000, currency: 'USD' });
    expect(freeCancellationUntil(policy)?.toISOString()).toBe('2027-03-27T12:00:00.000Z');
  });

  it('makes a non-refundable rate cost the whole stay from booking on', () => {
    const strict = stayPolicy({ refundable: false, steps: [], noShowNights: 9 }, stay, price);
    expect(strict.rules).toHaveLength(1);
    expect(penaltyAt(strict, new Date('2026-12-01T00:00:00Z'))).toEqual({
      amount: 36_000,
      currency: 'USD',
      percent: 100,
    });
    expect(strict.noShow.amount).toBe(36_000);
    expect(freeCancellationUntil(strict)).toBeNull();
  });

  it('keeps the zone and deadlines frozen at booking when stored and read back', () => {
    const stored = JSON.parse(JSON.stringify(freezePolicy(policy))) as unknown;
    const read = thawPolicy(stored);
    expect(read).toEqual(policy);
    // The hotel later moving to another zone changes nothing of a stay already booked.
    const hotelNow = stayPolicy(terms, { ...stay, timeZone: 'Asia/Tehran' }, price);
    expect(hotelNow.rules[0]?.until.getTime()).not.toBe(read.rules[0]?.until.getTime());
    expect(penaltyAt(read, new Date('2027-03-27T11:00:00Z'))?.amount).toBe(0);
    expect(policyView(read).rules[1]?.until).toBe('2027-03-29T14:00:00+03:00');
    expect(() => thawPolicy({ rules: 'x' })).toThrow(TypeError);
  });
});

describe('what a no-show costs', () => {
  const stay = { checkIn: '2027-03-30', checkInTime: '14:00', timeZone: 'Europe/Athens' };
  const fourNights = {
    currency: 'USD',
    nights: [
      { date: '2027-03-30', amount: 44_200 },
      { date: '2027-03-31', amount: 44_600 },
      { date: '2027-04-01', amount: 45_000 },
      { date: '2027-04-02', amount: 44_600 },
    ],
  };

  it('is the filed charge, or the largest cancellation penalty when that is more', () => {
    expect(noShowCharge(44_200, [{ amount: 0 }, { amount: 89_200 }])).toBe(89_200);
    expect(noShowCharge(44_200, [{ amount: 0 }, { amount: 20_000 }])).toBe(44_200);
    expect(noShowCharge(44_200, [])).toBe(44_200);
    // The largest, wherever it stands (a step that costs less later still counts).
    expect(noShowCharge(100, [{ amount: 500 }, { amount: 300 }])).toBe(500);
  });

  it('never costs less than cancelling at the last moment (a 50 % late penalty, one night filed)', () => {
    // Free until 2 days before, then half the stay; the rate files the first night for a no-show.
    const late: PolicyTerms = {
      refundable: true,
      steps: [
        { daysBefore: 2, percent: 0 },
        { daysBefore: 0, percent: 50 },
      ],
      noShowNights: 1,
    };
    const policy = stayPolicy(late, stay, fourNights);
    // Half of 178,400 is 89,200, more than the first night's 44,200: the no-show costs 89,200.
    expect(policy.rules.map((r) => r.penalty.amount)).toEqual([0, 89_200]);
    expect(policy.noShow).toEqual({ amount: 89_200, currency: 'USD' });
    // Every night filed for a no-show is more than the late penalty: kept as filed.
    expect(stayPolicy({ ...late, noShowNights: 30 }, stay, fourNights).noShow.amount).toBe(178_400);
    // A non-refundable rate's no-show is the whole stay, whatever night count it files.
    const strict = stayPolicy({ refundable: false, steps: [], noShowNights: 1 }, stay, fourNights);
    expect(strict.noShow.amount).toBe(178_400);
    // Sold at a discount, the shares keep the order: 80,280 late, 80,280 for a no-show.
    const paid = policyOnPaid(policy, 178_400, 160_560);
    expect(paid.rules[1]?.penalty.amount).toBe(80_280);
    expect(paid.noShow.amount).toBe(80_280);
  });
});

describe('a stay of rooms with different terms', () => {
  const stay = { checkIn: '2027-03-30', checkInTime: '14:00', timeZone: 'Europe/Athens' };
  it('sums every room’s penalty up to each deadline any of them has', () => {
    const flexible = stayPolicy(terms, stay, price);
    const strict = stayPolicy({ refundable: false, steps: [], noShowNights: 1 }, stay, price);
    const both = policyOfRooms([flexible, strict]);
    expect(both.refundable).toBe(false);
    expect(both.rules.map((r) => [r.until.toISOString(), r.penalty.amount])).toEqual([
      ['2027-03-27T12:00:00.000Z', 36_000],
      ['2027-03-29T11:00:00.000Z', 54_000],
      ['2027-03-30T11:00:00.000Z', 46_000],
    ]);
    // Each room's no-show at least its own penalties (22,000 and the whole 36,000): never less
    // than the 54,000 of cancelling the two just before check-in.
    expect(both.noShow.amount).toBe(58_000);
    expect(policyOfRooms([flexible])).toBe(flexible);
  });
});

describe('a stay sold with a discount', () => {
  const stay = { checkIn: '2027-03-30', checkInTime: '14:00', timeZone: 'Europe/Athens' };
  const policy = stayPolicy(terms, stay, price);

  it('charges each penalty as the same share of what was paid, never list-price money', () => {
    // 36,000 listed, 10% off: 32,400 paid.
    const paid = policyOnPaid(policy, 36_000, 32_400);
    expect(paid.rules.map((r) => r.penalty)).toEqual([
      { amount: 0, currency: 'USD', percent: 0 },
      { amount: 16_200, currency: 'USD', percent: 50 },
      { amount: 9_000, currency: 'USD', nights: 1 },
    ]);
    expect(paid.rules.map((r) => r.until)).toEqual(policy.rules.map((r) => r.until));
    expect(paid.noShow).toEqual({ amount: 19_800, currency: 'USD' });
    expect(policyOnPaid(policy, 36_000, 36_000)).toBe(policy);
  });

  it('rounds down in the guest’s favour and stays exact for rial amounts past 2^53', () => {
    const rial = stayPolicy({ refundable: false, steps: [], noShowNights: 1 }, stay, {
      currency: 'IRR',
      nights: [{ date: '2027-03-30', amount: 90_000_000_007 }],
    });
    const paid = policyOnPaid(rial, 90_000_000_007, 81_000_000_007);
    expect(paid.rules[0]?.penalty.amount).toBe(81_000_000_007);
    expect(policyOnPaid(policy, 36_000, 1).rules[1]?.penalty.amount).toBe(0);
  });
});
