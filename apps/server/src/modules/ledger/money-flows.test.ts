// The ledger's proof over the whole money path: generated sequences of top-ups (paid or
// declined), bookings paid by card or from the wallet (by the customer or a guest), refunds to the
// card or the wallet, and
// repeated bank callbacks, run through the API. After every sequence the books balance: every
// currency sums to zero, each account's running balance is the sum of its postings, no wallet is
// below zero and each reads what the customer's own story says; a repeated callback moves nothing.
import { walletAccount } from '@parvaz/domain/ledger/accounts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../../test/factories';
import { databaseKinds } from '../../test/test-app';
import { cardForm, declinedCard, payAndReturn, validCard } from '../payments/payments-test-kit';
import { ticketsApp, type Booked } from '../tickets/tickets-test-kit';
import { balanceOf, trialBalance } from './ledger.api';

type Step =
  | { kind: 'topup'; amount: number; declined: boolean }
  | { kind: 'book'; byWallet: boolean; asGuest: boolean }
  | { kind: 'refund'; which: number }
  | { kind: 'replay' };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('topup' as const),
    amount: fc.integer({ min: 1, max: 80 }).map((n) => n * 1_000_000),
    declined: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('book' as const), byWallet: fc.boolean(), asGuest: fc.boolean() }),
  fc.record({ kind: fc.constant('refund' as const), which: fc.nat() }),
  fc.constant({ kind: 'replay' as const }),
);

/** Short in `npm test`; QUALITY=full runs many more sequences. */
const runs = process.env.QUALITY === 'full' ? 60 : 8;

describe.each(databaseKinds)('money flows through the ledger on %s', (kind) => {
  const s = ticketsApp(kind);
  const db = () => s.db();

  async function books() {
    const [books] = await trialBalance(db(), 'sepehran');
    return books;
  }

  async function walletOf(userId: number) {
    return balanceOf(db(), 'sepehran', walletAccount(userId), 'IRR');
  }

  it('keeps the books balanced, wallets whole and callbacks idempotent, whatever the order', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 3, maxLength: 7 }), async (steps) => {
        const customer = await buildSignedInUser(db(), { tenant: 'sepehran' });
        const headers = { ...customer.headers, lang: 'en' };
        let wallet = 0;
        const sold: Booked[] = [];
        let lastCallback: string | null = null;

        for (const next of steps) {
          if (next.kind === 'topup') {
            const opened = await s.t.post(
              'user/increaseCredit',
              { amount: String(next.amount), bankId: 'sandbox' },
              headers,
            );
            expect(opened.status).toBe(200);
            const data = (opened.json as { data: { paymentUrl: string } }).data;
            const card = next.declined ? declinedCard() : validCard();
            const paid = await payAndReturn(s.t.app, data.paymentUrl, cardForm(card));
            lastCallback = paid.callbackUrl;
            if (!next.declined) wallet += next.amount;
          } else if (next.kind === 'book') {
            // From the wallet only when it holds enough: the short case is the wallet tests' own.
            // A guest's booking is refunded to the card; the customer's to the wallet.
            const byWallet = !next.asGuest && next.byWallet && wallet >= 40_000_000;
            const booked = await s.bookAndPay({
              ...(next.asGuest ? {} : { signedIn: headers }),
              payment: byWallet ? 'wallet' : 'gateway',
            });
            if (byWallet) wallet -= booked.amount;
            sold.push(booked);
          } else if (next.kind === 'refund') {
            const booked = sold.splice(next.which % Math.max(1, sold.length), 1)[0];
            if (!booked) continue;
            const answer = await s.post('ticket/refundConfirm', {
              trackingCode: booked.trackingCode,
              mobile: booked.mobile,
              tickets: booked.ticketNumbers.slice(0, 1),
              mode: 'Normal',
            });
            expect(answer.status, JSON.stringify(answer.json)).toBe(200);
            const request = answer.json.data?.request as { amount: number; destination: string };
            // A signed-in customer's refund goes back to the wallet (kept in the paid currency).
            if (request.destination === 'wallet') wallet += request.amount;
          } else if (lastCallback) {
            const before = await books();
            const again = await s.t.app.inject({ method: 'GET', url: lastCallback });
            expect(again.statusCode).toBe(302);
            expect(await books()).toEqual(before);
          }
        }

        const irr = await books();
        expect(irr?.sum ?? 0).toBe(0);
        expect(irr?.runningBalancesAgree ?? true).toBe(true);
        // Every payment that came in was delivered or went back: nothing waits in clearing.
        expect(irr?.kinds.find((k) => k.kind === 'purchase_clearing')?.balance ?? 0).toBe(0);
        expect(await walletOf(customer.id)).toBe(wallet);
        expect(wallet).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: runs, endOnFailure: true },
    );
  });
});
