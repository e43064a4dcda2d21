import { currencySchema } from '@parvaz/domain/contracts/money';
import { walletAccount } from '@parvaz/domain/ledger/accounts';
import {
  entryKinds,
  walletPartHeldLines,
  walletPartReleasedLines,
} from '@parvaz/domain/ledger/movements';
import { walletFirstSplit } from '@parvaz/domain/payments/payment-sources';
import type { Currency } from '@parvaz/domain/format/money';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { balanceOf, postEntry, postingsOfEntry } from '../ledger/ledger.api';
import type { PurchaseRef } from './payments-of-purchase';

const walletPrefix = 'wallet:user:';
const heldKey = (p: PurchaseRef) => `wallet-part:${p.kind}:${p.id}:held`;
const releasedKey = (p: PurchaseRef) => `wallet-part:${p.kind}:${p.id}:released`;

/**
 * Takes the wallet's part of a purchase paid from the wallet first and the card for the rest
 * (decision 021), inside the purchase's own transaction: as much of `total` as the wallet holds
 * in `currency`, moved at once from the wallet to the purchase clearing account (a ledger entry,
 * once per purchase). Answers what the wallet gave and what is left for the card. A wallet spent
 * meanwhile by another purchase (a race) gives what it has left.
 */
export async function holdWalletPart(
  tx: Database,
  hold: {
    tenant: string;
    userId: number;
    purchase: PurchaseRef;
    description: string;
    total: number;
    currency: Currency;
    at: Date;
  },
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
      await tx.transaction((savepoint) =>
        postEntry(savepoint, {
          tenant: hold.tenant,
          key: heldKey(hold.purchase),
          kind: entryKinds.walletPartHeld,
          description: hold.description,
          purchase: hold.purchase,
          occurredAt: hold.at,
          postings: walletPartHeldLines(hold.userId, split.wallet, hold.currency),
        }),
      );
      return split;
    } catch (error) {
      const overdrawn = error instanceof AppError && error.messageKey === 'insufficientCredit';
      if (!overdrawn || attempt >= 10) throw error;
    }
  }
}

/** What the wallet gave a purchase and still has in it (0 when none, or given back). */
export async function walletPartOf(
  db: Database,
  tenant: string,
  purchase: PurchaseRef,
): Promise<{ amount: number; currency: Currency; userId: number } | null> {
  const held = await postingsOfEntry(db, tenant, heldKey(purchase));
  // The held entry debits the wallet (its code names the customer) and credits the clearing.
  const fromWallet = held?.find((p) => p.code.startsWith(walletPrefix) && p.amount > 0);
  if (!fromWallet) return null;
  if (await postingsOfEntry(db, tenant, releasedKey(purchase))) return null;
  const userId = Number(fromWallet.code.slice(walletPrefix.length));
  return { amount: fromWallet.amount, currency: currencySchema.parse(fromWallet.currency), userId };
}

/**
 * Gives a purchase's wallet part back to the wallet, once: its card payment failed, or its hold
 * ran out before the card paid. Nothing when the wallet gave nothing (or it went back already).
 */
export async function releaseWalletPart(
  tx: Database,
  tenant: string,
  purchase: PurchaseRef,
  at: Date,
): Promise<number> {
  const part = await walletPartOf(tx, tenant, purchase);
  if (!part) return 0;
  await postEntry(tx, {
    tenant,
    key: releasedKey(purchase),
    kind: entryKinds.walletPartReleased,
    description: `Wallet part of ${purchase.kind} ${purchase.id} given back`,
    purchase,
    occurredAt: at,
    postings: walletPartReleasedLines(part.userId, part.amount, part.currency),
  });
  return part.amount;
}
