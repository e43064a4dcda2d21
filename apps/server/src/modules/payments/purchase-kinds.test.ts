// Selling something new adds a purchase kind (its name on the domain's list) and its fulfiller,
// nothing else: a kind payments never heard of is listed and registered here, paid at the sandbox bank, delivered once however often the
// bank calls back, its sale posted beside the payment's settlement, and the payer sent where the
// kind says.
import { walletAccount } from '@parvaz/domain/ledger/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import { balanceOf, trialBalance } from '../ledger/ledger.api';
import { sandboxBank } from '../sandbox-bank/sandbox-bank.api';
import { testPurchaseKind } from './purchase-kind-test-kit';
import { cardForm, payAndReturn, validCard } from './payments-test-kit';
import { openPayment } from './payments.service';

describe.each(databaseKinds)('a new kind of purchase on %s', (kind) => {
  let t: TestApp;
  // Each gift card is paid by its own payment, which brings exactly what it costs.
  const gift = testPurchaseKind({
    name: 'gift',
    title: 'Gift card',
    owed: (purchase) => ({ amount: 70_000, currency: purchase.payment?.currency ?? 'IRR' }),
  });

  beforeAll(async () => {
    t = await createTestApp(kind, { purchaseKinds: gift.registration });
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
    expect(gift.delivered).toEqual([4242]);

    const [books] = await trialBalance(db, 'sepehran');
    expect(books?.sum).toBe(0);
    expect(books?.kinds.find((k) => k.kind === 'purchase_clearing')?.balance ?? 0).toBe(0);
    // Nothing of it touched a wallet.
    expect(await balanceOf(db, 'sepehran', walletAccount(4242), 'IRR')).toBe(0);
  });
});
