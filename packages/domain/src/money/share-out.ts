/**
 * A whole amount of minor units shared out by weights, in whole units that add up to it exactly:
 * a sale's price over its lines and a refund over them (decision 019), a refund over the sources
 * that paid (decision 021). One rule for all, so that the same amounts always share out the same.
 */

/** `amount`, when it is a whole number of minor units, zero or more; else a RangeError. */
export function wholeAmount(amount: number, what: string): number {
  if (!Number.isSafeInteger(amount) || amount < 0)
    throw new RangeError(`${what} must be a whole amount, zero or more`);
  return amount;
}

/** `numerator / denominator` rounded half up, for a numerator of zero or more and a positive denominator. */
export function roundHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (2n * numerator + denominator) / (2n * denominator);
}

/**
 * `total` shared out in proportion to `weights`, in whole units that add up to `total` exactly:
 * each share is the rounded running total less the rounded running total before it (half up), so
 * each is within one unit of its exact share and never below zero, and a unit at an exact half
 * goes to the earlier weight. Sharing out no more than the weights' sum gives no share above its
 * weight, and sharing out their sum gives back each weight.
 */
export function shareOut(total: number, weights: readonly number[]): number[] {
  wholeAmount(total, 'an amount shared out');
  const sum = weights.reduce((s, w) => s + BigInt(wholeAmount(w, 'a weight')), 0n);
  if (sum === 0n) {
    if (total !== 0) throw new RangeError('nothing to share an amount out over');
    return weights.map(() => 0);
  }
  let running = 0n;
  let before = 0n;
  return weights.map((weight) => {
    running += BigInt(weight);
    const at = roundHalfUp(BigInt(total) * running, sum);
    const share = Number(at - before);
    before = at;
    return share;
  });
}
