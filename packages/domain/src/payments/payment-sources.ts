import type { PurchaseKindName } from './purchase-kinds';

/**
 * Where the money of a purchase may come from (decision 021): a card at a payment provider, the
 * buyer's wallet, an agency's credit line, a bank transfer against an invoice. A purchase may be
 * paid from more than one (the wallet's balance first, the rest by card).
 */
export const paymentSources = ['gateway', 'wallet', 'agency_credit', 'bank_transfer'] as const;

export type PaymentSource = (typeof paymentSources)[number];

/**
 * The sources each kind of purchase accepts. A top-up brings money into the wallet, so only a
 * card pays it; a booking or a hotel stay may be paid by card, from the wallet, or both.
 */
export const sourcesOfKind: Record<PurchaseKindName, readonly PaymentSource[]> = {
  booking: ['gateway', 'wallet'],
  hotel: ['gateway', 'wallet'],
  services: ['gateway'],
  topup: ['gateway'],
};

/** How a customer chose to pay, as bookFlight and reserveHotel take it. */
export const paymentChoices = ['gateway', 'wallet', 'wallet+gateway'] as const;

export type PaymentChoice = (typeof paymentChoices)[number];

/** The sources a choice draws on, in the order they are drawn (the wallet first). */
export function sourcesOfChoice(choice: PaymentChoice): readonly PaymentSource[] {
  if (choice === 'wallet+gateway') return ['wallet', 'gateway'];
  return [choice];
}

/** The sources of `asked` that `kind` does not accept (none: the request may go on). */
export function refusedSources(
  accepted: readonly PaymentSource[],
  asked: readonly PaymentSource[],
): PaymentSource[] {
  return asked.filter((source) => !accepted.includes(source));
}

/**
 * How a purchase paid from the wallet first and the card for the rest is split: the wallet gives
 * what it has up to the total, the card the remainder (0: no bank trip at all).
 */
export function walletFirstSplit(
  total: number,
  walletBalance: number,
): { wallet: number; card: number } {
  if (!Number.isSafeInteger(total) || total < 0)
    throw new RangeError('a total must be a whole amount');
  const wallet = Math.min(total, Math.max(0, Math.trunc(walletBalance)));
  return { wallet, card: total - wallet };
}

/**
 * What a buyer may choose to pay a `total` with, given the wallet's balance in that currency
 * (null: no wallet is offered — a guest, or a price shown in another currency): the card always;
 * the wallet alone when it covers the total; the wallet and the card when it holds some but not
 * all.
 */
export function offeredPaymentChoices(total: number, wallet: number | null): PaymentChoice[] {
  if (wallet === null || wallet <= 0) return ['gateway'];
  return wallet >= total ? ['gateway', 'wallet'] : ['gateway', 'wallet+gateway'];
}

/**
 * The choice in force: the one made while it is still offered, else the card (a choice
 * remembered from an earlier visit, or made before the total or the wallet changed, is never
 * sent unseen).
 */
export function choiceInForce(
  chosen: PaymentChoice,
  offered: readonly PaymentChoice[],
): PaymentChoice {
  return offered.includes(chosen) ? chosen : 'gateway';
}
