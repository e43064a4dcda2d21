// An agency's credit line and a card paying one purchase together: the line's part counts when
// the card settles (the purchase delivered once both are in, its sale taking both from the
// clearing account), and goes back to the line when the card does not pay. On a test's own
// purchase kind, registered with the app: no product accepts agency credit yet.
import { agencyCreditAccount } from '@parvaz/domain/ledger/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import { balanceOf, setCreditLimit, trialBalance } from '../ledger/ledger.api';
import { fresh } from '../ledger/ledger-test-kit';
import { sandboxBank } from '../sandbox-bank/sandbox-bank.api';
import { heldPartsOf, holdCreditPart } from './held-parts';
import { testPurchaseKind } from './purchase-kind-test-kit';
import { cardForm, declinedCard, payAndReturn, validCard } from './payments-test-kit';
import { openPayment, type AnyPaymentOrder } from './payments.service';

const tenant = 'sepehran';
const price = 70_000;

describe.each(databaseKinds)("an agency's credit line and a card together on %s", (kind) => {
  let t: TestApp;
  let db: Database;
  const errand = testPurchaseKind({
    name: 'errand',
    title: 'Errand',
    owed: () => ({ amount: price, currency: 'IRR', covers: 'purchase' }),
    sources: ['gateway', 'agency_credit'],
  });
  const { delivered } = errand;

  const lineOf = (agencyId: number) => balanceOf(db, tenant, agencyCreditAccount(agencyId), 'IRR');
  const clearing = async () =>
    (await trialBalance(db, tenant))
      .find((b) => b.currency === 'IRR')
      ?.kinds.find((k) => k.kind === 'purchase_clearing')?.balance ?? 0;

  /** Errand `id`: `onCredit` of it held from the agency's line, a card opened for the rest. */
  async function buyOnCreditAndCard(agencyId: number, id: number, onCredit: number) {
    return db.transaction(async (tx) => {
      await setCreditLimit(tx, {
        tenant,
        agencyId,
        currency: 'IRR',
        limit: onCredit,
        setBy: 1,
        reason: 'set by a test',
      });
      await holdCreditPart(tx, {
        tenant,
        agencyId,
        purchase: { kind: 'errand', id },
        description: `Errand ${id} on credit`,
        total: onCredit,
        currency: 'IRR',
        at: new Date(),
      });
      const order: AnyPaymentOrder = {
        tenant,
        purpose: 'errand',
        purchaseId: id,
        amount: price - onCredit,
        currency: 'IRR',
        lang: 'en',
      };
      return openPayment(tx, sandboxBank(), order);
    });
  }

  beforeAll(async () => {
    t = await createTestApp(kind, { purchaseKinds: errand.registration });
    db = t.database.db;
  });
  afterAll(async () => t?.close());

  it('delivers once the card brings the rest, the sale taking both parts', async () => {
    const { userId: agencyId } = fresh();
    const id = agencyId;
    const before = await clearing();
    const opened = await buyOnCreditAndCard(agencyId, id, 30_000);
    expect(await lineOf(agencyId)).toBe(-30_000);
    const paid = await payAndReturn(t.app, opened.paymentUrl, cardForm(validCard()));
    expect(paid.callback.headers.location).toBe(`/errands/${id}?paid=yes`);
    expect(delivered).toEqual([id]);
    // The agency owes its part; the card's and the line's money left the clearing with the sale.
    expect(await lineOf(agencyId)).toBe(-30_000);
    expect(await clearing()).toBe(before);
    expect(await heldPartsOf(db, tenant, { kind: 'errand', id })).toHaveLength(1);
    for (const book of await trialBalance(db, tenant)) expect(book.sum).toBe(0);
  });

  it('gives the line its part back when the card is declined', async () => {
    const { userId: agencyId } = fresh();
    const id = agencyId;
    const opened = await buyOnCreditAndCard(agencyId, id, 30_000);
    const paid = await payAndReturn(t.app, opened.paymentUrl, cardForm(declinedCard()));
    expect(paid.callback.headers.location).toBe(`/errands/${id}?paid=no`);
    expect(delivered).not.toContain(id);
    expect(await lineOf(agencyId)).toBe(0);
    expect(await heldPartsOf(db, tenant, { kind: 'errand', id })).toEqual([]);
  });
});
