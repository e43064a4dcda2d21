import type { RefundRules } from '../flights/inventory';
import type { MessageKey } from '../messages';

/**
 * The four ways a ticket is refunded (spec): at the passenger's request, because the flight was
 * cancelled, because it left more than two hours late, or asked for after the flight left.
 */
export const refundModes = ['Normal', 'Cancel', 'Delay', 'NoShow'] as const;
export type RefundMode = (typeof refundModes)[number];

/** A delay longer than this refunds in full (spec: "delay over two hours"). */
export const refundableDelayMinutes = 120;

const hourMs = 3_600_000;

/**
 * The penalty a fare keeps for a refund asked `hoursBefore` hours before departure: the first
 * step (from the furthest) the time reaches. After departure the no-show penalty applies.
 */
export function penaltyPercent(rules: RefundRules, hoursBefore: number): number {
  if (hoursBefore < 0) return rules.noShowPercent;
  const steps = [...rules.penalties].sort((a, b) => b.hoursBefore - a.hoursBefore);
  const step = steps.find((s) => hoursBefore >= s.hoursBefore);
  return step?.percent ?? steps[steps.length - 1]?.percent ?? 100;
}

/** What is known of the flight when a refund is asked for or judged. */
export interface RefundFacts {
  /** The scheduled departure (a delay does not move the penalty's clock). */
  scheduledDeparture: Date;
  /** The flight's recorded state. */
  flightStatus: 'scheduled' | 'delayed' | 'cancelled' | 'departed' | 'landed';
  /** Minutes the recorded new departure is after the scheduled one; 0 when on time. */
  delayMinutes: number;
  now: Date;
}

export type RefundJudgement =
  | {
      allowed: true;
      /** Percent of the fare given back, and kept. */
      refundPercent: number;
      penaltyPercent: number;
      /** `now`: settled at once by the rules; `decision`: waits for support or the agency. */
      settle: 'now' | 'decision';
    }
  | { allowed: false; reason: MessageKey };

/**
 * Decision 9 of the product: Normal before departure is settled at once by the fare rules;
 * Cancel and Delay refund in full, at once when the flight's recorded state bears them out and
 * otherwise after a decision; NoShow keeps the fare's no-show penalty and waits for a decision.
 */
export function judgeRefund(
  rules: RefundRules,
  mode: RefundMode,
  facts: RefundFacts,
): RefundJudgement {
  const hoursBefore = (facts.scheduledDeparture.getTime() - facts.now.getTime()) / hourMs;
  const departed = hoursBefore <= 0;
  const keep = (percent: number, settle: 'now' | 'decision'): RefundJudgement => ({
    allowed: true,
    refundPercent: 100 - percent,
    penaltyPercent: percent,
    settle,
  });
  switch (mode) {
    case 'Normal':
      if (departed) return { allowed: false, reason: 'refundNormalAfterDeparture' };
      if (facts.flightStatus === 'cancelled') return { allowed: false, reason: 'refundUseCancel' };
      return keep(penaltyPercent(rules, hoursBefore), 'now');
    case 'Cancel':
      return keep(0, facts.flightStatus === 'cancelled' ? 'now' : 'decision');
    case 'Delay':
      if (facts.flightStatus === 'cancelled') return { allowed: false, reason: 'refundUseCancel' };
      return keep(0, facts.delayMinutes > refundableDelayMinutes ? 'now' : 'decision');
    case 'NoShow':
      if (!departed) return { allowed: false, reason: 'refundNoShowBeforeDeparture' };
      return keep(rules.noShowPercent, 'decision');
  }
}

/** The money a refund gives back of a fare, in minor units, rounded down. */
export function refundAmount(fare: number, refundPercent: number): number {
  return Math.floor((fare * refundPercent) / 100);
}
