import type { Database } from '../../db/client';
import type { PaymentProvider } from './payment-provider';
import { recordEvent } from './payments.repository';

/**
 * Gives part of a settled payment back to the card it came from, inside the caller's
 * transaction (a ticket refund): the provider's refund and a `refunded` payment event, or nothing
 * at all. The payment keeps its status: a partial refund leaves it paid.
 */
export async function refundToCard(
  tx: Database,
  provider: PaymentProvider,
  payment: { id: number; provider: string; providerToken: string },
  amount: number,
  detail: Record<string, unknown>,
): Promise<boolean> {
  if (payment.provider !== provider.name) return false;
  if (!(await provider.refund(tx, payment.providerToken, amount))) return false;
  await recordEvent(tx, payment.id, 'refunded', { amount, ...detail });
  return true;
}
