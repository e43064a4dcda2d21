import type { Currency } from '@parvaz/domain/format/money';
import type { Language } from '@parvaz/domain/languages';
import type { Database } from '../../db/client';

interface PaymentOrderBase {
  tenant: string;
  /** Minor units of `currency`. */
  amount: number;
  currency: Currency;
  /** Language of the bank's page and of the result page. */
  lang: Language;
}

/** A booking waiting for its payment. */
export interface BookingPaymentOrder extends PaymentOrderBase {
  purpose: 'booking';
  bookingId: number;
}

/** Credit a customer adds to their wallet; the settled payment credits `userId`'s wallet. */
export interface TopupPaymentOrder extends PaymentOrderBase {
  purpose: 'topup';
  userId: number;
}

/**
 * Services added to a confirmed booking after the sale (`/ssr`): the settled payment confirms the
 * booking_services rows that carry its id.
 */
export interface ServicesPaymentOrder extends PaymentOrderBase {
  purpose: 'services';
  bookingId: number;
}

/** What the site asks to be paid for. */
export type PaymentOrder = BookingPaymentOrder | TopupPaymentOrder | ServicesPaymentOrder;

/**
 * Opens a payment at the provider inside the caller's transaction (so a booking and its payment
 * exist together or not at all) and answers where the browser goes to pay.
 */
export type StartPayment = (
  tx: Database,
  order: PaymentOrder,
) => Promise<{ paymentId: number; paymentUrl: string }>;
