import { randomBytes, randomInt } from 'node:crypto';
import { z } from 'zod';
import { addDays, formatIsoDate, parseIsoDate } from '@parvaz/domain/calendar/plain-date';
import { instantAt } from '@parvaz/domain/calendar/zoned';
import type { Database } from '../../db/client';
import type {
  Inquiry,
  Notification,
  PaymentProvider,
  SettledMovement,
  VerifyResult,
} from '../payments/payments.api';
import {
  addPayRefunded,
  insertPay,
  lockPay,
  logPayMovement,
  movePay,
  payMovementsBetween,
  payOf,
  queueNotification,
  type PayRow,
} from './sandbox-pay.repository';
import { checkSignature, signatureHeader } from './sandbox-pay.signature';

export type { PayRow } from './sandbox-pay.repository';

export const sandboxPayName = 'sandbox-pay';

/** Sandbox Pay settles its days in UTC, as many card processors abroad do. */
export const sandboxPayTimeZone = 'UTC';

export const sandboxPayLogoPath = '/bank/logo/sandbox-pay.svg';

const tokenPattern = /^[\w-]{16,64}$/;

export async function findPay(db: Database, token: string): Promise<PayRow | undefined> {
  return tokenPattern.test(token) ? payOf(db, token) : undefined;
}

const bodySchema = z.object({ id: z.string(), type: z.string(), token: z.string() });

/**
 * The payer's decision on the hosted page: only an open payment moves. Authorised, the payment
 * waits for the merchant's capture; either way the merchant is told by a notification, queued in
 * the same transaction (sent at once, unless the sandbox is asked to hold it).
 */
export async function decideAtSandboxPay(
  db: Database,
  token: string,
  outcome: 'authorized' | 'declined' | 'cancelled',
  options: { now: Date; holdNotification: boolean },
): Promise<PayRow | undefined> {
  return db.transaction(async (tx) => {
    const moved = await movePay(tx, token, 'open', {
      status: outcome,
      reference: outcome === 'authorized' ? referenceNumber() : null,
      updatedAt: options.now,
    });
    if (!moved) return undefined;
    await queueNotification(tx, {
      id: `evt_${randomBytes(12).toString('base64url')}`,
      token,
      type: `payment.${outcome}`,
      held: options.holdNotification,
      at: options.now,
    });
    return moved;
  });
}

function referenceNumber(): string {
  return `SP${Array.from({ length: 10 }, () => String(randomInt(10))).join('')}`;
}

/**
 * Sandbox Pay as a provider: its hosted page takes the payment, a signed notification (HMAC over
 * the raw body with the shared secret, timestamped) tells us, and our capture (`verify`) commits
 * the money. Its ledger is `sandbox_pay_payments` and its settlement report `sandbox_pay_movements`.
 */
export function sandboxPay(options: { secret: Buffer; clock?: () => Date }): PaymentProvider {
  const clock = options.clock ?? (() => new Date());
  return {
    name: sandboxPayName,
    label: (t) => t('hostedBankName', { ns: 'bank' }),
    logoPath: sandboxPayLogoPath,
    authenticate({ rawBody, headers, now }): Notification {
      const checked = checkSignature(options.secret, rawBody, headers[signatureHeader], now);
      if (checked !== 'ok') return { ok: false, reason: checked };
      let parsed: unknown;
      try {
        parsed = JSON.parse(rawBody);
      } catch {
        return { ok: false, reason: 'malformed' };
      }
      const body = bodySchema.safeParse(parsed);
      if (!body.success) return { ok: false, reason: 'malformed' };
      return { ok: true, id: body.data.id, token: body.data.token };
    },
    async open(tx, order) {
      const token = randomBytes(24).toString('base64url');
      await insertPay(tx, {
        token,
        merchant: order.merchant,
        amount: order.amount,
        currency: order.currency,
        returnUrl: order.callbackUrl,
        status: 'open',
        createdAt: clock(),
        updatedAt: clock(),
      });
      return { token, paymentUrl: `/bank/sandbox-pay/${token}` };
    },
    async verify(tx, token): Promise<VerifyResult> {
      const at = clock();
      const captured = await movePay(tx, token, 'authorized', {
        status: 'captured',
        updatedAt: at,
      });
      if (captured) {
        await logPayMovement(tx, captured, 'captured', captured.amount, at);
        return {
          ok: true,
          amount: captured.amount,
          currency: captured.currency,
          reference: captured.reference ?? '',
        };
      }
      const row = await findPay(tx, token);
      if (!row) return { ok: false, reason: 'not_found' };
      const reason = {
        open: 'open',
        authorized: 'verified',
        captured: 'verified',
        declined: 'declined',
        cancelled: 'cancelled',
        reversed: 'reversed',
      } as const;
      return { ok: false, reason: reason[row.status] };
    },
    async reverse(tx, token) {
      const row = await lockPay(tx, token);
      if (!row || !['open', 'authorized', 'captured'].includes(row.status)) return false;
      const at = clock();
      await movePay(tx, token, row.status, {
        status: row.status === 'open' ? 'cancelled' : 'reversed',
        updatedAt: at,
      });
      // Only captured money was the merchant's: giving it back is in the settlement report.
      if (row.status === 'captured' && row.amount > row.refunded)
        await logPayMovement(tx, row, 'reversed', row.amount - row.refunded, at);
      return true;
    },
    async refund(tx, token, amount) {
      if (!Number.isSafeInteger(amount) || amount <= 0) return false;
      const at = clock();
      const moved = await addPayRefunded(tx, token, amount, at);
      if (moved) await logPayMovement(tx, moved, 'refunded', amount, at);
      return moved !== undefined;
    },
    async inquire(tx, token): Promise<Inquiry> {
      const row = await findPay(tx, token);
      if (!row) return { status: 'not_found', changedAt: null };
      const status = {
        open: 'open',
        authorized: 'paid',
        captured: 'verified',
        declined: 'declined',
        cancelled: 'cancelled',
        reversed: 'reversed',
      } as const;
      return { status: status[row.status], changedAt: row.updatedAt };
    },
    timeZone: sandboxPayTimeZone,
    async settledMovements(tx, { merchant, day }): Promise<SettledMovement[]> {
      const from = instantAt(day, '00:00', sandboxPayTimeZone);
      const to = instantAt(
        formatIsoDate(addDays(parseIsoDate(day), 1)),
        '00:00',
        sandboxPayTimeZone,
      );
      const rows = await payMovementsBetween(tx, merchant, from, to);
      return rows.map((row) => ({
        token: row.token,
        kind: row.kind === 'captured' ? 'verified' : row.kind,
        amount: row.amount,
        currency: row.currency,
        at: row.at,
      }));
    },
  };
}
