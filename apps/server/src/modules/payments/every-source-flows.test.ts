// The money core's proof over every source (issue 31; decisions 018, 020, 021, 022): generated
// sequences of agency sales paid by card at either provider, from the wallet, wallet and card,
// on an agency's credit line (within or past the limit in force), credit line and card, by an
// invoice paid in bank transfers (in two parts, or overpaid), with cards declined, callbacks,
// notifications and transfers repeated, limits raised or lowered (from a past moment, now or
// tomorrow) and delivered sales refunded with a penalty to the sources they came from. After
// each step: the books balance and every kept balance is its postings; no wallet is below zero
// and no credit line below the limit in force when it last spent; every delivered sale is
// covered by its sources and delivered once; a sale not delivered holds less than it owes (none
// once its payment ended), and the purchase clearing account holds exactly what waits; a
// repeated callback, notification or transfer moves nothing.
import {
  agencyCreditAccount,
  purchaseClearingAccount,
  walletAccount,
} from '@parvaz/domain/ledger/accounts';
import type { RefundShare } from '@parvaz/domain/ledger/sale-lines';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/test-app';
import { balanceOf, trialBalance } from '../ledger/ledger.api';
import { creditLineModel } from '../ledger/credit-line-model-test-kit';
import { fresh } from '../ledger/ledger-test-kit';
import { currency, everySourceApp, tenant, type Provider } from './every-source-test-kit';
import { coveredBesides } from './payment-coverage';
import { splitRefundOf } from './refund-sources';

type Card = { provider: Provider; declined: boolean; repeat: boolean };
type Step =
  | ({ kind: 'card'; total: number } & Card)
  | { kind: 'wallet'; total: number }
  | ({ kind: 'walletCard'; total: number; share: number } & Card)
  | { kind: 'credit'; total: number }
  | ({ kind: 'creditCard'; total: number; share: number } & Card)
  | { kind: 'invoice'; total: number; overpay: boolean; partial: boolean; repeat: boolean }
  | { kind: 'limit'; limit: number; from: 'past' | 'now' | 'tomorrow' }
  | { kind: 'refund'; pick: number; penalty: number };

const total = fc.integer({ min: 10_000, max: 200_000 });
const share = fc.double({ min: 0.2, max: 0.8, noNaN: true });
const card = {
  provider: fc.constantFrom<Provider>('sandbox', 'sandbox-pay'),
  declined: fc.oneof(
    { arbitrary: fc.constant(false), weight: 3 },
    { arbitrary: fc.constant(true), weight: 1 },
  ),
  repeat: fc.boolean(),
};
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('card' as const), total, ...card }),
  fc.record({ kind: fc.constant('wallet' as const), total }),
  fc.record({ kind: fc.constant('walletCard' as const), total, share, ...card }),
  fc.record({ kind: fc.constant('credit' as const), total }),
  fc.record({ kind: fc.constant('creditCard' as const), total, share, ...card }),
  fc.record({
    kind: fc.constant('invoice' as const),
    total,
    overpay: fc.boolean(),
    partial: fc.boolean(),
    repeat: fc.boolean(),
  }),
  {
    arbitrary: fc.record({
      kind: fc.constant('limit' as const),
      limit: fc.integer({ min: 0, max: 400_000 }),
      from: fc.constantFrom('past' as const, 'now' as const, 'tomorrow' as const),
    }),
    weight: 2,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('refund' as const),
      pick: fc.nat(),
      penalty: fc.double({ min: 0, max: 0.5, noNaN: true }),
    }),
    weight: 3,
  },
);

/** Short in `npm test`; QUALITY=full runs many more sequences. */
const full = process.env.QUALITY === 'full';
const runs = full ? 80 : 10;
const day = 86_400_000;

/** A sale as the model follows it: how it was paid, and whether it should be delivered. */
interface Sale {
  id: number;
  owed: number;
  source: Step['kind'];
  delivered: boolean;
  /** Its payment ended without money: nothing of it may stay held. */
  ended: boolean;
  wallet: number;
  credit: number;
  cardPaymentId: number | null;
  refunded: boolean;
}

describe.each(databaseKinds)('every source of money under any sequence (%s)', (kind) => {
  const kit = everySourceApp(kind);
  const { db, ref } = kit;
  const books = () => trialBalance(db(), tenant);
  const balance = (account: Parameters<typeof balanceOf>[2]) =>
    balanceOf(db(), tenant, account, currency);

  it(
    'keeps the books, the parties and the deliveries right after every step',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.nat(300_000),
          fc.array(step, { minLength: 2, maxLength: 12 }),
          async (opening, steps) => {
            const { userId } = fresh();
            const { userId: agencyId } = fresh();
            const gsaId = 5;
            const sales: Sale[] = [];
            const model = { wallet: 0 };
            const line = creditLineModel();
            const clearingBefore = await balance(purchaseClearingAccount());
            // The line opens with a limit from a moment back, which later steps raise or lower.
            line.limitSet(await kit.setLimit(agencyId, opening, new Date(Date.now() - day)));

            async function check() {
              for (const book of await books()) {
                expect(book.sum, book.currency).toBe(0);
                expect(book.runningBalancesAgree, book.currency).toBe(true);
              }
              const wallet = await balance(walletAccount(userId));
              expect(wallet).toBe(model.wallet);
              expect(wallet).toBeGreaterThanOrEqual(0);
              line.expectBalance(await balance(agencyCreditAccount(agencyId)));
              let waiting = 0;
              for (const sale of sales) {
                const times = kit.timesDelivered(sale.id);
                expect(times, `sale ${sale.id} delivered`).toBe(sale.delivered ? 1 : 0);
                const covered = await coveredBesides(db(), tenant, ref(sale.id), currency);
                if (sale.delivered) expect(covered).toBeGreaterThanOrEqual(sale.owed);
                else {
                  expect(covered).toBeLessThan(sale.owed);
                  if (sale.ended) expect(covered).toBe(0);
                  waiting += covered;
                }
              }
              // What waits for undelivered sales is all the purchase clearing account holds.
              expect((await balance(purchaseClearingAccount())) - clearingBefore).toBe(waiting);
            }

            /** A repeated word from outside moves nothing. */
            async function movesNothing(repeat: () => Promise<unknown>) {
              const before = await books();
              await repeat();
              expect(await books()).toEqual(before);
            }

            async function payByCard(sale: Sale, paymentId: number, url: string, c: Card) {
              sale.cardPaymentId = paymentId;
              const arrive = await kit.cardTrip(url, c.provider, c.declined);
              if (c.declined) {
                sale.ended = true;
                model.wallet += sale.wallet;
                line.raised(sale.credit);
              } else sale.delivered = true;
              if (c.repeat) await movesNothing(arrive);
            }

            for (const next of steps) {
              if (next.kind === 'limit') {
                const from = line.effectiveFrom(next.from);
                line.limitSet(await kit.setLimit(agencyId, next.limit, from));
              } else if (next.kind === 'refund') {
                const refundable = sales.filter(
                  (s) => s.delivered && !s.refunded && s.source !== 'invoice',
                );
                const sale = refundable[next.pick % Math.max(1, refundable.length)];
                if (!sale) continue;
                const penalty = Math.floor(sale.owed * next.penalty);
                const amount = sale.owed - penalty;
                const to: RefundShare[] = [];
                if (sale.source === 'walletCard') {
                  const key = `agencySale:${sale.id}:refund`;
                  const split = await splitRefundOf(
                    db(),
                    { ...ref(sale.id), tenant },
                    { amount, currency, charged: sale.owed, key },
                  );
                  if (!split) throw new Error('a wallet and card sale splits its refund');
                  to.push({ to: { wallet: userId }, amount: split.wallet.amount });
                  to.push({ to: 'card', amount: split.card.amount });
                } else if (sale.source === 'creditCard') {
                  const toLine = Math.round((amount * sale.credit) / sale.owed);
                  to.push({ to: { agencyCredit: agencyId }, amount: toLine });
                  to.push({ to: 'card', amount: amount - toLine });
                } else if (sale.source === 'wallet') to.push({ to: { wallet: userId }, amount });
                else if (sale.source === 'credit')
                  to.push({ to: { agencyCredit: agencyId }, amount });
                else to.push({ to: 'card', amount });
                const shares = to.filter((s) => s.amount > 0);
                await kit.refund(sale.id, {
                  amount,
                  penalty,
                  to: shares,
                  cardPaymentId: sale.cardPaymentId,
                });
                sale.refunded = true;
                for (const s of shares) {
                  if (s.to === 'card') continue;
                  if ('wallet' in s.to) model.wallet += s.amount;
                  else line.raised(s.amount);
                }
              } else {
                const { id, owed } = kit.newSale(next.total, agencyId, gsaId);
                const sale: Sale = {
                  id,
                  owed,
                  source: next.kind,
                  delivered: false,
                  ended: false,
                  wallet: 0,
                  credit: 0,
                  cardPaymentId: null,
                  refunded: false,
                };
                sales.push(sale);
                if (next.kind === 'invoice') {
                  const receive = await kit.invoice(id, owed, agencyId);
                  const first = Math.floor(owed * 0.4);
                  const bankReference = `BNK-${id}-1`;
                  expect(await receive(first, bankReference)).toMatchObject({ outcome: 'waiting' });
                  if (next.repeat) await movesNothing(() => receive(first, bankReference));
                  if (!next.partial) {
                    const extra = next.overpay ? 5_000 : 0;
                    const last = await receive(owed - first + extra, `BNK-${id}-2`);
                    expect(last).toMatchObject({ outcome: 'delivered', delivered: true });
                    sale.delivered = true;
                  }
                } else if (next.kind === 'credit' || next.kind === 'creditCard') {
                  const amount = next.kind === 'credit' ? owed : Math.floor(owed * next.share);
                  const provider = next.kind === 'credit' ? 'sandbox' : next.provider;
                  const held = await line.spend(amount, () =>
                    kit.hold(id, owed, { credit: { agencyId, amount } }, provider),
                  );
                  if (held === 'refused') sale.ended = true;
                  else {
                    sale.credit = amount;
                    if (next.kind === 'credit') sale.delivered = true;
                    else if (held.payment)
                      await payByCard(sale, held.payment.paymentId, held.payment.paymentUrl, next);
                  }
                } else {
                  if (next.kind === 'wallet' || next.kind === 'walletCard') {
                    const topup = next.kind === 'wallet' ? owed : Math.floor(owed * next.share);
                    await kit.topup(userId, topup, fresh().key);
                    model.wallet += topup;
                  }
                  const provider = next.kind === 'wallet' ? 'sandbox' : next.provider;
                  const walletOf = next.kind === 'card' ? undefined : userId;
                  const held = await kit.hold(id, owed, walletOf ? { walletOf } : {}, provider);
                  sale.wallet = held.wallet;
                  model.wallet -= held.wallet;
                  if (!held.payment) sale.delivered = true;
                  else if (next.kind !== 'wallet')
                    await payByCard(sale, held.payment.paymentId, held.payment.paymentUrl, next);
                  else throw new Error('a wallet holding enough pays the whole');
                  // A wallet that paid the whole is the sale's only source, refunded as such.
                  if (held.card === 0) sale.source = 'wallet';
                }
              }
              await check();
            }
          },
        ),
        { numRuns: runs },
      );
    },
    full ? 900_000 : 120_000,
  );
});
