import { randomBytes, randomInt } from 'node:crypto';
import { addDays, formatIsoDate, parseIsoDate } from '@parvaz/domain/calendar/plain-date';
import { instantAt } from '@parvaz/domain/calendar/zoned';
import type { Database } from '../../db/client';
import type {
  Inquiry,
  PaymentProvider,
  SettledMovement,
  VerifyResult,
} from '../payments/payments.api';
import {
  addRefunded,
  bankTransactionOf,
  insertBankTransaction,
  lockBankTransaction,
  logMovement,
  moveBankTransaction,
  settledMovementsBetween,
  type BankTransaction,
} from './sandbox-bank.repository';

export type { BankTransaction } from './sandbox-bank.repository';

/** The sandbox mimics an Iranian gateway: its settlement days are Tehran's. */
export const sandboxTimeZone = 'Asia/Tehran';

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
  return bankTransactionOf(db, token);
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
  const paid = decision.outcome === 'paid';
  const moved = await moveBankTransaction(
    db,
    token,
    'open',
    values,
    paid ? { kind: 'paid', settled: false, at: now } : undefined,
  );
  if (moved) return { moved: true, row: moved };
  return { moved: false, row: await findBankTransaction(db, token) };
}

function referenceNumber(): string {
  return Array.from({ length: 12 }, () => String(randomInt(10))).join('');
}

export const sandboxLogoPath = '/bank/logo/sandbox.svg';

/**
 * The built-in gateway, shaped as Iranian gateways are (the browser comes back to our callback,
 * which verifies); its ledger is `sandbox_bank_transactions`.
 */
export function sandboxBank(clock: () => Date = () => new Date()): PaymentProvider {
  return {
    name: 'sandbox',
    label: (t) => t('bankName', { ns: 'bank' }),
    logoPath: sandboxLogoPath,
    async open(tx, order) {
      const token = newToken();
      await insertBankTransaction(tx, {
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
      const at = clock();
      const verified = await moveBankTransaction(
        tx,
        token,
        'paid',
        { status: 'verified', updatedAt: at },
        { kind: 'verified', settled: true, at },
      );
      if (verified) {
        return {
          ok: true,
          amount: verified.amount,
          currency: verified.currency,
          reference: verified.reference ?? '',
        };
      }
      const row = await findBankTransaction(tx, token);
      if (!row) return { ok: false, reason: 'not_found' };
      // Paid but not moved means another verify took it in the meantime.
      return { ok: false, reason: row.status === 'paid' ? 'verified' : row.status };
    },
    async reverse(tx, token) {
      // Read under the row's lock first: whether the money given back had been committed (a
      // verified transaction) decides what the bank's settlement report says of it.
      const row = await lockBankTransaction(tx, token);
      if (!row || (row.status !== 'open' && row.status !== 'paid' && row.status !== 'verified'))
        return false;
      const at = clock();
      // An open transaction is closed (nothing was taken); a paid one gives the money back.
      await moveBankTransaction(tx, token, null, {
        status: row.status === 'open' ? 'cancelled' : 'reversed',
        updatedAt: at,
      });
      // What was refunded already went back to the card: a reversal returns the rest.
      if (row.status !== 'open' && row.amount > row.refunded)
        await logMovement(
          tx,
          { ...row, amount: row.amount - row.refunded },
          'reversed',
          row.status === 'verified',
          at,
        );
      return true;
    },
    async refund(tx, token, amount) {
      if (!Number.isSafeInteger(amount) || amount <= 0) return false;
      // Only a verified (committed) payment has money to give back; the condition and the
      // table's CHECK keep the total refunded within the amount paid, under the row's lock.
      const at = clock();
      const moved = await addRefunded(tx, token, amount, at);
      if (moved) await logMovement(tx, { ...moved, amount }, 'refunded', true, at);
      return moved !== undefined;
    },
    async inquire(tx, token): Promise<Inquiry> {
      const row = await findBankTransaction(tx, token);
      if (!row) return { status: 'not_found', changedAt: null };
      return { status: row.status, changedAt: row.updatedAt };
    },
    timeZone: sandboxTimeZone,
    async settledMovements(tx, { merchant, day }): Promise<SettledMovement[]> {
      const from = instantAt(day, '00:00', sandboxTimeZone);
      const to = instantAt(formatIsoDate(addDays(parseIsoDate(day), 1)), '00:00', sandboxTimeZone);
      const rows = await settledMovementsBetween(tx, merchant, from, to);
      return rows.flatMap((row) => (row.kind === 'paid' ? [] : [{ ...row, kind: row.kind }]));
    },
  };
}
