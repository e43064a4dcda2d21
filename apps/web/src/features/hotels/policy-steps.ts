import type { StayPolicyView } from '@parvaz/domain/contracts/hotels';

/** One stretch of a stay's cancellation timeline: cancelling within it costs `penalty`. */
export interface PolicyStep {
  /** When the stretch ends (ISO 8601 with the hotel's offset); the first starts at booking. */
  until: string;
  penalty: StayPolicyView['rules'][number]['penalty'];
  free: boolean;
}

/**
 * The policy's rules in deadline order as stretches of the timeline, from booking to check-in.
 * After the last deadline (check-in) the stay can no longer be cancelled: a no-show costs
 * `policy.noShow`. A non-refundable rate is one stretch at the whole price.
 */
export function policySteps(policy: StayPolicyView): PolicyStep[] {
  return [...policy.rules]
    .sort((a, b) => Date.parse(a.until) - Date.parse(b.until))
    .map((rule) => ({ until: rule.until, penalty: rule.penalty, free: rule.penalty.amount === 0 }));
}

/** Until when cancelling costs nothing, if it ever does. */
export function freeUntil(policy: StayPolicyView): string | null {
  const first = policySteps(policy)[0];
  return policy.refundable && first?.free ? first.until : null;
}
