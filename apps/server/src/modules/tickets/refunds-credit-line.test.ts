// Tickets of a booking paid whole on an agency's credit line go back to that line (decision 021,
// agency credit), never to the wallet of whoever booked nor to a card that paid nothing.
import { describe, expect, it } from 'vitest';
import { agencyCreditAccount, walletAccount } from '@parvaz/domain/ledger/accounts';
import { buildSignedInUser } from '../../test/factories';
import { databaseKinds } from '../../test/test-app';
import { balanceOf, trialBalance } from '../ledger/ledger.api';
import { fresh } from '../ledger/ledger-test-kit';
import { ticketsApp } from './tickets-test-kit';

const fare = 30_500_000;

describe.each(databaseKinds)(
  "refunds of a booking paid on an agency's credit line on %s",
  (kind) => {
    const s = ticketsApp(kind);
    const en = () => s.t.app.translatorFor('en');
    const lineOf = (agencyId: number) =>
      balanceOf(s.db(), 'sepehran', agencyCreditAccount(agencyId), 'IRR');

    const booksBalance = async () => {
      for (const book of await trialBalance(s.db(), 'sepehran')) {
        expect(book.sum, book.currency).toBe(0);
        expect(book.runningBalancesAgree, book.currency).toBe(true);
      }
    };

    it.each(['a signed-in customer', 'a guest'])(
      'gives the tickets of one %s booked back to the line',
      async (who) => {
        const customer =
          who === 'a guest' ? null : await buildSignedInUser(s.db(), { tenant: 'sepehran' });
        const { userId: agencyId } = fresh();
        const booked = await s.bookAndPay({
          passengers: ['ADT', 'ADT'],
          ...(customer ? { signedIn: customer.headers } : {}),
          onCreditOf: agencyId,
        });
        expect(await lineOf(agencyId)).toBe(-2 * fare);
        await s.setFlight(booked.flight.flightId, { status: 'cancelled' });

        const answer = await s.post('ticket/refundConfirm', {
          trackingCode: booked.trackingCode,
          mobile: booked.mobile,
          tickets: [booked.ticketNumbers[0]],
          mode: 'Cancel',
        });
        expect(answer.status, JSON.stringify(answer.json)).toBe(200);
        expect(answer.json.data?.request).toMatchObject({
          status: 'approved',
          amount: fare,
          destination: 'credit',
        });
        // The fare is back on the line; nothing went to the booker's wallet.
        expect(await lineOf(agencyId)).toBe(-fare);
        if (customer)
          expect(await balanceOf(s.db(), 'sepehran', walletAccount(customer.id), 'IRR')).toBe(0);
        expect((await s.messagesTo(booked.e164)).at(-1)?.body).toContain(
          en()('refundToCreditLine'),
        );
        await booksBalance();
      },
    );
  },
);
