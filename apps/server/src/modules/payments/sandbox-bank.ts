import { randomBytes, randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sandboxBankTransactions } from '../../db/schema/index';
import type { Inquiry, PaymentProvider, VerifyResult } from './payment-provider';

export type BankTransaction = typeof sandboxBankTransactions.$inferSelect;

/** 24 random bytes: 32 URL-safe characters, well under Fastify's 100-character path parameter. */
function newToken(): string {
  return randomBytes(24).toString('base64url');
}

export const sandboxTokenPattern = /^[\w-]{16,64}$/;

/** The bank's side: what its own pages do to its ledger. */
export async function findBankTransaction(
  db: Database,
  token: string,
): Promise<BankTransaction | undefined> {
  if (!sandboxTokenPattern.test(token)) return undefined;
  const [row] = await db
    .select()
    .from(sandboxBankTransactions)
    .where(eq(sandboxBankTransactions.token, token));
  return row;
}

/**
 * The card holder's decision on the bank page. Only an open transaction moves, so a second
 * submission (another tab, a double click) takes no second payment; answers the row as it is.
 */
export async function decideAtBank(
  db: Database,
  token: string,
  decision: { outcome: 'paid' | 'declined'; pan: string } | { outcome: 'cancelled' },
  now: Date,
): Promise<{ moved: boolean; row: BankTransaction | undefined }> {
  const values =
    decision.outcome === 'cancelled'
      ? { status: 'cancelled' as const, updatedAt: now }
      : {
          status: decision.outcome,
          cardMask: `${decision.pan.slice(0, 6)}******${decision.pan.slice(-4)}`,
          reference: decision.outcome === 'paid' ? referenceNumber() : null,
          updatedAt: now,
        };
  const [moved] = await db
    .update(sandboxBankTransactions)
    .set(values)
    .where(
      and(eq(sandboxBankTransactions.token, token), eq(sandboxBankTransactions.status, 'open')),
    )
    .returning();
  if (moved) return { moved: true, row: moved };
  return { moved: false, row: await findBankTransaction(db, token) };
}

function referenceNumber(): string {
  return Array.from({ length: 12 }, () => String(randomInt(10))).join('');
}

/** The built-in gateway; its ledger is `sandbox_bank_transactions`. */
export function sandboxBank(clock: () => Date = () => new Date()): PaymentProvider {
  return {
    name: 'sandbox',
    async open(tx, order) {
      const token = newToken();
      await tx.insert(sandboxBankTransactions).values({
        token,
        merchant: order.merchant,
        amount: order.amount,
        currency: order.currency,
        callbackUrl: order.callbackUrl,
        status: 'open',
        createdAt: clock(),
        updatedAt: clock(),
      });
      return { token, paymentUrl: `/bank/sandbox/${token}` };
    },
    async verify(tx, token): Promise<VerifyResult> {
      const [verified] = await tx
        .update(sandboxBankTransactions)
        .set({ status: 'verified', updatedAt: clock() })
        .where(
          and(eq(sandboxBankTransactions.token, token), eq(sandboxBankTransactions.status, 'paid')),
        )
        .returning();
      if (verified)
        return {
          ok: true,
          amount: verified.amount,
          currency: verified.currency,
          reference: verified.reference ?? '',
        };
      const row = await findBankTransaction(tx, token);
      if (!row) return { ok: false, reason: 'not_found' };
      // Paid but not moved means another verify took it in the meantime.
      return { ok: false, reason: row.status === 'paid' ? 'verified' : row.status };
    },
    async reverse(tx, token) {
      const [moved] = await tx
        .update(sandboxBankTransactions)
        .set({
          // An open transaction is closed (nothing was taken); a paid one gives the money back.
          status: sql`case when ${sandboxBankTransactions.status} = 'open' then 'cancelled' else 'reversed' end`,
          updatedAt: clock(),
        })
        .where(
          and(
            eq(sandboxBankTransactions.token, token),
            sql`${sandboxBankTransactions.status} in ('open','paid','verified')`,
          ),
        )
        .returning({ token: sandboxBankTransactions.token });
      return moved !== undefined;
    },
    async refund(tx, token, amount) {
      if (!Number.isSafeInteger(amount) || amount <= 0) return false;
      // Only a verified (committed) payment has money to give back; the condition and the
      // table's CHECK keep the total refunded within the amount paid, under the row's lock.
      const [moved] = await tx
        .update(sandboxBankTransactions)
        .set({
          refunded: sql`${sandboxBankTransactions.refunded} + ${amount}`,
          updatedAt: clock(),
        })
        .where(
          and(
            eq(sandboxBankTransactions.token, token),
            eq(sandboxBankTransactions.status, 'verified'),
            sql`${sandboxBankTransactions.refunded} + ${amount} <= ${sandboxBankTransactions.amount}`,
          ),
        )
        .returning({ token: sandboxBankTransactions.token });
      return moved !== undefined;
    },
    async inquire(tx, token): Promise<Inquiry> {
      const row = await findBankTransaction(tx, token);
      if (!row) return { status: 'not_found', changedAt: null };
      return { status: row.status, changedAt: row.updatedAt };
    },
  };
}
