import type { RefundRules } from '../flights/inventory';

/**
 * One line of a fare's penalty table: refunds asked between `from` and `to` hours before
 * departure (`to` null: any earlier) keep `percent` of the fare.
 */
export interface PenaltyBand {
  from: number;
  to: number | null;
  percent: number;
}

/** The fare's steps as a table read from the furthest time to departure. */
export function penaltyBands(rules: RefundRules): PenaltyBand[] {
  const steps = [...rules.penalties].sort((a, b) => b.hoursBefore - a.hoursBefore);
  return steps.map((step, i) => ({
    from: step.hoursBefore,
    to: i === 0 ? null : (steps[i - 1]?.hoursBefore ?? null),
    percent: step.percent,
  }));
}

const hourMs = 3_600_000;

/**
 * The line of the table a refund asked at `now` falls in, as `penaltyPercent` of the domain
 * reads the steps: an index into `penaltyBands`, or 'noShow' once the flight time has passed.
 */
export function currentBand(
  rules: RefundRules,
  departureTime: string,
  now: Date,
): number | 'noShow' | null {
  const departure = new Date(departureTime).getTime();
  if (Number.isNaN(departure)) return null;
  const hoursBefore = (departure - now.getTime()) / hourMs;
  if (hoursBefore < 0) return 'noShow';
  const bands = penaltyBands(rules);
  const index = bands.findIndex((band) => hoursBefore >= band.from);
  return index === -1 ? bands.length - 1 : index;
}
