// A purchase paid from an agency's credit line (decision 021, agency credit): the whole taken from
// the line within the limit in force and the purchase delivered with no bank trip, refused whole
// past it, given back once, counted with a wallet's part, and a refund of its sale back to the
// line, even when the line is over a limit lowered since. On a test's own purchase kind: no
// product accepts agency credit yet.
import { agencyCreditAccount, walletAccount } from '@parvaz/domain/ledger/accounts';
import { entryKinds } from '@parvaz/domain/ledger/movements';
import { refundLines } from '@parvaz/domain/ledger/sale-lines';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import { balanceOf, postingsOfEntry, saleOnBooks, trialBalance } from '../ledger/ledger.api';
import { overLimit } from '../ledger/credit-line-model-test-kit';
import {
  fresh,
  limitCredit,
  post,
  testCurrency,
  testTenant,
  topup,
} from '../ledger/ledger-test-kit';
import {
  coveredBesides,
  deliverIfCovered,
  releaseHeldPartsOf,
  stillToPay,
} from './payment-coverage';
import { heldPartsOf, holdCreditPart, holdWalletPart } from './held-parts';
import { testPurchaseKind } from './purchase-kind-test-kit';

const price = 1_000;
const errandOf = (id: number) => ({ kind: 'errand', id, tenant: testTenant });

describe.each(databaseKinds)("a purchase paid from an agency's credit line (%s)", (kind) => {
  let t: TestApp;
  let db: Database;
  const errand = testPurchaseKind({
    name: 'errand',
    title: 'Errand',
    owed: () => ({ amount: price, currency: testCurrency, covers: 'purchase' }),
    sources: ['agency_credit', 'wallet'],
  });
  const { delivered } = errand;
  const context = { now: new Date(), translatorFor: () => (key: string) => key };
  const lineOf = (agencyId: number) =>
    balanceOf(db, testTenant, agencyCreditAccount(agencyId), testCurrency);
  const clearing = async () =>
    (await trialBalance(db, testTenant))
      .find((b) => b.currency === testCurrency)
      ?.kinds.find((k) => k.kind === 'purchase_clearing')?.balance ?? 0;

  /** Holds the line's part for errand `id` and delivers it if covered, in one transaction. */
  const buyOnCredit = (agencyId: number, id: number, total = price) =>
    db.transaction(async (tx) => {
      const held = await holdCreditPart(tx, {
        tenant: testTenant,
        purchase: { kind: 'errand', id },
        agencyId,
        description: `Errand ${id} on credit`,
        total,
        currency: testCurrency,
        at: new Date(),
      });
      const done = await deliverIfCovered(tx, errand.kind, errandOf(id), context);
      return { held, done };
    });

  beforeAll(async () => {
    t = await createTestApp(kind, { purchaseKinds: errand.registration });
    db = t.database.db;
  });
  afterAll(async () => t?.close());

  it('takes the whole from a line within its limit and delivers with no bank trip', async () => {
    const { userId: agencyId } = fresh();
    const id = agencyId;
    await limitCredit(db, agencyId, 1_500);
    const before = await clearing();
    const { held, done } = await buyOnCredit(agencyId, id);
    expect(held).toEqual({ credit: price });
    expect(done).toMatchObject({ ok: true, outcome: 'errand_delivered' });
    expect(delivered).toContain(id);
    // The agency owes what it spent; the sale took the part from the clearing account.
    expect(await lineOf(agencyId)).toBe(-price);
    expect(await clearing()).toBe(before);
    expect(await heldPartsOf(db, testTenant, { kind: 'errand', id })).toEqual([
      { source: 'agency_credit', partyId: agencyId, amount: price, currency: testCurrency },
    ]);
    expect(
      await stillToPay(
        db,
        testTenant,
        { kind: 'errand', id },
        { amount: price, currency: testCurrency },
      ),
    ).toBe(0);
  });

  it('refuses a purchase past the limit with a 409, posting nothing', async () => {
    const { userId: agencyId } = fresh();
    const id = agencyId;
    await limitCredit(db, agencyId, 999);
    const error = await buyOnCredit(agencyId, id).catch((e: unknown) => e);
    expect(overLimit(error)).toBe(true);
    expect(delivered).not.toContain(id);
    expect(await lineOf(agencyId)).toBe(0);
    expect(await postingsOfEntry(db, testTenant, `credit-part:errand:${id}:held`)).toBeUndefined();
    expect(await heldPartsOf(db, testTenant, { kind: 'errand', id })).toEqual([]);
  });

  it('takes it once the limit is raised', async () => {
    const { userId: agencyId } = fresh();
    const id = agencyId;
    await limitCredit(db, agencyId, 500);
    expect(overLimit(await buyOnCredit(agencyId, id).catch((e: unknown) => e))).toBe(true);
    await limitCredit(db, agencyId, 1_000);
    expect((await buyOnCredit(agencyId, id)).done).toMatchObject({ ok: true });
    expect(await lineOf(agencyId)).toBe(-1_000);
    // The line is now at its limit: one unit more is refused.
    expect(overLimit(await buyOnCredit(agencyId, id + 500_000, 1).catch((e: unknown) => e))).toBe(
      true,
    );
  });

  it('does not deliver a purchase the line covers only in part', async () => {
    const { userId: agencyId } = fresh();
    const id = agencyId;
    await limitCredit(db, agencyId, 1_000);
    const { done } = await buyOnCredit(agencyId, id, 400);
    expect(done).toBeNull();
    expect(delivered).not.toContain(id);
    expect(
      await stillToPay(
        db,
        testTenant,
        { kind: 'errand', id },
        { amount: price, currency: testCurrency },
      ),
    ).toBe(600);
  });

  it('gives the part back to the line once, however often asked', async () => {
    const { userId: agencyId } = fresh();
    const id = agencyId;
    await limitCredit(db, agencyId, 1_000);
    await buyOnCredit(agencyId, id, 400);
    expect(await lineOf(agencyId)).toBe(-400);
    for (let i = 0; i < 2; i++)
      await db.transaction((tx) => releaseHeldPartsOf(tx, errandOf(id), new Date()));
    expect(await lineOf(agencyId)).toBe(0);
    const back = await postingsOfEntry(db, testTenant, `credit-part:errand:${id}:released`);
    expect(back?.map((p) => [p.code, p.amount])).toEqual([
      ['purchase_clearing', 400],
      [agencyCreditAccount(agencyId).code, -400],
    ]);
    expect(await heldPartsOf(db, testTenant, { kind: 'errand', id })).toEqual([]);
    expect(await coveredBesides(db, testTenant, { kind: 'errand', id }, testCurrency)).toBe(0);
  });

  it("counts a wallet's part and a credit line's together, and gives both back", async () => {
    const { userId } = fresh();
    const agencyId = userId;
    const id = userId;
    const purchase = { kind: 'errand', id };
    await post(db, topup(userId, 300));
    await limitCredit(db, agencyId, 1_000);
    await db.transaction(async (tx) => {
      const hold = { tenant: testTenant, purchase, currency: testCurrency, at: new Date() };
      const wallet = await holdWalletPart(tx, {
        ...hold,
        userId,
        total: price,
        description: 'wallet',
      });
      expect(wallet).toEqual({ wallet: 300, card: 700 });
      await holdCreditPart(tx, { ...hold, agencyId, total: wallet.card, description: 'credit' });
    });
    expect(await coveredBesides(db, testTenant, purchase, testCurrency)).toBe(price);
    expect(
      await stillToPay(db, testTenant, purchase, { amount: price, currency: testCurrency }),
    ).toBe(0);
    expect((await heldPartsOf(db, testTenant, purchase)).map((p) => [p.source, p.amount])).toEqual([
      ['wallet', 300],
      ['agency_credit', 700],
    ]);
    // Not delivered (its hold ran out): both parts go home.
    await db.transaction((tx) => releaseHeldPartsOf(tx, errandOf(id), new Date()));
    expect(await balanceOf(db, testTenant, walletAccount(userId), testCurrency)).toBe(300);
    expect(await lineOf(agencyId)).toBe(0);
  });

  it('gives a refunded sale back to the line, even over a limit lowered since', async () => {
    const { userId: agencyId } = fresh();
    const id = agencyId;
    await limitCredit(db, agencyId, 1_000);
    await buyOnCredit(agencyId, id);
    await limitCredit(db, agencyId, 200);
    // Over its new limit: nothing more is spent…
    expect(overLimit(await buyOnCredit(agencyId, id + 500_000, 1).catch((e: unknown) => e))).toBe(
      true,
    );
    // …but a refund raises the line: it passes, 600 back of the 1,000.
    const refundKey = `errand:${id}:refund:1`;
    const sale = await saleOnBooks(
      db,
      testTenant,
      { product: 'services', purchase: { kind: 'errand', id } },
      testCurrency,
      refundKey,
    );
    expect(sale?.charged).toBe(price);
    await post(db, {
      tenant: testTenant,
      key: refundKey,
      kind: entryKinds.refund,
      description: `Errand ${id} refunded`,
      purchase: { kind: 'errand', id },
      occurredAt: new Date(),
      postings: refundLines(sale, {
        product: 'services',
        to: { agencyCredit: agencyId },
        amount: 600,
        penalty: 400,
        currency: testCurrency,
      }),
    });
    expect(await lineOf(agencyId)).toBe(-400);
    for (const book of await trialBalance(db)) expect(book.sum).toBe(0);
  });
});
