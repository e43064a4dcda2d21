import { z } from 'zod';
import { currencySchema } from '@parvaz/domain/contracts/money';
import { isLanguage, type Language } from '@parvaz/domain/languages';
import type { Database } from '../../db/client';
import { issueReceipt, readReceipt } from '../booking/receipt';
import { AppError } from '../../platform/app-error';
import type { TokenSigner } from '../../platform/signed-token';
import type { Translate } from '../../platform/translator';
import { issueTickets } from '../booking/ticketing';
import {
  confirmServicesOfPayment,
  owedForServices,
  refuseServicesOfPayment,
} from '../ssr/services-settlement';
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
    ...(order.purpose === 'topup' ? { userId: order.userId } : { bookingId: order.bookingId }),
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

/**
 * A gateway's token or status as it comes back: letters, digits, `_` and `-` only. Anything else
 * (a NUL byte above all, which PostgreSQL refuses in text) cannot name a payment.
 */
export const gatewayTokenSchema = z.string().regex(/^[\w-]{1,128}$/);

export const callbackInputSchema = z.object({
  token: gatewayTokenSchema.optional(),
  status: z
    .string()
    .regex(/^[\w-]{0,16}$/)
    .optional(),
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
  | 'credited'
  | 'services_confirmed'
  | 'services_refused';

/** Where the browser goes after a top-up: the credit page of the profile. */
export function topupResultPath(ok: boolean): string {
  return `/profile/credit?payment=${ok ? 'ok' : 'failed'}`;
}

/**
 * Where the browser goes after paying for services added later: back to the services page, with
 * the booking's receipt (`flight/getBooking` shows every service with its state).
 */
export function servicesResultPath(receipt: string | null, ok: boolean, lang: Language): string {
  const query = new URLSearchParams();
  if (receipt) query.set('receipt', receipt);
  query.set('payment', ok ? 'ok' : 'failed');
  query.set('lang', lang);
  return `/ssr?${query.toString()}`;
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

type Settling = { settled: true } | { settled: false; outcome: CallbackOutcome };

/**
 * The steps every purpose's callback shares, inside the callback's transaction with the payment
 * row locked and pending: verified at the bank (a declined or cancelled one closed), the amount
 * checked against the payment and against what it pays for (`owed`, null when that is gone) —
 * a mismatch fails and gives the money back — then pending → paid, once.
 */
async function verifyAndSettle(
  deps: PaymentDeps,
  tx: Database,
  payment: PaymentRow,
  token: string,
  callbackStatus: string | null,
  now: Date,
  owed: { amount: number; currency: string; detail?: Record<string, unknown> } | null,
): Promise<Settling> {
  const verified = await deps.provider.verify(tx, token);
  if (!verified.ok) {
    const closed = await closeUnverified(tx, payment.id, verified.reason, callbackStatus, now);
    // Still open at the bank (a callback before paying, or a forged one): nothing moves.
    return { settled: false, outcome: closed ?? 'not_paid' };
  }
  await recordEvent(tx, payment.id, 'verified', {
    reference: verified.reference,
    amount: verified.amount,
    currency: verified.currency,
  });
  const matches =
    verified.amount === payment.amount &&
    verified.currency === payment.currency &&
    owed?.amount === payment.amount &&
    owed.currency === payment.currency;
  if (!matches) {
    await movePayment(tx, payment.id, 'pending', 'failed', now);
    await recordEvent(tx, payment.id, 'mismatch', {
      bank: { amount: verified.amount, currency: verified.currency },
      payment: { amount: payment.amount, currency: payment.currency },
      ...owed?.detail,
    });
    await deps.provider.reverse(tx, token);
    await recordEvent(tx, payment.id, 'reversed', { reason: 'mismatch' });
    return { settled: false, outcome: 'mismatch' };
  }
  if (!(await movePayment(tx, payment.id, 'pending', 'paid', now)))
    return { settled: false, outcome: 'already' };
  await recordEvent(tx, payment.id, 'settled', { reference: verified.reference });
  return { settled: true };
}

/** A settled payment whose purchase could not be delivered after all: the money goes back. */
async function giveBack(
  deps: PaymentDeps,
  tx: Database,
  payment: PaymentRow,
  token: string,
  now: Date,
  reason: string,
): Promise<void> {
  await deps.provider.reverse(tx, token);
  await movePayment(tx, payment.id, 'paid', 'reversed', now);
  await recordEvent(tx, payment.id, 'reversed', { reason });
}

/**
 * A top-up's callback: verified and settled, then the wallet credited once — a repeated callback
 * finds the payment paid and adds nothing.
 */
async function settleTopup(
  deps: PaymentDeps,
  tx: Database,
  payment: PaymentRow,
  token: string,
  callbackStatus: string | null,
  now: Date,
): Promise<CallbackOutcome> {
  const currency = currencySchema.safeParse(payment.currency);
  const owed =
    currency.success && payment.userId !== null
      ? { amount: payment.amount, currency: payment.currency }
      : null;
  const settling = await verifyAndSettle(deps, tx, payment, token, callbackStatus, now, owed);
  if (!settling.settled || !currency.success || payment.userId === null)
    return settling.settled ? 'mismatch' : settling.outcome;
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
 * The callback of services added to a booking after the sale: verified against the sum of the
 * services the payment is for, settled, then the services confirmed (their animal places taken on
 * the flights) — or, when the booking or the flights' room can no longer take them, refused and
 * the money given back. A payment that ends unpaid refuses its services.
 */
async function settleServices(
  deps: PaymentDeps,
  tx: Database,
  payment: PaymentRow,
  booking: { currency: string } | undefined,
  token: string,
  callbackStatus: string | null,
  now: Date,
): Promise<CallbackOutcome> {
  const owed =
    booking && payment.bookingId !== null
      ? { amount: await owedForServices(tx, payment.id), currency: booking.currency }
      : null;
  const settling = await verifyAndSettle(deps, tx, payment, token, callbackStatus, now, owed);
  if (!settling.settled) {
    if (settling.outcome !== 'not_paid' && settling.outcome !== 'already')
      await refuseServicesOfPayment(tx, payment.id);
    return settling.outcome;
  }
  const settled = await confirmServicesOfPayment(
    tx,
    { id: payment.id, bookingId: payment.bookingId ?? 0 },
    { now, translatorFor: deps.translatorFor },
  );
  if (!settled.ok) {
    await giveBack(deps, tx, payment, token, now, settled.reason);
    return 'services_refused';
  }
  await recordEvent(tx, payment.id, 'servicesConfirmed', { count: settled.confirmed });
  return 'services_confirmed';
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
  const callbackStatus = input.status ?? null;
  const result = await deps.db.transaction(async (tx) => {
    const none = { bookingId: null, lang: null, page: 'booking' as const, ok: false };
    const payment = token ? await lockPaymentByToken(tx, deps.provider.name, token) : undefined;
    if (!payment) return { outcome: 'unknown' as const, ...none };
    if (payment.purpose === 'topup') {
      const outcome =
        payment.status === 'pending'
          ? await settleTopup(deps, tx, payment, token, callbackStatus, now)
          : ('already' as const);
      const ok = outcome === 'credited' || (outcome === 'already' && payment.status === 'paid');
      return { outcome, ...none, page: 'topup' as const, ok };
    }
    const booking = payment.bookingId
      ? await findBookingForPayment(tx, payment.bookingId)
      : undefined;
    const base = { bookingId: payment.bookingId, lang: booking?.lang ?? null };
    if (payment.purpose === 'services') {
      const outcome =
        payment.status === 'pending'
          ? await settleServices(deps, tx, payment, booking, token, callbackStatus, now)
          : ('already' as const);
      const ok =
        outcome === 'services_confirmed' || (outcome === 'already' && payment.status === 'paid');
      return { outcome, ...base, page: 'services' as const, ok };
    }
    const page = { page: 'booking' as const, ok: false };
    if (payment.status !== 'pending') return { outcome: 'already' as const, ...base, ...page };

    const owed = booking
      ? {
          amount: booking.amount,
          currency: booking.currency,
          detail: { booking: { amount: booking.amount, currency: booking.currency } },
        }
      : null;
    const settling = await verifyAndSettle(deps, tx, payment, token, callbackStatus, now, owed);
    if (!settling.settled || !booking) {
      const outcome = settling.settled ? ('mismatch' as const) : settling.outcome;
      return { outcome, ...base, ...page };
    }

    if (!(await confirmBooking(tx, booking.id, now))) {
      // The hold ran out (or the booking was paid another way): the money goes back.
      await giveBack(deps, tx, payment, token, now, 'bookingNotPayable');
      return { outcome: 'booking_expired' as const, ...base, ...page };
    }
    const issued = await issueTickets(tx, booking.id, {
      now,
      translatorFor: deps.translatorFor,
    });
    await recordEvent(tx, payment.id, 'ticketsIssued', { count: issued.length });
    return { outcome: 'settled' as const, ...base, ...page };
  });

  if (result.page === 'topup')
    return { outcome: result.outcome, location: topupResultPath(result.ok) };
  const lang = result.lang && isLanguage(result.lang) ? result.lang : requestLang;
  const receipt =
    result.bookingId !== null ? issueReceipt(deps.signer, result.bookingId, now) : null;
  if (result.page === 'services')
    return { outcome: result.outcome, location: servicesResultPath(receipt, result.ok, lang) };
  const query = new URLSearchParams();
  if (receipt) query.set('receipt', receipt);
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
