import { zonedIso } from '../calendar/zoned';
import { penaltyAt, type StayPolicy } from './cancellation';

/**
 * A stay's policy as stored with it: deadlines as UTC instants (ISO), the zone of the day it was
 * booked. Read back, it gives the same penalties whatever the hotel's zone or terms became.
 */
export interface FrozenPolicy {
  refundable: boolean;
  timeZone: string;
  rules: { until: string; penalty: StayPolicy['rules'][number]['penalty'] }[];
  noShow: StayPolicy['noShow'];
}

export function freezePolicy(policy: StayPolicy): FrozenPolicy {
  return {
    refundable: policy.refundable,
    timeZone: policy.timeZone,
    rules: policy.rules.map((rule) => ({
      until: rule.until.toISOString(),
      penalty: { ...rule.penalty },
    })),
    noShow: { ...policy.noShow },
  };
}

/** A stored policy read back; anything not shaped like one is refused, not guessed at. */
export function thawPolicy(stored: unknown): StayPolicy {
  const value = stored as Partial<FrozenPolicy> | null;
  if (!value || typeof value.timeZone !== 'string' || !Array.isArray(value.rules) || !value.noShow)
    throw new TypeError('not a stored stay policy');
  return {
    refundable: Boolean(value.refundable),
    timeZone: value.timeZone,
    rules: value.rules.map((rule) => ({ until: new Date(rule.until), penalty: rule.penalty })),
    noShow: value.noShow,
  };
}

/** The policy as the API shows it: deadlines with the offset of the zone frozen at booking. */
export function policyView(policy: StayPolicy) {
  return {
    refundable: policy.refundable,
    timeZone: policy.timeZone,
    rules: policy.rules.map((rule) => ({
      until: zonedIso(rule.until, policy.timeZone),
      penalty: rule.penalty,
    })),
    noShow: policy.noShow,
  };
}

/**
 * The terms of a stay of several rooms, each with its own rate's terms: a deadline wherever any
 * room's penalty changes, each rule's penalty the sum of every room's until then. One room (or
 * rooms of one rate) keeps its rules as they are.
 */
export function policyOfRooms(policies: readonly StayPolicy[]): StayPolicy {
  const [first] = policies;
  if (!first) throw new RangeError('a stay has at least one room');
  if (policies.length === 1) return first;
  const deadlines = [
    ...new Set(policies.flatMap((p) => p.rules.map((rule) => rule.until.getTime()))),
  ].sort((a, b) => a - b);
  const sum = (amounts: number[]) => amounts.reduce((total, amount) => total + amount, 0);
  return {
    refundable: policies.every((p) => p.refundable),
    timeZone: first.timeZone,
    rules: deadlines.map((until) => {
      // Every room's penalty just before this deadline: constant since the previous one.
      const before = new Date(until - 1);
      return {
        until: new Date(until),
        penalty: {
          amount: sum(policies.map((p) => penaltyAt(p, before)?.amount ?? 0)),
          currency: first.noShow.currency,
        },
      };
    }),
    noShow: { amount: sum(policies.map((p) => p.noShow.amount)), currency: first.noShow.currency },
  };
}
