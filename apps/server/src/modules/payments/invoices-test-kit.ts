import { afterAll, beforeAll } from 'vitest';
import type { LedgerAccount } from '@parvaz/domain/ledger/accounts';
import { createTestApp, type DatabaseKind, type TestApp } from '../../test/test-app';
import { balanceOf, trialBalance } from '../ledger/ledger.api';
import { receiveTransfer, type TransferInput } from './bank-transfers.service';
import { issueInvoice, type InvoiceOrder } from './invoices.service';
import { bankTransferRows, paymentEventDetails } from './payments.factory';
import { paymentsOf } from './payments-of-purchase';
import { testPurchaseKind } from './purchase-kind-test-kit';

/** The tests' own kind of purchase, paid by invoice; no product kind accepts bank transfers. */
export const orderKind = 'order';

/**
 * A suite's app with the `order` kind registered beside the site's own (paid by card or bank
 * transfers): each order owes what `invoiced` set for it, in IRR, adding its payments up; it is
 * delivered by posting its sale, and `undeliverable` makes one that cannot be (its hold ran out).
 */
export function invoicesApp(kind: DatabaseKind) {
  let app: TestApp | undefined;
  const owed = new Map<number, number>();
  const refused = new Set<number>();

  const order = testPurchaseKind({
    name: orderKind,
    title: 'Order',
    owed: (purchase) => {
      const amount = owed.get(purchase.id);
      return amount === undefined ? null : { amount, currency: 'IRR', covers: 'purchase' };
    },
    undeliverable: (purchase) => refused.has(purchase.id),
    sources: ['gateway', 'bank_transfer'],
  });

  beforeAll(async () => {
    app = await createTestApp(kind, { purchaseKinds: order.registration });
  });
  afterAll(async () => app?.close());

  const t = (): TestApp => {
    if (!app) throw new Error('the suite has not started');
    return app;
  };
  const db = () => t().database.db;
  const deps = () => ({
    db: db(),
    now: () => new Date(),
    translatorFor: t().app.translatorFor,
    purchases: t().app.purchases,
  });
  let nextOrder = 1000;

  return {
    db,
    delivered: order.delivered,
    /** The order is gone: its kind no longer knows what it owes. */
    forget(orderId: number) {
      owed.delete(orderId);
    },
    /** A new order owing `amount` IRR, with an open invoice to `payer` for it. */
    async invoiced(
      amount: number,
      payer: InvoiceOrder['payer'] = { kind: 'agency', id: 12 },
      options: { kind?: string; undeliverable?: boolean } = {},
    ) {
      nextOrder += 1;
      const id = nextOrder;
      owed.set(id, amount);
      if (options.undeliverable) refused.add(id);
      const invoice = await db().transaction((tx) =>
        issueInvoice(tx, {
          tenant: 'sepehran',
          purchase: { kind: options.kind ?? orderKind, id },
          payer,
          amount,
          currency: 'IRR',
          issuedOn: '2026-11-30',
          dueOn: '2026-12-14',
        }),
      );
      return { orderId: id, ...invoice };
    },
    receive(transfer: Partial<TransferInput> & Pick<TransferInput, 'reference' | 'amount'>) {
      return receiveTransfer(deps(), {
        tenant: 'sepehran',
        currency: 'IRR',
        bankReference: `BNK-${Math.random().toString(36).slice(2)}`,
        receivedAt: new Date(),
        ...transfer,
      });
    },
    deps,
    /** The books of the tenant per currency: each sums to zero, and no running balance drifted. */
    async books() {
      return trialBalance(db(), 'sepehran');
    },
    balance(account: LedgerAccount) {
      return balanceOf(db(), 'sepehran', account, 'IRR');
    },
    paymentsOfOrder(orderId: number) {
      return paymentsOf(db(), { kind: orderKind, id: orderId });
    },
    eventsOf(paymentId: number) {
      return paymentEventDetails(db(), paymentId);
    },
    transfers() {
      return bankTransferRows(db());
    },
  };
}
