/**
 * Whether a purchase is paid (decision 021), from what already covers it and the payment
 * settling now. Pure: the server reads what is held and paid, and asks this.
 */

/** Whether a purchase is paid, and by how much more than it owes. */
export interface PaidVerdict {
  paid: boolean;
  /** What it comes to beyond what is owed, once paid (0 otherwise). */
  excess: number;
}

/**
 * A purchase whose payments add up (`addsUp`: a booking paid from the wallet and a card, an
 * invoice paid in parts) is paid when what already covers it (`covered`) and the payment settling
 * now reach what it `owes`; what they bring beyond is the excess, which goes back. Any other (a
 * top-up, services bought later) is paid only by a settling payment that brings exactly what it
 * owes.
 */
export function paidVerdict(input: {
  owes: number;
  addsUp: boolean;
  covered: number;
  /** What the payment settling now brings; null when none is settling. */
  settling: number | null;
}): PaidVerdict {
  if (!input.addsUp) return { paid: input.settling === input.owes, excess: 0 };
  const all = input.covered + (input.settling ?? 0);
  return { paid: all >= input.owes, excess: Math.max(0, all - input.owes) };
}
