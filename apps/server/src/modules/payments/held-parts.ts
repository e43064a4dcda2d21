import { currencySchema } from '@parvaz/domain/contracts/money';
import { walletAccount } from '@parvaz/domain/ledger/accounts';
import {
  creditPartHeldLines,
  creditPartReleasedLines,
  entryKinds,
  walletPartHeldLines,
  walletPartReleasedLines,
  type Line,
} from '@parvaz/domain/ledger/movements';
import { walletFirstSplit } from '@parvaz/domain/payments/payment-sources';
import type { Currency } from '@parvaz/domain/format/money';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { balanceOf, postEntry, postingsOfEntries } from '../ledger/ledger.api';
import type { PurchaseRef } from './payments-of-purchase';

/**
 * A part of a purchase held from a party's account (decision 021): moved at once from the account
 * to the purchase clearing account, where the sale takes it with a card's money once delivered,
 * and given back exactly once if the purchase is not. Each source keeps its own entries' keys and
 * kinds, so the wallet's entries posted before credit lines paid anything still read the same.
 */
export type HeldSource = 'wallet' | 'agency_credit';

interface SourceRules {
  /** The entries' keys begin with it: `<keyPrefix>:<kind>:<id>:held` and `…:released`. */
  keyPrefix: string;
  /** The party's account's code is this and its id (`wallet:user:42`). */
  codePrefix: string;
  heldKind: string;
  releasedKind: string;
  heldLines: (partyId: number, amount: number, currency: Currency) => Line[];
  releasedLines: (partyId: number, amount: number, currency: Currency) => Line[];
  /** How the books describe the part given back. */
  name: string;
}

const sources: Record<HeldSource, SourceRules> = {
  wallet: {
    keyPrefix: 'wallet-part',
    codePrefix: 'wallet:user:',
    heldKind: entryKinds.walletPartHeld,
    releasedKind: entryKinds.walletPartReleased,
    heldLines: walletPartHeldLines,
    releasedLines: walletPartReleasedLines,
    name: 'Wallet',
  },
  agency_credit: {
    keyPrefix: 'credit-part',
    codePrefix: 'agency_credit:agency:',
    heldKind: entryKinds.creditPartHeld,
    releasedKind: entryKinds.creditPartReleased,
    heldLines: creditPartHeldLines,
    releasedLines: creditPartReleasedLines,
    name: 'Credit line',
  },
};
const heldSources = Object.keys(sources) as HeldSource[];

const entryKey = (source: HeldSource, p: PurchaseRef, step: 'held' | 'released') =>
  `${sources[source].keyPrefix}:${p.kind}:${p.id}:${step}`;

/** A part still held: from which source, whose account (a user, an agency), how much. */
export interface HeldPart {
  source: HeldSource;
  partyId: number;
  amount: number;
  currency: Currency;
}

interface Hold {
  tenant: string;
  purchase: PurchaseRef;
  description: string;
  currency: Currency;
  at: Date;
}

/** Posts a part's held entry in a savepoint: refused, it leaves the caller's transaction as it was. */
function postHeld(tx: Database, source: HeldSource, partyId: number, amount: number, hold: Hold) {
  const rules = sources[source];
  return tx.transaction((savepoint) =>
    postEntry(savepoint, {
      tenant: hold.tenant,
      key: entryKey(source, hold.purchase, 'held'),
      kind: rules.heldKind,
      description: hold.description,
      purchase: hold.purchase,
      occurredAt: hold.at,
      postings: rules.heldLines(partyId, amount, hold.currency),
    }),
  );
}

/**
 * Takes the wallet's part of a purchase paid from the wallet first and the card for the rest,
 * inside the purchase's own transaction: as much of `total` as the wallet holds in `currency`,
 * once per purchase. Answers what the wallet gave and what is left for the card. A wallet spent
 * meanwhile by another purchase (a race) gives what it has left.
 */
export async function holdWalletPart(
  tx: Database,
  hold: Hold & { userId: number; total: number },
): Promise<{ wallet: number; card: number }> {
  // A wallet spent by another purchase between the read and the posting is refused by the
  // ledger's floor: the posting's savepoint rolls back, and the balance is read again (that
  // other purchase has committed by then), so the card is asked what the wallet no longer has.
  // Each refusal means another purchase took from the wallet, so the tries end (bounded anyway).
  for (let attempt = 0; ; attempt++) {
    const balance = await balanceOf(tx, hold.tenant, walletAccount(hold.userId), hold.currency);
    const split = walletFirstSplit(hold.total, balance);
    if (split.wallet === 0) return split;
    try {
      await postHeld(tx, 'wallet', hold.userId, split.wallet, hold);
      return split;
    } catch (error) {
      const overdrawn = error instanceof AppError && error.messageKey === 'insufficientCredit';
      if (!overdrawn || attempt >= 10) throw error;
    }
  }
}

/**
 * Takes the whole of `total` from an agency's credit line for a purchase, inside the purchase's
 * own transaction, once per purchase. A credit line has no "what it holds" to give part of: the
 * limit in force covers the whole or the database refuses the posting, a 409
 * `creditLimitExceeded` (decision 020), and nothing of it is posted. Two purchases racing for
 * the line queue on its row lock, so of two that together pass the limit one is refused.
 */
export async function holdCreditPart(
  tx: Database,
  hold: Hold & { agencyId: number; total: number },
): Promise<{ credit: number }> {
  if (hold.total === 0) return { credit: 0 };
  await postHeld(tx, 'agency_credit', hold.agencyId, hold.total, hold);
  return { credit: hold.total };
}

/** The part held from `source` for a purchase, read from its entries (null when none is held). */
function heldPartFrom(
  entries: Map<string, Array<{ code: string; amount: number; currency: string }>>,
  purchase: PurchaseRef,
  source: HeldSource,
): HeldPart | null {
  const { codePrefix } = sources[source];
  if (entries.has(entryKey(source, purchase, 'released'))) return null;
  // The held entry debits the party's account (its code names the party) and credits the clearing.
  const held = entries.get(entryKey(source, purchase, 'held'));
  const fromParty = held?.find((p) => p.code.startsWith(codePrefix) && p.amount > 0);
  if (!fromParty) return null;
  return {
    source,
    partyId: Number(fromParty.code.slice(codePrefix.length)),
    amount: fromParty.amount,
    currency: currencySchema.parse(fromParty.currency),
  };
}

/** The entries that hold and give back a purchase's parts from `sources`, in one read. */
function heldEntriesOf(
  db: Database,
  tenant: string,
  purchase: PurchaseRef,
  from: readonly HeldSource[],
) {
  const keys = from.flatMap((source) => [
    entryKey(source, purchase, 'held'),
    entryKey(source, purchase, 'released'),
  ]);
  return postingsOfEntries(db, tenant, keys);
}

/** Every part still held for a purchase (none given back), one per source at most. */
export async function heldPartsOf(
  db: Database,
  tenant: string,
  purchase: PurchaseRef,
): Promise<HeldPart[]> {
  const entries = await heldEntriesOf(db, tenant, purchase, heldSources);
  return heldSources
    .map((source) => heldPartFrom(entries, purchase, source))
    .filter((part) => part !== null);
}

/** What the wallet gave a purchase and still has in it (null when none, or given back). */
export async function walletPartOf(
  db: Database,
  tenant: string,
  purchase: PurchaseRef,
): Promise<{ amount: number; currency: Currency; userId: number } | null> {
  const part = heldPartFrom(
    await heldEntriesOf(db, tenant, purchase, ['wallet']),
    purchase,
    'wallet',
  );
  return part && { amount: part.amount, currency: part.currency, userId: part.partyId };
}

/**
 * Gives every part still held for a purchase back to the account it came from, once each: its
 * card payment failed, or its hold ran out before it was delivered. Answers what went back.
 */
export async function releaseHeldParts(
  tx: Database,
  tenant: string,
  purchase: PurchaseRef,
  at: Date,
): Promise<HeldPart[]> {
  const parts = await heldPartsOf(tx, tenant, purchase);
  for (const part of parts) {
    const rules = sources[part.source];
    await postEntry(tx, {
      tenant,
      key: entryKey(part.source, purchase, 'released'),
      kind: rules.releasedKind,
      description: `${rules.name} part of ${purchase.kind} ${purchase.id} given back`,
      purchase,
      occurredAt: at,
      postings: rules.releasedLines(part.partyId, part.amount, part.currency),
    });
  }
  return parts;
}
