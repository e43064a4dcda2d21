// Selling something new adds a purchase kind (its name on the domain's list) and its fulfiller,
// nothing else: a kind payments never heard of is listed and registered here, paid at the sandbox bank, delivered once however often the
// bank calls back, its sale posted beside the payment's settlement, and the payer sent where the
// kind says.
import { walletAccount } from '@parvaz/domain/ledger/accounts';
import { entryKinds } from '@parvaz/domain/ledger/movements';
import { saleLines } from '@parvaz/domain/ledger/sale-lines';
import { purchaseKindNames } from '@parvaz/domain/payments/purchase-kinds';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import { balanceOf, postEntry, trialBalance } from '../ledger/ledger.api';
import { cardForm, payAndReturn, validCard } from './payments-test-kit';
import type { PurchaseKind } from './payments.api';
import { sandboxBank } from '../sandbox-bank/sandbox-bank.api';
import { openPayment } from './payments.service';

describe.each(databaseKinds)('a new kind of purchase on %s', (kind) => {
  let t: TestApp;
  const delivered: number[] = [];

  const gift: PurchaseKind = {
    async language() {
      return 'en';
    },
    async owed(_tx, purchase) {
      return { amount: 70_000, currency: purchase.payment?.currency ?? 'IRR' };
    },
    async fulfil(tx, purchase, context) {
      delivered.push(purchase.id);
      await postEntry(tx, {
        tenant: purchase.tenant,
        key: `gift:${purchase.payment?.id}:sold`,
        kind: entryKinds.sale,
        description: `Gift card ${purchase.id}`,
        purchase: { kind: 'gift', id: purchase.id },
        occurredAt: context.now,
        postings: saleLines({
          product: 'services',
          source: { paidBy: 'payment' },
          currency: 'IRR',
          fares: [],
          taxes: 0,
          serviceFee: 0,
          markup: 0,
          goods: purchase.payment?.amount ?? 70_000,
          discount: 0,
        }),
      });
      return { ok: true, outcome: 'gift_sent', event: { type: 'giftSent', detail: {} } };
    },
    async abandon() {},
    async stillPayable() {
      return true;
    },
    resultLocation(purchase, ok) {
      return `/gifts/${purchase.id}?paid=${ok ? 'yes' : 'no'}`;
    },
    async describe(_tx, lines) {
      return lines.map((line) => `Gift card ${line.purchaseId}`);
    },
  };

  beforeAll(async () => {
    t = await createTestApp(kind, {
      purchaseKinds: { names: [...purchaseKindNames, 'gift'], extra: { gift } },
    });
  });
  afterAll(async () => t?.close());

  it('is paid, delivered once and posted, with no change to payments', async () => {
    const db = t.database.db;
    const opened = await db.transaction((tx) =>
      openPayment(tx, sandboxBank(), {
        tenant: 'sepehran',
        purpose: 'gift',
        purchaseId: 4242,
        amount: 70_000,
        currency: 'IRR',
        lang: 'en',
      }),
    );
    const paid = await payAndReturn(t.app, opened.paymentUrl, cardForm(validCard()));
    expect(paid.callback.headers.location).toBe('/gifts/4242?paid=yes');
    await t.app.inject({ method: 'GET', url: paid.callbackUrl });
    expect(delivered).toEqual([4242]);

    const [books] = await trialBalance(db, 'sepehran');
    expect(books?.sum).toBe(0);
    expect(books?.kinds.find((k) => k.kind === 'purchase_clearing')?.balance ?? 0).toBe(0);
    // Nothing of it touched a wallet.
    expect(await balanceOf(db, 'sepehran', walletAccount(4242), 'IRR')).toBe(0);
  });
});
