// The every-source proof's own purchase kind and hands (not a test itself): "an agency sale",
// which owes its whole price (`covers: 'purchase'`) and, delivered, posts its sale in shares (an
// airline's fare less the agency's and a GSA's commissions, taxes, the brand's service fee, the
// agency's markup); and each way of paying it: a card at either provider, the wallet, an agency's
// credit line, a mix of these, an invoice paid by bank transfers, and refunds to the sources.
import { bankClearingAccount, walletAccount } from '@parvaz/domain/ledger/accounts';
import { entryKinds } from '@parvaz/domain/ledger/movements';
import {
  refundLines,
  saleCharged,
  type RefundShare,
  type SaleParts,
} from '@parvaz/domain/ledger/sale-lines';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../../db/client';
import { loadSigningSecret } from '../../platform/app-secret';
import { sandboxPaySecret } from '../../providers';
import { createTestApp, type DatabaseKind, type TestApp } from '../../test/test-app';
import { postEntry, saleOnBooks, setCreditLimit } from '../ledger/ledger.api';
import {
  deliverSandboxPayNotifications,
  sandboxPayWebhookUrl,
  signatureHeader,
  signNotification,
} from '../sandbox-pay/sandbox-pay.api';
import { receiveTransfer } from './bank-transfers.service';
import { deliverIfCovered } from './payment-coverage';
import { refundToCard } from './payment-refund';
import { holdCreditPart, holdWalletPart } from './held-parts';
import { issueInvoice } from './invoices.service';
import {
  cardForm,
  declinedCard,
  payAndReturn,
  submitBankForm,
  validCard,
} from './payments-test-kit';
import { openPayment } from './payments.service';
import { testPurchaseKind } from './purchase-kind-test-kit';

export const saleKind = 'agencySale';
export const tenant = 'sepehran';
export const currency = 'IRR';
const airline = 'ZZ';

/** The shares of a sale of `total` before commissions, sold by `agencyId` under GSA `gsaId`. */
export function agencySaleParts(total: number, agencyId: number, gsaId: number): SaleParts {
  const fare = Math.floor(total * 0.6);
  const taxes = Math.floor(total * 0.2);
  const serviceFee = Math.floor(total * 0.1);
  return {
    product: 'flight',
    source: { paidBy: 'payment' },
    currency,
    fares: [{ airline, amount: fare }],
    taxes,
    serviceFee,
    markup: 0,
    goods: 0,
    agency: {
      id: agencyId,
      markup: total - fare - taxes - serviceFee,
      commission: Math.floor(fare / 20),
    },
    gsa: { id: gsaId, commission: Math.floor(fare / 50) },
    discount: 0,
  };
}

export type Provider = 'sandbox' | 'sandbox-pay';

/**
 * A suite's app with the agency sale registered beside the site's kinds (accepting cards, the
 * wallet, credit lines and bank transfers): opened before the suite's tests, closed after them.
 */
export function everySourceApp(kind: DatabaseKind) {
  let app: TestApp | undefined;
  const sales = new Map<number, SaleParts>();
  let nextId = 7_000;

  const agencySale = testPurchaseKind({
    name: saleKind,
    title: 'Agency sale',
    owed: (purchase) => {
      const parts = sales.get(purchase.id);
      return parts ? { amount: saleCharged(parts), currency, covers: 'purchase' } : null;
    },
    sale: (purchase) => {
      const parts = sales.get(purchase.id);
      if (!parts) throw new Error(`sale ${purchase.id} owes nothing`);
      return parts;
    },
    sources: ['gateway', 'wallet', 'agency_credit', 'bank_transfer'],
  });

  beforeAll(async () => {
    app = await createTestApp(kind, { purchaseKinds: agencySale.registration });
  });
  afterAll(async () => app?.close());

  const t = (): TestApp => {
    if (!app) throw new Error('the suite has not started');
    return app;
  };
  const db = (): Database => t().database.db;
  const context = () => ({ now: new Date(), translatorFor: t().app.translatorFor });
  const ref = (id: number) => ({ kind: saleKind, id });

  /** The card's trip at a provider: pays or is declined, then the provider's word arrives. */
  async function cardTrip(paymentUrl: string, provider: Provider, declined: boolean) {
    if (provider === 'sandbox') {
      const pan = declined ? declinedCard() : validCard();
      const { callbackUrl } = await payAndReturn(t().app, paymentUrl, cardForm(pan));
      return () => t().app.inject({ method: 'GET', url: callbackUrl });
    }
    const form = `action=${declined ? 'decline' : 'pay'}&notify=hold`;
    const page = await submitBankForm(t().app, paymentUrl, form);
    const location = String(page.headers.location);
    const token = paymentUrl.split('/').pop() ?? '';
    const secret = async () => sandboxPaySecret(await loadSigningSecret(db()));
    let sent = 0;
    const arrive = async () => {
      await deliverSandboxPayNotifications(t().app, db(), {
        secret: await secret(),
        now: () => new Date(),
        includeHeld: true,
      });
      if (sent++ > 0) {
        // The provider's word again, signed anew under an id of its own: it must move nothing.
        const type = `payment.${declined ? 'declined' : 'authorized'}`;
        const body = JSON.stringify({ id: `evt_again_${token}_${sent}`, type, token });
        const again = await t().app.inject({
          method: 'POST',
          url: sandboxPayWebhookUrl,
          headers: {
            'content-type': 'application/json',
            'x-tenant': tenant,
            [signatureHeader]: signNotification(await secret(), body, new Date()),
          },
          payload: body,
        });
        if (again.statusCode >= 500) throw new Error(`a repeated notification: ${again.body}`);
      }
      return t().app.inject({ method: 'GET', url: location });
    };
    await arrive();
    return arrive;
  }

  return {
    db,
    /** How many times sale `id` was delivered. */
    timesDelivered: (id: number) => agencySale.delivered.filter((d) => d === id).length,
    ref,
    /** A new sale of `total` by the agency: its id and what it owes. */
    newSale(total: number, agencyId: number, gsaId: number) {
      nextId += 1;
      const parts = agencySaleParts(total, agencyId, gsaId);
      sales.set(nextId, parts);
      return { id: nextId, owed: saleCharged(parts) };
    },
    /** Money paid in at the bank onto a customer's wallet. */
    topup(userId: number, amount: number, key: string) {
      return db().transaction((tx) =>
        postEntry(tx, {
          tenant,
          key,
          kind: 'topup',
          description: 'wallet top-up',
          occurredAt: new Date(),
          postings: [
            { account: bankClearingAccount('sandbox'), amount, currency },
            { account: walletAccount(userId), amount: -amount, currency },
          ],
        }),
      );
    },
    setLimit(agencyId: number, limit: number, effectiveFrom?: Date) {
      return db().transaction((tx) =>
        setCreditLimit(tx, {
          tenant,
          agencyId,
          currency,
          limit,
          ...(effectiveFrom ? { effectiveFrom } : {}),
          setBy: 1,
          reason: 'set by a test',
        }),
      );
    },
    /**
     * Holds the wallet's part and/or the credit line's part of sale `id` in one transaction,
     * delivering it when they cover it, else opening a card payment at `provider` for the rest.
     */
    hold(
      id: number,
      owed: number,
      parts: { walletOf?: number; credit?: { agencyId: number; amount: number } },
      provider: Provider,
    ) {
      return db().transaction(async (tx) => {
        const hold = { tenant, purchase: ref(id), currency, at: new Date() } as const;
        let rest = owed;
        let wallet = 0;
        if (parts.walletOf !== undefined) {
          const got = await holdWalletPart(tx, {
            ...hold,
            userId: parts.walletOf,
            total: owed,
            description: `Sale ${id} from the wallet`,
          });
          wallet = got.wallet;
          rest = got.card;
        }
        if (parts.credit) {
          const { agencyId, amount } = parts.credit;
          await holdCreditPart(tx, { ...hold, agencyId, total: amount, description: `Sale ${id}` });
          rest -= amount;
        }
        const done = await deliverIfCovered(tx, agencySale.kind, { ...ref(id), tenant }, context());
        if (done) return { wallet, card: 0, payment: null };
        const payment = await openPayment(tx, t().app.paymentProviders.named(provider), {
          tenant,
          purpose: saleKind,
          purchaseId: id,
          amount: rest,
          currency,
          lang: 'en',
        });
        return { wallet, card: rest, payment };
      });
    },
    cardTrip,
    /** An invoice for sale `id` to the agency, and a hand that receives a transfer against it. */
    async invoice(id: number, owed: number, agencyId: number) {
      const invoice = await db().transaction((tx) =>
        issueInvoice(tx, {
          tenant,
          purchase: ref(id),
          payer: { kind: 'agency', id: agencyId },
          amount: owed,
          currency,
          issuedOn: '2026-11-30',
          dueOn: '2026-12-14',
        }),
      );
      const deps = {
        db: db(),
        now: () => new Date(),
        translatorFor: t().app.translatorFor,
        purchases: t().app.purchases,
      };
      return (amount: number, bankReference: string) =>
        receiveTransfer(deps, {
          tenant,
          currency,
          reference: invoice.reference,
          amount,
          bankReference,
          receivedAt: new Date(),
        });
    },
    /**
     * Refunds `amount` of sale `id` (the rest of what it charged kept as the penalty) to `to`,
     * and the card's share back through the payment `cardPaymentId`, in one transaction.
     */
    refund(
      id: number,
      refund: { amount: number; penalty: number; to: RefundShare[]; cardPaymentId: number | null },
    ) {
      return db().transaction(async (tx) => {
        const key = `${saleKind}:${id}:refund`;
        const sale = await saleOnBooks(
          tx,
          tenant,
          { product: 'flight', purchase: ref(id) },
          currency,
          key,
        );
        await postEntry(tx, {
          tenant,
          key,
          kind: entryKinds.refund,
          description: `Agency sale ${id} refunded`,
          purchase: ref(id),
          occurredAt: new Date(),
          postings: refundLines(sale, {
            product: 'flight',
            to: refund.to,
            amount: refund.amount,
            penalty: refund.penalty,
            currency,
          }),
        });
        const card = refund.to.find((share) => share.to === 'card')?.amount ?? 0;
        if (card > 0 && refund.cardPaymentId !== null) {
          const back = {
            paymentId: refund.cardPaymentId,
            amount: card,
            reference: key,
            at: new Date(),
          };
          if (!(await refundToCard(tx, t().app.paymentProviders, back, {})))
            throw new Error(`the card did not take ${card} back`);
        }
      });
    },
  };
}
