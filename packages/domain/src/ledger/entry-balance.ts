import type { LedgerUnit } from './units';

/** A posting as far as balancing goes: signed minor units (debit positive) and a currency or unit. */
export interface PostingAmount {
  amount: number;
  currency: LedgerUnit;
}

/**
 * The currencies whose postings do not sum to zero, with the sum of each; empty for a balanced
 * entry. Summed as bigint, so no run of large amounts rounds a difference away.
 */
export function imbalances(
  postings: readonly PostingAmount[],
): Array<{ currency: LedgerUnit; sum: bigint }> {
  const sums = new Map<LedgerUnit, bigint>();
  for (const posting of postings)
    sums.set(posting.currency, (sums.get(posting.currency) ?? 0n) + BigInt(posting.amount));
  return [...sums].filter(([, sum]) => sum !== 0n).map(([currency, sum]) => ({ currency, sum }));
}

/**
 * Why these postings cannot make an entry, or null when they can: two or more, each a whole
 * non-zero amount, summing to zero per currency.
 */
export function entryProblem(postings: readonly PostingAmount[]): string | null {
  if (postings.length < 2) return 'an entry needs two postings or more';
  const bad = postings.find((p) => !Number.isSafeInteger(p.amount) || p.amount === 0);
  if (bad) return `a posting of ${bad.amount} ${bad.currency} is no whole non-zero amount`;
  const off = imbalances(postings);
  if (off.length > 0)
    return `postings do not balance: ${off.map((o) => `${o.sum} ${o.currency}`).join(', ')}`;
  return null;
}
