import { zonedIso } from '../calendar/zoned';
import type { StayPolicy } from './cancellation';

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
