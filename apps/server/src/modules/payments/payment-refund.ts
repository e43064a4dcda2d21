import type { Database } from '../../db/client';
import { postReturned } from './payment-postings';
import type { PaymentProviders } from './provider-registry';
import { findPaymentById, recordEvent } from './payments.repository';

/**
 * Gives part of a settled payment back to the card it came from, inside the caller's
 * transaction (a ticket refund): the provider's refund, a `refunded` payment event and the
 * ledger's entry (the money leaves the bank's clearing account; the seller has already moved the
 * refund onto the purchase clearing account), or nothing at all. `reference` names the refund,
 * once per payment. The payment keeps its status: a partial refund leaves it paid. The money goes
 * back through the provider the payment was made at.
 */
export async function refundToCard(
  tx: Database,
  providers: Pick<PaymentProviders, 'has' | 'named'>,
  refund: { paymentId: number; amount: number; reference: string; at: Date },
  detail: Record<string, unknown>,
): Promise<boolean> {
  const payment = await findPaymentById(tx, refund.paymentId);
  if (!payment || !providers.has(payment.provider)) return false;
  const provider = providers.named(payment.provider);
  if (!(await provider.refund(tx, payment.providerToken, refund.amount))) return false;
  await recordEvent(tx, payment.id, 'refunded', { amount: refund.amount, ...detail });
  await postReturned(
    tx,
    payment,
    { key: `refund:${refund.reference}`, amount: refund.amount },
    refund.at,
  );
  return true;
}
