/**
 * How a refund of a purchase paid from two sources — the wallet's part and the card for the rest
 * (decision 021) — goes back to them. Pure: the server reads what each gave and what earlier
 * refunds gave back from the ledger, and posts the answer.
 */
import { shareOut, wholeAmount } from '../money/share-out';

/** An amount for each source of a purchase, in minor units of one currency. */
export interface BySource {
  wallet: number;
  card: number;
}

const sources = ['wallet', 'card'] as const;

/**
 * Splits a new refund of `amount` between the wallet and the card by their shares of what was
 * paid, given what each `paid` and what each got `back` from earlier refunds of the purchase.
 *
 * The split is counted on the running total (as `refundLines` does for a sale's lines): after
 * this refund, `back + amount` has gone back in all, and each source should by then have its
 * share of it, shared out as a sale's lines are (`shareOut`, the wallet first: a unit at an exact
 * half goes to the wallet). So refunds in parts (ticket by ticket) never take a source past what
 * it gave, and once everything has gone back each has exactly what it gave.
 *
 * A source never gets more than it gave net of its earlier refunds; when earlier refunds did not
 * follow the shares (given back by an older rule), the part one source cannot take goes to the
 * other while it has room. What is beyond everything both gave (a unit lost to converting
 * refunds one by one) goes to the wallet: a card is never asked to take more than it paid.
 */
export function refundSplit(input: { paid: BySource; back: BySource; amount: number }): BySource {
  const amount = wholeAmount(input.amount, 'a refund');
  const paid = sources.map((s) => wholeAmount(input.paid[s], `what the ${s} paid`));
  const back = sources.map((s) => wholeAmount(input.back[s], `what the ${s} got back`));
  const room = paid.map((p, i) => Math.max(0, p - (back[i] ?? 0)));
  const total = paid.reduce((s, p) => s + p, 0);
  const after = Math.min(total, back.reduce((s, b) => s + b, 0) + amount);
  const target = shareOut(after, paid);
  const parts = target.map((t, i) => Math.min(room[i] ?? 0, Math.max(0, t - (back[i] ?? 0))));

  // Earlier refunds off the shares: even the parts out within each source's room.
  let over = parts.reduce((s, p) => s + p, 0) - amount;
  const byLargest = (values: number[]) =>
    [0, 1].sort((a, b) => (values[b] ?? 0) - (values[a] ?? 0) || a - b);
  for (const i of byLargest(parts)) {
    if (over <= 0) break;
    const take = Math.min(over, parts[i] ?? 0);
    parts[i] = (parts[i] ?? 0) - take;
    over -= take;
  }
  const spare = () => parts.map((p, i) => (room[i] ?? 0) - p);
  for (const i of byLargest(spare())) {
    if (over >= 0) break;
    const give = Math.min(0 - over, spare()[i] ?? 0);
    parts[i] = (parts[i] ?? 0) + give;
    over += give;
  }
  return { wallet: (parts[0] ?? 0) + Math.max(0, 0 - over), card: parts[1] ?? 0 };
}

/** Where a split refund went: to one source, or to both. */
export function destinationOfSplit(split: BySource): 'wallet' | 'card' | 'wallet+card' {
  if (split.wallet > 0 && split.card > 0) return 'wallet+card';
  return split.card > 0 ? 'card' : 'wallet';
}

/** Where a flight booking's refund goes back, decided when the refund is asked for. */
export const refundDestinations = ['card', 'wallet', 'wallet+card', 'credit'] as const;
export type RefundDestination = (typeof refundDestinations)[number];

/**
 * Where a booking's refund goes back (decision 021), from what paid it, in the currency charged:
 * - to the agency's credit line that paid the whole charge;
 * - to the wallet and the card, each by its share, when the wallet paid a part and a card the rest;
 * - to the booker's wallet when the booker is a customer and either the wallet is kept in the
 *   currency charged or no card paid;
 * - else to the card that paid.
 */
export function refundDestinationFor(paid: {
  charged: number;
  /** What the credit line holds of the booking (0 when none). */
  creditPart: number;
  /** What the wallet holds of the booking (0 when none). */
  walletPart: number;
  byCard: boolean;
  customer: boolean;
  walletInChargedCurrency: boolean;
}): RefundDestination {
  if (paid.creditPart > 0 && paid.creditPart >= paid.charged) return 'credit';
  if (paid.walletPart > 0 && paid.walletPart < paid.charged) return 'wallet+card';
  if (paid.customer && (paid.walletInChargedCurrency || !paid.byCard)) return 'wallet';
  return 'card';
}
