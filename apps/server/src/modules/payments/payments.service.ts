import { z } from 'zod';
import { currencySchema } from '@parvaz/domain/format/money';
import { isLanguage, type Language } from '@parvaz/domain/languages';
import type { Database } from '../../db/client';
import { issueReceipt, readReceipt } from '../booking/receipt';
import { AppError } from '../../platform/app-error';
import type { TokenSigner } from '../../platform/signed-token';
import type { Translate } from '../../platform/translator';
import { issueTickets } from '../booking/ticketing';
import { creditTopup } from '../wallet/wallet.service';
import type { StartPayment } from './payment-order';
import type { PaymentProvider, VerifyResult } from './payment-provider';
import {
  confirmBooking,
  findBookingForPayment,
  findPaymentForTenant,
  insertPayment,
  lockBookingForPayment,
  lockPaymentByToken,
  movePayment,
  recordEvent,
  type PaymentRow,
  type PaymentStatus,
} from './payments.repository';
import { sandboxBank } from './sandbox-bank';

export interface PaymentDeps {
  db: Database;
  now: () => Date;
  signer: TokenSigner;
  translatorFor: (language: Language) => Translate;
  provider: PaymentProvider;
}

/** The one gateway the platform has today. */
export const sandboxProvider = sandboxBank();

export const paymentCallbackPath = '/api/payment/callback';

/**
 * Opens a payment inside the caller's transaction (bookFlight for a booking, increaseCredit for
 * a wallet top-up): the bank's transaction, our `payments` row and its 'created' event.
 */
export const startPayment: StartPayment = (tx, order) => openPayment(tx, sandboxProvider, order);

export async function openPayment(
  tx: Database,
  provider: PaymentProvider,
  order: Parameters<StartPayment>[1],
): Promise<{ paymentId: number; paymentUrl: string }> {
  const opened = await provider.open(tx, {
    amount: order.amount,
    currency: order.currency,
    merchant: order.tenant,
    callbackUrl: paymentCallbackPath,
  });
  const payment = await insertPayment(tx, {
    tenant: order.tenant,
    purpose: order.purpose,
    ...(order.purpose === 'booking' ? { bookingId: order.bookingId } : { userId: order.userId }),
    provider: provider.name,
    providerToken: opened.token,
    amount: order.amount,
    currency: order.currency,
    status: 'pending',
  });
  await recordEvent(tx, payment.id, 'created', {
    amount: order.amount,
    currency: order.currency,
    lang: order.lang,
  });
  return { paymentId: payment.id, paymentUrl: opened.paymentUrl };
}

export const callbackInputSchema = z.object({
  token: z.string().max(128).optional(),
  status: z.string().max(16).optional(),
});

export type CallbackOutcome =
  | 'settled'
  | 'already'
  | 'unknown'
  | 'not_paid'
  | 'failed'
  | 'cancelled'
  | 'mismatch'
  | 'booking_expired'
  | 'credited';

/** Where the browser goes after a top-up: the credit page of the profile. */
export function topupResultPath(ok: boolean): string {
  return `/profile/credit?payment=${ok ? 'ok' : 'failed'}`;
}

/**
 * A payment the bank would not verify: declined or cancelled there, the pending payment moves
 * to failed or cancelled (the event recorded once); null while the bank still holds it open.
 */
async function closeUnverified(
  tx: Database,
  paymentId: number,
  reason: Extract<VerifyResult, { ok: false }>['reason'],
  callbackStatus: string | null,
  now: Date,
): Promise<'failed' | 'cancelled' | null> {
  const to: PaymentStatus | null =
    reason === 'declined' ? 'failed' : reason === 'cancelled' ? 'cancelled' : null;
  if (!to) return null;
  if (await movePayment(tx, paymentId, 'pending', to, now))
    await recordEvent(tx, paymentId, reason, { callbackStatus });
  return to;
}

/**
 * A top-up's callback inside the callback's transaction, the payment row locked and pending:
 * verified at the bank, the amount checked, the payment moved to paid and the wallet credited
 * once — a repeated callback finds the payment paid and adds nothing.
 */
async function settleTopup(
  deps: PaymentDeps,
  tx: Database,
  payment: PaymentRow,
  token: string,
  callbackStatus: string | null,
  now: Date,
): Promise<CallbackOutcome> {
  const verified = await deps.provider.verify(tx, token);
  if (!verified.ok)
    return (
      (await closeUnverified(tx, payment.id, verified.reason, callbackStatus, now)) ?? 'not_paid'
    );
  await recordEvent(tx, payment.id, 'verified', {
    reference: verified.reference,
    amount: verified.amount,
    currency: verified.currency,
  });
  const currency = currencySchema.safeParse(payment.currency);
  if (
    verified.amount !== payment.amount ||
    verified.currency !== payment.currency ||
    !currency.success ||
    payment.userId === null
  ) {
    await movePayment(tx, payment.id, 'pending', 'failed', now);
    await recordEvent(tx, payment.id, 'mismatch', {
      bank: { amount: verified.amount, currency: verified.currency },
      payment: { amount: payment.amount, currency: payment.currency },
    });
    await deps.provider.reverse(tx, token);
    await recordEvent(tx, payment.id, 'reversed', { reason: 'mismatch' });
    return 'mismatch';
  }
  if (!(await movePayment(tx, payment.id, 'pending', 'paid', now))) return 'already';
  await recordEvent(tx, payment.id, 'settled', { reference: verified.reference });
  const { credited, entry } = await creditTopup(tx, {
    id: payment.id,
    userId: payment.userId,
    amount: payment.amount,
    currency: currency.data,
  });
  if (credited) await recordEvent(tx, payment.id, 'credited', { entry: entry.code });
  return 'credited';
}

/**
 * The bank sends the browser back here. Whatever the request says, the bank's own ledger decides:
 * a forged status or a repeated callback moves nothing. Concurrent callbacks queue on the payment
 * row's lock and only the first one that finds it pending goes on; every move is a conditional
 * update and writes a payment event.
 */
export async function handleCallback(
  deps: PaymentDeps,
  input: { token?: string | undefined; status?: string | undefined },
  requestLang: Language,
): Promise<{ outcome: CallbackOutcome; location: string }> {
  const token = input.token ?? '';
  const now = deps.now();
  const result = await deps.db.transaction(async (tx) => {
    const payment = token ? await lockPaymentByToken(tx, deps.provider.name, token) : undefined;
    if (!payment) return { outcome: 'unknown' as const, bookingId: null, lang: null, topup: null };
    if (payment.purpose === 'topup') {
      const outcome =
        payment.status === 'pending'
          ? await settleTopup(deps, tx, payment, token, input.status ?? null, now)
          : ('already' as const);
      const ok = outcome === 'credited' || (outcome === 'already' && payment.status === 'paid');
      return { outcome, bookingId: null, lang: null, topup: { ok } };
    }
    const booking = payment.bookingId
      ? await findBookingForPayment(tx, payment.bookingId)
      : undefined;
    const base = { bookingId: payment.bookingId, lang: booking?.lang ?? null, topup: null };
    if (payment.status !== 'pending') return { outcome: 'already' as const, ...base };

    const verified = await deps.provider.verify(tx, token);
    if (!verified.ok) {
      const closed = await closeUnverified(
        tx,
        payment.id,
        verified.reason,
        input.status ?? null,
        now,
      );
      // Still open at the bank (a callback before paying, or a forged one): nothing moves.
      return { outcome: closed ?? ('not_paid' as const), ...base };
    }
    await recordEvent(tx, payment.id, 'verified', {
      reference: verified.reference,
      amount: verified.amount,
      currency: verified.currency,
    });

    const matches =
      verified.amount === payment.amount &&
      verified.currency === payment.currency &&
      booking?.amount === payment.amount &&
      booking.currency === payment.currency;
    if (!matches || !booking) {
      await movePayment(tx, payment.id, 'pending', 'failed', now);
      await recordEvent(tx, payment.id, 'mismatch', {
        bank: { amount: verified.amount, currency: verified.currency },
        payment: { amount: payment.amount, currency: payment.currency },
        booking: booking ? { amount: booking.amount, currency: booking.currency } : null,
      });
      await deps.provider.reverse(tx, token);
      await recordEvent(tx, payment.id, 'reversed', { reason: 'mismatch' });
      return { outcome: 'mismatch' as const, ...base };
    }

    if (!(await movePayment(tx, payment.id, 'pending', 'paid', now)))
      return { outcome: 'already' as const, ...base };
    await recordEvent(tx, payment.id, 'settled', { reference: verified.reference });

    if (!(await confirmBooking(tx, booking.id, now))) {
      // The hold ran out (or the booking was paid another way): the money goes back.
      await deps.provider.reverse(tx, token);
      await movePayment(tx, payment.id, 'paid', 'reversed', now);
      await recordEvent(tx, payment.id, 'reversed', { reason: 'bookingNotPayable' });
      return { outcome: 'booking_expired' as const, ...base };
    }
    const issued = await issueTickets(tx, booking.id, {
      now,
      translatorFor: deps.translatorFor,
    });
    await recordEvent(tx, payment.id, 'ticketsIssued', { count: issued.length });
    return { outcome: 'settled' as const, ...base };
  });

  if (result.topup) return { outcome: result.outcome, location: topupResultPath(result.topup.ok) };
  const lang = result.lang && isLanguage(result.lang) ? result.lang : requestLang;
  const query = new URLSearchParams();
  if (result.bookingId !== null) {
    query.set('receipt', issueReceipt(deps.signer, result.bookingId, now));
  }
  query.set('lang', lang);
  return { outcome: result.outcome, location: `/booking/result?${query.toString()}` };
}

/**
 * `payment/start`: another try at paying a booking still waiting for payment (after a declined
 * card or a cancel), named by the signed receipt the result page carries. Earlier payments stay
 * as they are; should two of them be paid, the second finds the booking confirmed and is reversed.
 */
export async function restartPayment(
  deps: PaymentDeps,
  tenant: string,
  receipt: string,
  lang: Language,
): Promise<{ paymentId: number; paymentUrl: string }> {
  const bookingId = readReceipt(deps.signer, receipt, deps.now());
  if (typeof bookingId !== 'number') throw new AppError('NOT_FOUND', 'paymentNotFound');
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const booking = await lockBookingForPayment(tx, bookingId);
    if (!booking || booking.tenant !== tenant) throw new AppError('NOT_FOUND', 'paymentNotFound');
    const currency = currencySchema.safeParse(booking.currency);
    if (booking.status !== 'pending_payment' || booking.payBy <= now || !currency.success)
      throw new AppError('EXPIRED', 'bookingNotPayable');
    return openPayment(tx, deps.provider, {
      tenant,
      purpose: 'booking',
      bookingId,
      amount: booking.amount,
      currency: currency.data,
      lang,
    });
  });
}

/** A payment's state for the client (`payment/verify`); only the tenant's own payments. */
export async function paymentStatus(
  deps: PaymentDeps,
  tenant: string,
  token: string,
): Promise<{ paymentId: number; status: PaymentStatus; amount: number; currency: string }> {
  const payment = await findPaymentForTenant(deps.db, deps.provider.name, token, tenant);
  if (!payment) throw new AppError('NOT_FOUND', 'paymentNotFound');
  return {
    paymentId: payment.id,
    status: payment.status,
    amount: payment.amount,
    currency: payment.currency,
  };
}

export const sandboxLogoPath = '/bank/logo/sandbox.svg';

export function banksList(t: Translate): Array<{ id: string; name: string; logo: string }> {
  return [{ id: 'sandbox', name: t('bankName', { ns: 'bank' }), logo: sandboxLogoPath }];
}
