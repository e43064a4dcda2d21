import type { PayStayAgainResponse } from '@parvaz/domain/contracts/hotel-stays';
import { currencySchema } from '@parvaz/domain/contracts/money';
import type { Language } from '@parvaz/domain/languages';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { stillToPay, type StartPayment } from '../payments/payments.api';
import { stayPayableForMs } from './hotel-stay-hold';
import { lockStay } from './hotel-stay.repository';

export interface PayStayAgainDeps {
  db: Database;
  now: () => Date;
  startPayment: StartPayment;
}

/**
 * `hotel/payAgain`: another try at paying a stay still waiting for payment (after a declined card
 * or a cancel at the bank), as flight bookings have `payment/start`. The stay is locked so the
 * hold-expiry job cannot let its nights go in between; earlier payments stay as they are, and
 * should two be paid, the second finds the stay confirmed and is given back.
 */
export async function payStayAgain(
  deps: PayStayAgainDeps,
  stayId: number,
  lang: Language,
): Promise<PayStayAgainResponse> {
  return deps.db.transaction(async (tx) => {
    const stay = await lockStay(tx, stayId);
    if (!stay) throw new AppError('NOT_FOUND', 'trackingNotFound');
    // The same charge as the first try: the amount and currency the stay recorded.
    const currency = currencySchema.safeParse(stay.chargeCurrency);
    if (stayPayableForMs(stay, deps.now()) === 0 || !currency.success)
      throw new AppError('EXPIRED', 'bookingNotPayable');
    return deps.startPayment(tx, {
      tenant: stay.tenant,
      purpose: 'hotel',
      purchaseId: stay.id,
      // The wallet's part still held stays: the card asks the rest.
      amount: await stillToPay(
        tx,
        stay.tenant,
        { kind: 'hotel', id: stay.id },
        { amount: stay.chargeAmount, currency: currency.data },
      ),
      currency: currency.data,
      lang,
    });
  });
}
