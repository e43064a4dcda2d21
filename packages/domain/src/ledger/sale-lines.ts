/**
 * How a sale and its refunds split into lines, one per party that has a share in them (issue 31,
 * decision 019). Pure: the server posts the answer as one entry.
 *
 * A sale's price is made of:
 * - each airline's fare, owed to the airline (its payable), less the commission taken out of it;
 * - taxes, collected for someone else (tax payable);
 * - the brand's service fee and markup, earned as revenue apart, and what the brand sells of its
 *   own (its hotels' rooms, seats and services on a flight), earned as the product's revenue;
 * - an agency's markup, held for the agency (its payable);
 * less a discount, which is the brand's cost (read against the discount account). A commission
 * an agency or a GSA earns is a share of the airlines' fares, owed to the earner: it moves money
 * from an airline's line to the earner's, never out of the brand's revenue (the spec's PSR reads
 * "total, commission, net": the commission comes out of the ticket's fare, as the airline pays it).
 */
import type { Currency } from '../format/money';
import { roundHalfUp, shareOut, wholeAmount } from '../money/share-out';
import {
  agencyCreditAccount,
  agencyPayableAccount,
  airlinePayableAccount,
  commissionPayableAccount,
  discountAccount,
  purchaseClearingAccount,
  revenueAccount,
  revenuePartAccount,
  taxAccount,
  walletAccount,
  type AccountKind,
  type LedgerAccount,
  type ProductKind,
} from './accounts';
import type { Line, SaleSource } from './movements';

export interface SaleParts {
  product: ProductKind;
  /** Where the money comes from. */
  source: SaleSource;
  currency: Currency;
  /** Each airline's fares (by IATA code); one airline named twice is added up. */
  fares: readonly { airline: string; amount: number }[];
  taxes: number;
  /** The brand's service fee and markup. */
  serviceFee: number;
  markup: number;
  /** What the brand sells of its own: a stay's rooms, a flight's seats and services. */
  goods: number;
  /** The agency that sold it (none on a traveller's own purchase): its markup and commission. */
  agency?: { id: number; markup: number; commission: number } | undefined;
  /** The GSA over that agency: its commission. */
  gsa?: { id: number; commission: number } | undefined;
  /** Taken off the price, at the brand's cost. */
  discount: number;
}

/** The kinds of account a sale's money comes from (never one of its lines). */
export const saleSourceKinds: readonly AccountKind[] = [
  'wallet',
  'purchase_clearing',
  'agency_credit',
  'agency_prepaid',
  'agency_receivable',
];

/** Each airline once, in a fixed order (by code), its fares added up. */
function faresByAirline(fares: SaleParts['fares']): Array<{ airline: string; amount: number }> {
  const by = new Map<string, number>();
  for (const fare of fares)
    by.set(fare.airline, (by.get(fare.airline) ?? 0) + wholeAmount(fare.amount, 'a fare'));
  return [...by]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([airline, amount]) => ({ airline, amount }));
}

/** What the price comes to before the discount. */
export function saleGross(sale: SaleParts): number {
  return (
    faresByAirline(sale.fares).reduce((s, f) => s + f.amount, 0) +
    wholeAmount(sale.taxes, 'taxes') +
    wholeAmount(sale.serviceFee, 'a service fee') +
    wholeAmount(sale.markup, 'a markup') +
    wholeAmount(sale.goods, "the brand's goods") +
    wholeAmount(sale.agency?.markup ?? 0, "an agency's markup")
  );
}

/** What the buyer pays: the price less the discount. */
export function saleCharged(sale: SaleParts): number {
  return saleGross(sale) - wholeAmount(sale.discount, 'a discount');
}

function sourceAccount(source: SaleSource): LedgerAccount {
  return source.paidBy === 'wallet' ? walletAccount(source.userId) : purchaseClearingAccount();
}

/**
 * The lines of a sale: what the buyer pays leaves its source (debit), the discount is the
 * brand's cost (debit), and every share of the price is credited to whoever it belongs to.
 * Lines of zero are left out, and one account appears once. Refuses a sale that charges nothing,
 * a discount beyond the price, and commissions beyond the airlines' fares.
 */
export function saleLines(sale: SaleParts): Line[] {
  const { currency, product } = sale;
  const fares = faresByAirline(sale.fares);
  const fareTotal = fares.reduce((s, f) => s + f.amount, 0);
  const charged = saleCharged(sale);
  if (charged <= 0) throw new RangeError('a sale charges a positive amount');
  const agencyCommission = wholeAmount(sale.agency?.commission ?? 0, "an agency's commission");
  const gsaCommission = wholeAmount(sale.gsa?.commission ?? 0, "a GSA's commission");
  const commission = agencyCommission + gsaCommission;
  if (commission > fareTotal) throw new RangeError('commissions are more than the fares');
  // The commissions come out of the airlines' fares, each airline giving its fare's share.
  const given = shareOut(
    commission,
    fares.map((f) => f.amount),
  );
  const credit = (account: LedgerAccount, amount: number): Line => ({
    account,
    amount: 0 - amount,
    currency,
  });
  const lines: Line[] = [
    { account: sourceAccount(sale.source), amount: charged, currency },
    { account: discountAccount(), amount: sale.discount, currency },
    ...fares.map((f, i) => credit(airlinePayableAccount(f.airline), f.amount - (given[i] ?? 0))),
    credit(taxAccount(), sale.taxes),
    credit(revenuePartAccount(product, 'service_fee'), sale.serviceFee),
    credit(revenuePartAccount(product, 'markup'), sale.markup),
    credit(revenueAccount(product), sale.goods),
  ];
  if (sale.agency) {
    lines.push(credit(agencyPayableAccount(sale.agency.id), sale.agency.markup));
    lines.push(
      credit(commissionPayableAccount({ kind: 'agency', id: sale.agency.id }), agencyCommission),
    );
  }
  if (sale.gsa)
    lines.push(credit(commissionPayableAccount({ kind: 'gsa', id: sale.gsa.id }), gsaCommission));
  return lines.filter((line) => line.amount !== 0);
}

/**
 * The same sale in the currency it was charged in (decision 007: the total is converted once):
 * every share scaled so that the buyer pays exactly `charged`, the discount by the same rate,
 * each share within one unit of its exact conversion.
 */
export function saleCharging(sale: SaleParts, charged: number, currency: Currency): SaleParts {
  const before = saleCharged(sale);
  if (before <= 0 || charged <= 0) throw new RangeError('a sale charges a positive amount');
  if (sale.currency === currency && before === charged) return sale;
  const scaled = (amount: number) =>
    Number(roundHalfUp(BigInt(amount) * BigInt(charged), BigInt(before)));
  const discount = scaled(sale.discount);
  const fares = faresByAirline(sale.fares);
  const agencyMarkup = sale.agency?.markup ?? 0;
  const shares = shareOut(charged + discount, [
    ...fares.map((f) => f.amount),
    sale.taxes,
    sale.serviceFee,
    sale.markup,
    sale.goods,
    agencyMarkup,
  ]);
  const at = (i: number) => shares[i] ?? 0;
  const n = fares.length;
  const newFares = fares.map((f, i) => ({ airline: f.airline, amount: at(i) }));
  const fareTotal = newFares.reduce((s, f) => s + f.amount, 0);
  const agencyCommission = Math.min(fareTotal, scaled(sale.agency?.commission ?? 0));
  const gsaCommission = Math.min(fareTotal - agencyCommission, scaled(sale.gsa?.commission ?? 0));
  return {
    ...sale,
    currency,
    fares: newFares,
    taxes: at(n),
    serviceFee: at(n + 1),
    markup: at(n + 2),
    goods: at(n + 3),
    agency: sale.agency && {
      id: sale.agency.id,
      markup: at(n + 4),
      commission: agencyCommission,
    },
    gsa: sale.gsa && { id: sale.gsa.id, commission: gsaCommission },
    discount,
  };
}

/**
 * A sale as the ledger holds it, in one currency: what its source gave, the other lines it
 * posted (by account, as posted: the discount a debit, the shares credits), and what refunds
 * before this one took back of each line (summed by code, as posted).
 */
export interface SaleOnBooks {
  product: ProductKind;
  charged: number;
  lines: readonly { account: LedgerAccount; amount: number }[];
  taken: ReadonlyMap<string, number>;
}

/** What the refunds on the books gave back so far: what they took from the sale's lines. */
export function refundedSoFar(sale: SaleOnBooks): number {
  return sale.lines.reduce((sum, line) => sum + (sale.taken.get(line.account.code) ?? 0), 0);
}

/**
 * How much of each line a sale has given back once `given` of what was charged has gone back:
 * every line in the same proportion (a discount's debit too, so the discount goes back with the
 * money), counted on the running total so that refunds in parts add up to exactly the sale once
 * everything is given back, each line never below zero nor past its sale's amount.
 */
function backAt(sale: SaleOnBooks, given: number): Map<string, number> {
  const back = new Map<string, number>();
  const debits = sale.lines.filter((l) => l.amount > 0);
  const credits = sale.lines.filter((l) => l.amount < 0);
  let debitBack = 0;
  for (const line of debits) {
    const share = Number(roundHalfUp(BigInt(line.amount) * BigInt(given), BigInt(sale.charged)));
    back.set(line.account.code, 0 - share);
    debitBack += share;
  }
  const shares = shareOut(
    given + debitBack,
    credits.map((l) => 0 - l.amount),
  );
  credits.forEach((line, i) => back.set(line.account.code, shares[i] ?? 0));
  return back;
}

/**
 * Where a refund goes: a customer's wallet; the purchase clearing account, from which payments
 * return it to the card; or the agency's credit line the purchase was paid from (its balance
 * raised, which the database lets pass even over a limit lowered since the sale, decision 020).
 */
export type RefundTarget = { wallet: number } | { agencyCredit: number } | 'card';

function refundAccount(to: RefundTarget): LedgerAccount {
  if (to === 'card') return purchaseClearingAccount();
  return 'wallet' in to ? walletAccount(to.wallet) : agencyCreditAccount(to.agencyCredit);
}

const sameTarget = (a: RefundTarget, b: RefundTarget) =>
  a === 'card' || b === 'card' ? a === b : refundAccount(a).code === refundAccount(b).code;

/** Whether `to` names one destination rather than a list of shares. */
const isTarget = (to: RefundTarget | readonly RefundShare[]): to is RefundTarget =>
  !Array.isArray(to);

/** A part of a refund and where it goes. */
export interface RefundShare {
  to: RefundTarget;
  amount: number;
}

/** Where a refund goes, as an entry's description says it. */
export function refundGoesTo(to: RefundTarget | readonly RefundShare[]): string {
  const shares = isTarget(to) ? [{ to, amount: 1 }] : to;
  const named = new Set<string>(
    shares
      .filter((s) => s.amount > 0)
      .map((s) => (s.to === 'card' ? 'card' : 'wallet' in s.to ? 'wallet' : 'credit line')),
  );
  return ['wallet', 'credit line', 'card'].filter((place) => named.has(place)).join(' and the ');
}

/** A refund's destinations as shares adding up to `amount` (one share when it goes to one). */
function refundShares(to: RefundTarget | readonly RefundShare[], amount: number): RefundShare[] {
  if (isTarget(to)) return [{ to, amount }];
  const shares = to.filter((s) => wholeAmount(s.amount, 'a share') > 0);
  if (shares.some((s, i) => shares.findIndex((o) => sameTarget(o.to, s.to)) !== i))
    throw new RangeError('a refund names a destination twice');
  if (shares.reduce((sum, s) => sum + s.amount, 0) !== amount)
    throw new RangeError("a refund's shares must add up to it");
  return shares;
}

/**
 * A refund: `amount` goes back to the customer's wallet, or to the purchase clearing account
 * from which payments return it to the card, or in shares to both (a purchase paid from the
 * wallet and a card, `refundSplit`); `penalty` is what the refund keeps of the part of
 * the sale it is about. Every line of the sale gives back its share of the amount, so the
 * penalty stays split in the same lines as the sale: the airline keeps its share of it, the
 * brand its, an agency its, and the discount stays a cost of what was kept. Refunds in parts
 * take exactly the sale once all is given back. A sale not on the books (or money given back
 * beyond it, a unit lost to converting refunds one by one) is taken from the product's revenue.
 */
export function refundLines(
  sale: SaleOnBooks | undefined,
  refund: {
    product: ProductKind;
    to: RefundTarget | readonly RefundShare[];
    amount: number;
    penalty: number;
    currency: Currency;
  },
): Line[] {
  const { amount, currency } = refund;
  if (!Number.isSafeInteger(amount) || amount <= 0)
    throw new RangeError('a refund must be a positive whole amount');
  wholeAmount(refund.penalty, 'a penalty');
  const shares = refundShares(refund.to, amount);
  const lines: Line[] = shares.map((share) => ({
    account: refundAccount(share.to),
    amount: 0 - share.amount,
    currency,
  }));
  let beyond = amount;
  if (sale && sale.charged > 0 && sale.lines.length > 0) {
    const before = refundedSoFar(sale);
    const given = Math.min(sale.charged, Math.max(0, before) + amount);
    beyond = Math.max(0, before) + amount - given;
    const target = backAt(sale, given);
    for (const line of sale.lines) {
      const code = line.account.code;
      const move = (target.get(code) ?? 0) - (sale.taken.get(code) ?? 0);
      if (move !== 0) lines.push({ account: line.account, amount: move, currency });
    }
  }
  if (beyond > 0) {
    const revenue = revenueAccount(refund.product);
    const same = lines.find((l) => l.account.code === revenue.code);
    if (same) same.amount += beyond;
    else lines.push({ account: revenue, amount: beyond, currency });
  }
  return lines.filter((l) => l.amount !== 0);
}

/**
 * Who keeps what of a penalty: the penalty shared out over the sale's lines in their proportions
 * (the discount's share taken off), as the refund's lines leave it. For reports (PRR).
 */
export function penaltySplit(
  sale: SaleOnBooks,
  penalty: number,
): Array<{ account: LedgerAccount; amount: number }> {
  wholeAmount(penalty, 'a penalty');
  const kept = Math.min(penalty, sale.charged);
  const back = backAt(sale, kept);
  return sale.lines
    .map((line) => ({ account: line.account, amount: 0 - (back.get(line.account.code) ?? 0) }))
    .filter((l) => l.amount !== 0);
}
