import { currencySchema } from '@parvaz/domain/contracts/money';
import type { Language } from '@parvaz/domain/languages';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/app-error';
import type { TokenSigner } from '../../platform/signed-token';
import { stillToPay, type StartPayment } from '../payments/payments.api';
import { lockBookingForPayment } from './booking-payment.repository';
import { readReceipt } from './receipt';

export interface PayAgainDeps {
  db: Database;
  now: () => Date;
  signer: TokenSigner;
  startPayment: StartPayment;
}

/**
 * `payment/start`: another try at paying a booking still waiting for payment (after a declined
 * card or a cancel), named by the signed receipt the result page carries. Earlier payments stay
 * as they are; should two of them be paid, the second finds the booking confirmed and is reversed.
 */
export async function payAgain(
  deps: PayAgainDeps,
  tenant: string,
  receipt: string,
  lang: Language,
): Promise<{ paymentId: number; paymentUrl: string }> {
  const now = deps.now();
  const bookingId = readReceipt(deps.signer, receipt, now);
  if (typeof bookingId !== 'number') throw new AppError('NOT_FOUND', 'paymentNotFound');
  return deps.db.transaction(async (tx) => {
    const booking = await lockBookingForPayment(tx, bookingId);
    if (!booking || booking.tenant !== tenant) throw new AppError('NOT_FOUND', 'paymentNotFound');
    const currency = currencySchema.safeParse(booking.currency);
    if (booking.status !== 'pending_payment' || booking.payBy <= now || !currency.success)
      throw new AppError('EXPIRED', 'bookingNotPayable');
    return deps.startPayment(tx, {
      tenant,
      purpose: 'booking',
      purchaseId: bookingId,
      // The wallet's part still held stays: the card asks the rest.
      amount: await stillToPay(
        tx,
        tenant,
        { kind: 'booking', id: bookingId },
        { amount: booking.amount, currency: currency.data },
      ),
      currency: currency.data,
      lang,
    });
  });
}
