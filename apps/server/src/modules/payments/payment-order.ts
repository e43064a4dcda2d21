import type { Currency } from '@parvaz/domain/format/money';
import type { Language } from '@parvaz/domain/languages';
import type { Database } from '../../db/client';

/** What the site asks to be paid for. */
export interface PaymentOrder {
  tenant: string;
  purpose: 'booking';
  bookingId: number;
  /** Minor units of `currency`. */
  amount: number;
  currency: Currency;
  /** Language of the bank's page and of the result page. */
  lang: Language;
}

/**
 * Opens a payment at the provider inside the caller's transaction (so a booking and its payment
 * exist together or not at all) and answers where the browser goes to pay.
 */
export type StartPayment = (
  tx: Database,
  order: PaymentOrder,
) => Promise<{ paymentId: number; paymentUrl: string }>;
