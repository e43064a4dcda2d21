import { addDays, formatIsoDate, parseIsoDate } from '../calendar/plain-date';
import { instantAt } from '../calendar/zoned';

/**
 * A room rate's cancellation terms as the hotel files them: penalty steps counted back from
 * check-in (at the hotel's check-in time, in its zone), and what a no-show costs.
 * Example: free until 3 days before, then the first night until check-in, all nights on no-show.
 */
export interface PolicyTerms {
  refundable: boolean;
  /** From the earliest deadline; a step applies until `daysBefore` days before check-in. */
  steps: readonly { daysBefore: number; percent?: number; nights?: number }[];
  /** Nights a no-show is charged (every night when larger than the stay). */
  noShowNights: number;
}

export interface PolicyPenalty {
  amount: number;
  currency: string;
  percent?: number;
  nights?: number;
}

/**
 * The terms made concrete for one stay: each rule's deadline is an instant (UTC), fixed when the
 * stay is booked with the hotel's zone of that day, and its penalty in money. Cancelling before
 * `rules[i].until` costs `rules[i].penalty` (the first rule that has not passed); after the last,
 * at check-in, the stay can no longer be cancelled and a no-show costs `noShow`, which is never
 * less than any rule's penalty (`noShowCharge`).
 */
export interface StayPolicy {
  refundable: boolean;
  timeZone: string;
  rules: { until: Date; penalty: PolicyPenalty }[];
  noShow: { amount: number; currency: string };
}

/** What each night of the stay costs, every room together, in minor units. */
export interface StayPrice {
  nights: readonly { date: string; amount: number }[];
  currency: string;
}

function firstNights(price: StayPrice, nights: number): number {
  return price.nights.slice(0, nights).reduce((sum, night) => sum + night.amount, 0);
}

const totalOf = (price: StayPrice) => firstNights(price, price.nights.length);

/**
 * What a no-show costs: the rate's own no-show charge, but never less than any cancellation
 * penalty of the stay (in practice its last, the one just before check-in). A guest who does not
 * come must not pay less than one who cancelled in time to free the room: a 50 % late penalty
 * on four nights is more than the first night a rate may file as its no-show charge.
 */
export function noShowCharge(filed: number, penalties: readonly { amount: number }[]): number {
  return penalties.reduce((charge, penalty) => Math.max(charge, penalty.amount), filed);
}

/**
 * The terms of a stay from its check-in date and time in the hotel's zone. A non-refundable
 * rate has one rule: the whole price, from booking on.
 */
export function stayPolicy(
  terms: PolicyTerms,
  stay: { checkIn: string; checkInTime: string; timeZone: string },
  price: StayPrice,
): StayPolicy {
  const total = totalOf(price);
  const checkInAt = instantAt(stay.checkIn, stay.checkInTime, stay.timeZone);
  const penalty = (step: { percent?: number; nights?: number }): PolicyPenalty => {
    if (step.nights !== undefined)
      return {
        amount: firstNights(price, step.nights),
        currency: price.currency,
        nights: step.nights,
      };
    const percent = step.percent ?? 100;
    return { amount: Math.round((total * percent) / 100), currency: price.currency, percent };
  };
  const rules = terms.refundable
    ? [...terms.steps]
        .sort((a, b) => b.daysBefore - a.daysBefore)
        .map((step) => ({
          until:
            step.daysBefore === 0
              ? checkInAt
              : instantAt(
                  formatIsoDate(addDays(parseIsoDate(stay.checkIn), -step.daysBefore)),
                  stay.checkInTime,
                  stay.timeZone,
                ),
          penalty: penalty(step),
        }))
    : [{ until: checkInAt, penalty: penalty({ percent: 100 }) }];
  return {
    refundable: terms.refundable,
    timeZone: stay.timeZone,
    rules,
    noShow: {
      amount: noShowCharge(
        firstNights(price, terms.noShowNights),
        rules.map((rule) => rule.penalty),
      ),
      currency: price.currency,
    },
  };
}

/**
 * What cancelling costs at `now`: the penalty of the first rule not yet passed, or null once
 * the last deadline (check-in) has passed and the stay can no longer be cancelled.
 */
export function penaltyAt(policy: StayPolicy, now: Date): PolicyPenalty | null {
  return policy.rules.find((rule) => now.getTime() < rule.until.getTime())?.penalty ?? null;
}

/** Until when the stay can be cancelled for nothing, if it can. */
export function freeCancellationUntil(policy: StayPolicy): Date | null {
  const first = policy.rules[0];
  return policy.refundable && first && first.penalty.amount === 0 ? first.until : null;
}

/**
 * The terms of a stay sold for less than its rooms' price (a discount): every penalty is the
 * same share of what was paid as it was of the price, rounded down in the guest's favour, so a
 * cancellation never keeps or gives back list-price money. Unchanged when nothing was taken off.
 */
export function policyOnPaid(policy: StayPolicy, price: number, paid: number): StayPolicy {
  if (paid >= price || price <= 0) return policy;
  // In bigint: a rial stay's amount times another would pass 2^53.
  const share = (amount: number) =>
    Number((BigInt(amount) * BigInt(Math.max(0, paid))) / BigInt(price));
  return {
    ...policy,
    rules: policy.rules.map((rule) => ({
      until: rule.until,
      penalty: { ...rule.penalty, amount: share(rule.penalty.amount) },
    })),
    noShow: { ...policy.noShow, amount: share(policy.noShow.amount) },
  };
}
