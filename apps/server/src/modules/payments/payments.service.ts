import { z } from 'zod';
import { isLanguage, type Language } from '@parvaz/domain/languages';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/app-error';
import type { Translate } from '../../platform/translator';
import type { PaymentOrder, StartPayment } from './payment-order';
import type { PaymentProvider, VerifyResult } from './payment-provider';
import type { PaymentProviders } from './provider-registry';
import {
  findPaymentForTenant,
  insertPayment,
  lockPaymentsByToken,
  movePayment,
  recordEvent,
  recordNotification,
  type PaymentRow,
  type PaymentStatus,
} from './payments.repository';
import { postReturned } from './payment-postings';
import { coverageOf, releaseUnlessCovered, type Coverage } from './payment-coverage';
import { deliverWhenCovered } from './payment-delivery';
import { purchaseOf } from './payment-purchase';
import type { Owed } from './purchase-kind';
import type { PurchaseRegistry } from './purchase-registry';

export interface PaymentDeps {
  db: Database;
  now: () => Date;
  translatorFor: (language: Language) => Translate;
  providers: PaymentProviders;
  purchases: PurchaseRegistry;
}

/** Where every provider sends the payer's browser back, with the payment's token. */
export const paymentCallbackPath = '/api/payment/callback';

/**
 * Opens payments inside the caller's transaction (bookFlight for a booking, increaseCredit for
 * a wallet top-up) at the provider the brand is configured with: the provider's transaction,
 * our `payments` row naming that provider, and its 'created' event.
 */
export function paymentStarter(providers: PaymentProviders): StartPayment {
  return (tx, order) =>
    openPayment(
      tx,
      order.provider && providers.has(order.provider)
        ? providers.named(order.provider)
        : providers.forNewPayment(order.tenant),
      order,
    );
}

/**
 * An order as payments store it: any kind's name. The typed `StartPayment` lets products name
 * only listed kinds; a test's own kind comes in here.
 */
export type AnyPaymentOrder = Omit<PaymentOrder, 'purpose'> & { purpose: string };

export async function openPayment(
  tx: Database,
  provider: PaymentProvider,
  order: AnyPaymentOrder,
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
    purchaseId: order.purchaseId,
    provider: provider.name,
    providerToken: opened.token,
    paymentUrl: opened.paymentUrl,
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

/** How a callback ended, for logs and tests: a generic step, or the purchase kind's own word. */
export type CallbackOutcome =
  'already' | 'unknown' | 'not_paid' | 'failed' | 'cancelled' | 'mismatch' | (string & {});

/**
 * Where the browser goes when the callback names no payment of ours (a token from another site,
 * an old bookmark, a forged link): nothing tells which product it was for, so no product's result
 * page; the home page says that no payment of ours was found and that money taken for one comes
 * back on its own (the bank gives back what no merchant verifies).
 */
export const unknownPaymentPath = (lang: Language) => `/?payment=unknown&lang=${lang}`;

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
  provider: PaymentProvider,
  tx: Database,
  payment: PaymentRow,
  token: string,
  callbackStatus: string | null,
  now: Date,
  owed: Owed | null,
  /** Whether the payment, with what already covers the purchase, pays what it owes. */
  coverage: Coverage,
): Promise<Settling> {
  const verified = await provider.verify(tx, token);
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
  // The bank took what the payment asked, and with what already covers the purchase it reaches
  // what the purchase owes (more is given back once delivered; less is not a part payment yet).
  const matches =
    verified.amount === payment.amount && verified.currency === payment.currency && coverage.paid;
  if (!matches) {
    await movePayment(tx, payment.id, 'pending', 'failed', now);
    await recordEvent(tx, payment.id, 'mismatch', {
      bank: { amount: verified.amount, currency: verified.currency },
      payment: { amount: payment.amount, currency: payment.currency },
      ...owed?.detail,
      ...(coverage.covered > 0 ? { covered: coverage.covered } : {}),
    });
    await provider.reverse(tx, token);
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
  provider: PaymentProvider,
  tx: Database,
  payment: PaymentRow,
  token: string,
  now: Date,
  reason: string,
): Promise<void> {
  await provider.reverse(tx, token);
  await movePayment(tx, payment.id, 'paid', 'reversed', now);
  await recordEvent(tx, payment.id, 'reversed', { reason });
  await postReturned(tx, payment, { key: 'reversed', amount: payment.amount }, now);
}

/**
 * A delivered purchase paid beyond what it owed (its settled payment and what already covered it
 * came to more): the excess goes back to the card it came from by a partial refund, not to the
 * wallet, so a guest's money and a card's money go home the same way (decision 021).
 */
async function giveBackExcess(
  provider: PaymentProvider,
  tx: Database,
  payment: PaymentRow,
  token: string,
  excess: number,
  now: Date,
): Promise<void> {
  if (excess <= 0) return;
  if (!(await provider.refund(tx, token, excess))) {
    await recordEvent(tx, payment.id, 'excessNotRefunded', { amount: excess });
    return;
  }
  await recordEvent(tx, payment.id, 'refunded', { amount: excess, reason: 'overpaid' });
  await postReturned(tx, payment, { key: 'refund:overpaid', amount: excess }, now);
}

/**
 * How a settlement was asked for: the browser's return, or a provider's notification whose
 * signature and time were checked (its id is recorded once, in the settling transaction).
 */
export type SettleVia = { by: 'browser' } | { by: 'notification'; provider: string; id: string };

/** Where the browser goes: a result page, or a page that waits for the provider's word. */
export type CallbackAnswer =
  | { outcome: CallbackOutcome; location: string }
  | { outcome: 'waiting'; waiting: { lang: Language } }
  | { outcome: 'replayed' };

/**
 * Settles the payment a token names, once. The browser's return (the callback) settles a
 * payment at a gateway that verifies on return; at a provider that notifies, only its signed
 * notification does, and the browser is shown a page that waits until it has. Whatever the
 * request says, the provider's own ledger decides: a forged status or a repeated callback moves
 * nothing. Concurrent callbacks queue on the payment row's lock and only the first one that finds
 * it pending goes on; every move is a conditional update and writes a payment event. What was
 * bought is its purchase kind's business: what it costs now, how it is delivered, what is let go
 * when the money does not come, and where the payer returns.
 */
export async function handleCallback(
  deps: PaymentDeps,
  input: { token?: string | undefined; status?: string | undefined },
  requestLang: Language,
  via: SettleVia = { by: 'browser' },
): Promise<CallbackAnswer> {
  const token = input.token ?? '';
  const now = deps.now();
  const callbackStatus = input.status ?? null;
  const result = await deps.db.transaction(async (tx) => {
    const found = token ? await lockPaymentsByToken(tx, token) : [];
    // A token is the provider's: a notification names its own; the browser's return finds the
    // one payment any provider knows by it (tokens are random and long; two would be ambiguous).
    const named =
      via.by === 'notification' ? found.filter((p) => p.provider === via.provider) : found;
    const payment = named.length === 1 ? named[0] : undefined;
    // A row of a kind this app does not deliver was not opened by it (every listed kind is
    // registered at start), nor one at a provider it does not have: the payer is told as for an
    // unknown token, and nothing moves.
    if (!payment || !deps.purchases.knows(payment.purpose) || !deps.providers.has(payment.provider))
      return null;
    const provider = deps.providers.named(payment.provider);
    // A notification's id acts once: the same one again changes nothing.
    if (
      via.by === 'notification' &&
      !(await recordNotification(tx, {
        provider: via.provider,
        id: via.id,
        paymentId: payment.id,
        at: now,
      }))
    )
      return { replayed: true as const };
    const purchase = purchaseOf(payment);
    const kind = deps.purchases.kindOf(purchase.kind);
    const lang = await kind.language(tx, purchase);
    const ended = (outcome: CallbackOutcome, ok: boolean) => ({ purchase, lang, outcome, ok });
    if (payment.status !== 'pending') return ended('already', payment.status === 'paid');
    // The browser came back before the provider's notification: it waits for it.
    if (via.by === 'browser' && provider.authenticate) return { waiting: true as const, lang };

    const owed = await kind.owed(tx, purchase);
    const coverage = await coverageOf(tx, purchase, owed, { settling: payment });
    const settling = await verifyAndSettle(
      provider,
      tx,
      payment,
      token,
      callbackStatus,
      now,
      owed,
      coverage,
    );
    if (!settling.settled) {
      if (settling.outcome !== 'not_paid' && settling.outcome !== 'already') {
        await kind.abandon(tx, purchase);
        // The card did not pay: the parts held for the purchase (wallet, credit line) go back.
        await releaseUnlessCovered(tx, kind, purchase, now);
      }
      return ended(settling.outcome, false);
    }
    const delivery = await deliverWhenCovered(tx, {
      kind,
      purchase,
      payment,
      owed,
      coverage,
      context: { now, translatorFor: deps.translatorFor },
      givingBack: {
        whole: (reason) => giveBack(provider, tx, payment, token, now, reason),
        // What came beyond what was owed goes back to the card it came from.
        excess: (excess) => giveBackExcess(provider, tx, payment, token, excess, now),
      },
    });
    return ended(delivery.outcome, delivery.delivered);
  });

  if (!result) return { outcome: 'unknown', location: unknownPaymentPath(requestLang) };
  if ('replayed' in result) return { outcome: 'replayed' };
  const lang = isLanguage(result.lang) ? result.lang : requestLang;
  if ('waiting' in result) return { outcome: 'waiting', waiting: { lang } };
  const kind = deps.purchases.kindOf(result.purchase.kind);
  return {
    outcome: result.outcome,
    location: kind.resultLocation(result.purchase, result.ok, lang, now),
  };
}

/** A payment's state for the client (`payment/verify`); only the tenant's own payments. */
export async function paymentStatus(
  deps: PaymentDeps,
  tenant: string,
  token: string,
): Promise<{ paymentId: number; status: PaymentStatus; amount: number; currency: string }> {
  const payment = await findPaymentForTenant(deps.db, token, tenant);
  if (!payment) throw new AppError('NOT_FOUND', 'paymentNotFound');
  return {
    paymentId: payment.id,
    status: payment.status,
    amount: payment.amount,
    currency: payment.currency,
  };
}
