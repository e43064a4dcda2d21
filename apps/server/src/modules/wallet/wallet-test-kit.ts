// What the wallet's tests share: a test app per database, customers, test funds, the ledger's own
// reading of a wallet, the statement through the API, and bookings paid from the wallet.
import { afterAll, beforeAll, expect } from 'vitest';
import { z } from 'zod';
import { transactionsResponseSchema } from '@parvaz/domain/contracts/profile';
import { walletAccount } from '@parvaz/domain/ledger/accounts';
import type { Database } from '../../db/client';
import { buildSignedInUser } from '../../test/factories';
import { createTestApp, type DatabaseKind, type TestApp } from '../../test/test-app';
import { hold, passenger, sellableFlight } from '../booking/booking.fixtures';
import { balanceOf, statement, trialBalance } from '../ledger/ledger.api';
import { addWalletCredit } from './wallet.api';

/** The API's envelope, as far as these tests read it. */
export const envelopeSchema = z.object({
  data: z.unknown().optional(),
  errors: z
    .object({
      code: z.string().optional(),
      error: z.string().optional(),
      fields: z.record(z.string(), z.unknown()).optional(),
    })
    .optional(),
});
export const dataOf = <T extends z.ZodType>(schema: T, answer: { json: unknown }): z.output<T> =>
  schema.parse(envelopeSchema.parse(answer.json).data);
export const errorsOf = (answer: { json: unknown }) => envelopeSchema.parse(answer.json).errors;

export const bookedSchema = z.object({
  bookingId: z.number(),
  pnr: z.string(),
  trackingCode: z.string(),
  status: z.string(),
  amount: z.number(),
  paymentUrl: z.string().optional(),
  receipt: z.string().optional(),
});
export const heldSchema = z.object({ quoteId: z.string(), total: z.number() });

/** The ledger's code of a statement line: the entry, as W + 12 digits. */
export const codeOf = (entryId: number) => `W${String(entryId).padStart(12, '0')}`;

/** One suite's wallet test app (started before its tests, closed after) and its helpers. */
export function walletSuite(kind: DatabaseKind) {
  let t: TestApp;
  let keys = 0;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  const db = (): Database => t.database.db;
  const customer = (tenant = 'sepehran') => buildSignedInUser(db(), { tenant });
  /** The ledger's own reading of a sepehran customer's wallet (rials). */
  const ledgerBalance = (userId: number) =>
    balanceOf(db(), 'sepehran', walletAccount(userId), 'IRR');
  const ledgerLines = async (userId: number) =>
    (
      await statement(db(), 'sepehran', walletAccount(userId), 'IRR', {
        page: 1,
        pageSize: 100,
      })
    ).items;
  /** Test funds: an opening entry of the wallet, as a goodwill credit would be. */
  const fund = (userId: number, amount: number, at = new Date()) =>
    db().transaction((tx) =>
      addWalletCredit(
        tx,
        { tenant: 'sepehran', userId, currency: 'IRR' },
        { key: `test-funds:${kind}:${keys++}`, amount, description: 'test funds', at },
      ),
    );
  const transactions = async (headers: Record<string, string>, body: Record<string, unknown>) =>
    dataOf(transactionsResponseSchema, await t.post('user/getTransactions', body, headers));

  /** Books bodies that all sepehran tests accept. */
  const bookingBody = (quoteId: string, extra: Record<string, unknown> = {}) => ({
    quoteId,
    idempotencyKey: `wallet-${kind}-${keys++}`,
    passengers: [passenger('ADT')],
    contact: { mobile: '09121234567', country: 'IR', email: 'a@example.com' },
    agreement: '1',
    payment: 'wallet',
    ...extra,
  });
  const held = async () => {
    const flight = await sellableFlight(db());
    return dataOf(heldSchema, await hold(t, flight));
  };

  /**
   * A new customer with `walletShare` of a held quote's total in the wallet books it from the
   * wallet and a card (`wallet+gateway`); the booking's answer, not yet paid by card.
   */
  const bookBothWays = async (walletShare: (total: number) => number) => {
    const user = await customer();
    const { quoteId, total } = await held();
    const inWallet = walletShare(total);
    if (inWallet > 0) await fund(user.id, inWallet);
    const answer = await t.post(
      'flight/bookFlight',
      bookingBody(quoteId, { payment: 'wallet+gateway' }),
      { ...user.headers, lang: 'en' },
    );
    expect(answer.status).toBe(200);
    return { user, total, inWallet, booked: dataOf(bookedSchema, answer) };
  };

  /** The trial balance of every currency of the tenant sums to zero, with no balance drifted. */
  const booksBalance = async (tenant = 'sepehran') => {
    for (const book of await trialBalance(db(), tenant)) {
      expect(book.sum, book.currency).toBe(0);
      expect(book.runningBalancesAgree, book.currency).toBe(true);
    }
  };

  return {
    get t(): TestApp {
      return t;
    },
    /** A key no other test of the suite uses. */
    nextKey: () => `${kind}-${keys++}`,
    db,
    customer,
    ledgerBalance,
    ledgerLines,
    fund,
    transactions,
    bookingBody,
    held,
    bookBothWays,
    booksBalance,
  };
}
