/**
 * The accounts of the platform's double-entry ledger (issue 17): what kinds it keeps, on which
 * side each kind's balance normally stands, how low a balance may go, and the stable codes the
 * server files postings under. Pure: the server's ledger module stores these, nothing here reads
 * or writes.
 *
 * Postings are signed from the platform's books: a debit is positive, a credit negative. An
 * account's balance is read in its natural sign: a debit-normal account (money held, money owed
 * to us) shows the sum of its postings, a credit-normal one (money we owe, what we earned) shows
 * that sum negated, so a customer's wallet of 500 reads 500, not -500.
 */

export const accountKinds = [
  'wallet',
  'agency_credit',
  'agency_prepaid',
  'agency_receivable',
  'agency_payable',
  'gsa',
  'airline_payable',
  'bank_clearing',
  'revenue',
  'deferred_revenue',
  'tax',
  'commission_payable',
  'refund_penalty',
  'discount',
  'opening_balance',
  'purchase_clearing',
  'miles',
  'miles_issued',
] as const;
export type AccountKind = (typeof accountKinds)[number];

export const normalSides = ['debit', 'credit'] as const;
export type NormalSide = (typeof normalSides)[number];

/**
 * Why each kind stands where it does:
 * - wallet, agency_prepaid: money a customer or an agency left with us, which we owe back;
 * - agency_credit: what an agency may still spend on its credit line (credit normal like a
 *   prepaid balance, so spending lowers it; below zero it is what the agency owes us);
 * - agency_receivable: what an agency owes us by invoice (a sale it will settle by transfer);
 * - agency_payable: what we hold for an agency: the markup it put on a sale its customer paid us;
 * - gsa: what a general sales agent collected on our behalf and owes us;
 * - airline_payable: an airline's fares we sold and owe it (less the commission taken out);
 * - bank_clearing: money a payment provider holds for us until it pays out;
 * - revenue, refund_penalty: what we earned (a penalty is what a refund kept);
 * - deferred_revenue: money taken for what is still to be delivered (miles sold, not yet spent);
 * - tax, commission_payable: collected for, or owed to, someone else (a commission to the agency
 *   or GSA that earned it);
 * - discount: revenue given away, read against revenue;
 * - opening_balance: the money held against balances brought in from before the ledger existed
 *   (a wallet's credit then), debit normal so it reads as what was held;
 * - purchase_clearing: money a payment brought in for a purchase not yet delivered (payments know
 *   nothing of what was bought: they post the bank against it, and what sells posts it against
 *   revenue or a wallet once delivered), so its balance is what we hold and still owe a delivery;
 * - miles, miles_issued: in miles, not money (unit 'MILE'): a member's miles we owe, and the miles
 *   the brand has issued against them.
 */
export const normalSideOf: Record<AccountKind, NormalSide> = {
  wallet: 'credit',
  agency_credit: 'credit',
  agency_prepaid: 'credit',
  agency_receivable: 'debit',
  agency_payable: 'credit',
  gsa: 'debit',
  airline_payable: 'credit',
  bank_clearing: 'debit',
  revenue: 'credit',
  deferred_revenue: 'credit',
  tax: 'credit',
  commission_payable: 'credit',
  refund_penalty: 'credit',
  discount: 'debit',
  opening_balance: 'debit',
  purchase_clearing: 'credit',
  miles: 'credit',
  miles_issued: 'debit',
};

/**
 * How low each kind's balance may go: a wallet or a prepaid balance never below zero, a credit
 * line not below minus the limit in force when it is spent (decision 020); the platform's own
 * accounts have no floor.
 */
export type FloorRule = 'zero' | 'creditLimit' | 'none';

export const floorRuleOf: Record<AccountKind, FloorRule> = {
  wallet: 'zero',
  agency_credit: 'creditLimit',
  agency_prepaid: 'zero',
  agency_receivable: 'none',
  agency_payable: 'none',
  gsa: 'none',
  airline_payable: 'none',
  bank_clearing: 'none',
  revenue: 'none',
  deferred_revenue: 'none',
  tax: 'none',
  commission_payable: 'none',
  refund_penalty: 'none',
  discount: 'none',
  opening_balance: 'none',
  purchase_clearing: 'none',
  miles: 'zero',
  miles_issued: 'none',
};

/** The things sold, each earning into its own revenue account. */
export const productKinds = ['flight', 'services', 'hotel', 'miles', 'cargo'] as const;
export type ProductKind = (typeof productKinds)[number];

/**
 * Whose money an account holds (issue 31): the brand itself (the tenant: its bank, its revenue,
 * what it owes), a customer (a wallet), an agency, a general sales agent, or an airline. Every
 * account has exactly one, fixed when it is opened; reports add up a party's accounts.
 */
export const partyKinds = ['brand', 'customer', 'agency', 'gsa', 'airline'] as const;
export type PartyKind = (typeof partyKinds)[number];

/**
 * A party as code names it. Customers, agencies and GSAs by their row's id (a GSA is a user of
 * role gsa), an airline by its IATA code; the brand needs no id, as accounts are kept per tenant
 * (the database stores the tenant as the brand's id).
 */
export type Party =
  | { kind: 'brand' }
  | { kind: 'customer' | 'agency' | 'gsa'; id: number }
  | { kind: 'airline'; id: string };

export const brand: Party = { kind: 'brand' };

/** The party's id as the ledger stores it: the tenant for the brand, else its own id as text. */
export function partyIdOf(party: Party, tenant: string): string {
  return party.kind === 'brand' ? tenant : String(party.id);
}

/** One account as code names it; the ledger keeps one per tenant and currency. */
export interface LedgerAccount {
  /** Stable and unique within a tenant, e.g. 'wallet:user:42', 'revenue:flight'. */
  code: string;
  kind: AccountKind;
  normalSide: NormalSide;
  /** The lowest balance allowed, in the natural sign and minor units; null when none. */
  floor: number | null;
  /** Whose money it is. */
  party: Party;
}

/** What a posting of `amount` (debit positive) does to a balance read on `side`. */
export function balanceChange(side: NormalSide, amount: number): number {
  // `0 - amount` rather than `-amount`: a zero stays 0, never -0.
  return side === 'debit' ? amount : 0 - amount;
}

function account(
  kind: AccountKind,
  code: string,
  floor: number | null,
  party: Party = brand,
): LedgerAccount {
  return { code, kind, normalSide: normalSideOf[kind], floor, party };
}

function idSegment(id: number, what: string): string {
  if (!Number.isSafeInteger(id) || id <= 0) throw new RangeError(`${what} must be a positive id`);
  return String(id);
}

/** Codes are split on ':' by people reading them: a name segment holds none, nor spaces. */
const nameShape = /^[a-z0-9][a-z0-9_-]*$/;

function nameSegment(name: string, what: string): string {
  if (!nameShape.test(name)) throw new RangeError(`${what} '${name}' is no account code segment`);
  return name;
}

/** An airline's code as a code segment: two or three capitals or digits (IATA). */
const airlineShape = /^[A-Z0-9]{2,3}$/;

function airlineSegment(code: string): string {
  if (!airlineShape.test(code)) throw new RangeError(`'${code}' is no airline code`);
  return code;
}

/** A customer's wallet: never below zero. */
export function walletAccount(userId: number): LedgerAccount {
  const id = idSegment(userId, 'user');
  return account('wallet', `wallet:user:${id}`, 0, { kind: 'customer', id: userId });
}

/**
 * An agency's credit line, in the one currency its limits are set in. How far below zero it may
 * be spent is no longer its floor but the limit in force at each posting (`credit-limits.ts`,
 * decision 020), kept apart with its history: the floor, zero, only marks a balance the database
 * keeps and checks.
 */
export function agencyCreditAccount(agencyId: number): LedgerAccount {
  return account('agency_credit', `agency_credit:agency:${idSegment(agencyId, 'agency')}`, 0, {
    kind: 'agency',
    id: agencyId,
  });
}

/** What an agency paid in advance: never below zero. */
export function agencyPrepaidAccount(agencyId: number): LedgerAccount {
  return account('agency_prepaid', `agency_prepaid:agency:${idSegment(agencyId, 'agency')}`, 0, {
    kind: 'agency',
    id: agencyId,
  });
}

/** What an agency owes us by invoice. */
export function agencyReceivableAccount(agencyId: number): LedgerAccount {
  const id = idSegment(agencyId, 'agency');
  return account('agency_receivable', `agency_receivable:agency:${id}`, null, {
    kind: 'agency',
    id: agencyId,
  });
}

/** What we hold for an agency: its markup on sales its customers paid us. */
export function agencyPayableAccount(agencyId: number): LedgerAccount {
  const id = idSegment(agencyId, 'agency');
  return account('agency_payable', `agency_payable:agency:${id}`, null, {
    kind: 'agency',
    id: agencyId,
  });
}

/**
 * Where money we owe a payer of an invoice goes (a transfer beyond what it asked, or a purchase
 * that could not be delivered after it was paid): an agency's payable, a customer's wallet, both
 * amounts we owe them and pay out or let them spend (decision 022).
 */
export function payerPayableAccount(payer: {
  kind: 'agency' | 'customer';
  id: number;
}): LedgerAccount {
  return payer.kind === 'agency' ? agencyPayableAccount(payer.id) : walletAccount(payer.id);
}

/** A general sales agent (a user of role gsa): what it collected for us and owes. */
export function gsaAccount(gsaUserId: number): LedgerAccount {
  return account('gsa', `gsa:user:${idSegment(gsaUserId, 'GSA user')}`, null, {
    kind: 'gsa',
    id: gsaUserId,
  });
}

/** An airline's fares we sold (by its IATA code), owed to it. */
export function airlinePayableAccount(airline: string): LedgerAccount {
  return account('airline_payable', `airline_payable:airline:${airlineSegment(airline)}`, null, {
    kind: 'airline',
    id: airline,
  });
}

/** Money a payment provider ('sandbox', …) holds for us between a settled payment and payout. */
export function bankClearingAccount(provider: string): LedgerAccount {
  return account('bank_clearing', `bank_clearing:${nameSegment(provider, 'provider')}`, null);
}

export function revenueAccount(product: ProductKind): LedgerAccount {
  return account('revenue', `revenue:${product}`, null);
}

/** What the brand earns of a product apart from its price: its service fee, its markup. */
export const revenueParts = ['service_fee', 'markup'] as const;
export type RevenuePart = (typeof revenueParts)[number];

export function revenuePartAccount(product: ProductKind, part: RevenuePart): LedgerAccount {
  return account('revenue', `revenue:${product}:${part}`, null);
}

export function taxAccount(): LedgerAccount {
  return account('tax', 'tax', null);
}

/** The commission an agency or a GSA earned on sales, owed to it. */
export function commissionPayableAccount(
  earner: { kind: 'agency'; id: number } | { kind: 'gsa'; id: number },
): LedgerAccount {
  const id = idSegment(earner.id, earner.kind);
  return account('commission_payable', `commission_payable:${earner.kind}:${id}`, null, earner);
}

/** Money taken for a product not yet delivered (miles sold and not yet spent, …). */
export function deferredRevenueAccount(product: ProductKind): LedgerAccount {
  return account('deferred_revenue', `deferred_revenue:${product}`, null);
}

/** A club member's miles (in 'MILE', not money): never below zero. */
export function milesAccount(userId: number): LedgerAccount {
  const id = idSegment(userId, 'user');
  return account('miles', `miles:user:${id}`, 0, { kind: 'customer', id: userId });
}

/** The miles the brand issued, against the members' miles (in 'MILE'). */
export function milesIssuedAccount(): LedgerAccount {
  return account('miles_issued', 'miles_issued', null);
}

export function refundPenaltyAccount(): LedgerAccount {
  return account('refund_penalty', 'refund_penalty', null);
}

export function discountAccount(): LedgerAccount {
  return account('discount', 'discount', null);
}

export function openingBalanceAccount(): LedgerAccount {
  return account('opening_balance', 'opening_balance', null);
}

/** Payments received for purchases, until what was bought is delivered (or the money goes back). */
export function purchaseClearingAccount(): LedgerAccount {
  return account('purchase_clearing', 'purchase_clearing', null);
}
