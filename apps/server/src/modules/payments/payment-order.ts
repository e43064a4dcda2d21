import type { Currency } from '@parvaz/domain/format/money';
import type { Language } from '@parvaz/domain/languages';
import type { PurchaseKindName } from '@parvaz/domain/payments/purchase-kinds';
import type { Database } from '../../db/client';

/**
 * What the site asks to be paid for: a purchase, named by its kind (registered with the app by
 * the capability that sells it: 'booking', 'services', 'topup', …) and its id as that kind reads
 * it. Payments store and hand back both, and know nothing else of what was bought.
 */
export interface PaymentOrder {
  tenant: string;
  purpose: PurchaseKindName;
  purchaseId: number;
  /** Minor units of `currency`. */
  amount: number;
  currency: Currency;
  /** Language of the bank's page and of the result page. */
  lang: Language;
  /**
   * The provider the payer picked (`payment/getBanksList`), when the site let them pick; else
   * the brand's configured provider.
   */
  provider?: string;
}

/**
 * Opens a payment at the provider inside the caller's transaction (so a booking and its payment
 * exist together or not at all) and answers where the browser goes to pay.
 */
export type StartPayment = (
  tx: Database,
  order: PaymentOrder,
) => Promise<{ paymentId: number; paymentUrl: string }>;
