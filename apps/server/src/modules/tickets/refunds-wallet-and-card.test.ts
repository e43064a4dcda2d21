// Tickets of a booking paid from the wallet and a card, refunded one at a time (decision 021).
import { describe, expect, it } from 'vitest';
import { walletAccount } from '@parvaz/domain/ledger/accounts';
import { buildSignedInUser } from '../../test/factories';
import { databaseKinds } from '../../test/test-app';
import { balanceOf, trialBalance } from '../ledger/ledger.api';
import { addWalletCredit } from '../wallet/wallet.api';
import { ticketsApp, type Booked } from './tickets-test-kit';

const fare = 30_500_000;
// Two adults: 61,000,000, of which the wallet gives 30 % and the card the rest.
const total = 2 * fare;
const fromWallet = 18_300_000;
const byCard = total - fromWallet;

describe.each(databaseKinds)(
  'refunds of a booking paid from the wallet and a card on %s',
  (kind) => {
    const s = ticketsApp(kind);
    const en = () => s.t.app.translatorFor('en');

    /** A customer with 30 % of two adults' fares in the wallet, booking both wallet and card. */
    async function bookBothWays() {
      const customer = await buildSignedInUser(s.db(), { tenant: 'sepehran' });
      await s.db().transaction((tx) =>
        addWalletCredit(
          tx,
          { tenant: 'sepehran', userId: customer.id, currency: 'IRR' },
          {
            key: `test-funds:${customer.id}`,
            amount: fromWallet,
            description: 'test',
            at: new Date(),
          },
        ),
      );
      const booked = await s.bookAndPay({
        passengers: ['ADT', 'ADT'],
        signedIn: customer.headers,
        payment: 'wallet+gateway',
      });
      expect(booked.amount).toBe(total);
      const wallet = () => balanceOf(s.db(), 'sepehran', walletAccount(customer.id), 'IRR');
      expect(await wallet()).toBe(0);
      const card = await s.cardOf(booked.bookingId);
      expect(card?.payment.amount).toBe(byCard);
      const cardRefunded = async () => (await s.cardOf(booked.bookingId))?.bank?.refunded ?? 0;
      return { booked, wallet, cardRefunded };
    }

    const refundOne = (booked: Booked, ticketNumber: string | undefined, mode: string) =>
      s.post('ticket/refundConfirm', {
        trackingCode: booked.trackingCode,
        mobile: booked.mobile,
        tickets: [ticketNumber],
        mode,
      });

    const booksBalance = async () => {
      for (const book of await trialBalance(s.db(), 'sepehran')) {
        expect(book.sum, book.currency).toBe(0);
        expect(book.runningBalancesAgree, book.currency).toBe(true);
      }
    };

    it('splits each ticket refund 30 / 70 and never gives a source more than it gave', async () => {
      const { booked, wallet, cardRefunded } = await bookBothWays();
      // A Normal refund well before departure keeps 10 %: 27,450,000 back per ticket, of which
      // 30 % (8,235,000) to the wallet and 70 % (19,215,000) to the card.
      const back = Math.floor(fare * 0.9);
      const first = await refundOne(booked, booked.ticketNumbers[0], 'Normal');
      expect(first.status, JSON.stringify(first.json)).toBe(200);
      expect(first.json.data?.request).toMatchObject({
        status: 'approved',
        amount: back,
        destination: 'wallet+card',
      });
      expect(await wallet()).toBe(8_235_000);
      expect(await cardRefunded()).toBe(19_215_000);
      expect((await s.messagesTo(booked.e164)).at(-1)?.body).toContain(
        en()('refundToWalletAndCard'),
      );
      await booksBalance();

      const second = await refundOne(booked, booked.ticketNumbers[1], 'Normal');
      expect(second.status, JSON.stringify(second.json)).toBe(200);
      expect(await wallet()).toBe(16_470_000);
      expect(await cardRefunded()).toBe(38_430_000);
      expect(await wallet()).toBeLessThanOrEqual(fromWallet);
      expect(await cardRefunded()).toBeLessThanOrEqual(byCard);
      // The card was refunded twice at its provider, each time its part only.
      const card = await s.cardOf(booked.bookingId);
      expect(
        card?.events.filter((e) => e.type === 'refunded').map((e) => e.detail?.amount),
      ).toEqual([19_215_000, 19_215_000]);
      await booksBalance();
    });

    it('gives each source exactly what it gave once every ticket is refunded in full', async () => {
      const { booked, wallet, cardRefunded } = await bookBothWays();
      await s.setFlight(booked.flight.flightId, { status: 'cancelled' });
      for (const ticketNumber of booked.ticketNumbers) {
        const answer = await refundOne(booked, ticketNumber, 'Cancel');
        expect(answer.status, JSON.stringify(answer.json)).toBe(200);
        expect(answer.json.data?.request).toMatchObject({ status: 'approved', amount: fare });
        expect(await wallet()).toBeLessThanOrEqual(fromWallet);
        expect(await cardRefunded()).toBeLessThanOrEqual(byCard);
      }
      expect(await wallet()).toBe(fromWallet);
      expect(await cardRefunded()).toBe(byCard);
      await booksBalance();
    });

    it('splits a request the desk approves later the same way', async () => {
      const { booked, wallet, cardRefunded } = await bookBothWays();
      // Cancel of a flight on time waits for a decision; nothing moves until then.
      const asked = await refundOne(booked, booked.ticketNumbers[0], 'Cancel');
      expect(asked.status, JSON.stringify(asked.json)).toBe(200);
      const request = asked.json.data?.request as { id: number };
      expect(request).toMatchObject({
        status: 'pending',
        amount: fare,
        destination: 'wallet+card',
      });
      expect(await wallet()).toBe(0);
      const supporter = await buildSignedInUser(s.db(), { tenant: 'sepehran', role: 'supporter' });
      const approved = await s.t.post(
        'ticket/refundDecide',
        { id: request.id, decision: 'approve' },
        { lang: 'en', ...supporter.headers },
      );
      expect(approved.status, JSON.stringify(approved.json)).toBe(200);
      // 30,500,000 back: 30 % (9,150,000) to the wallet, 70 % (21,350,000) to the card.
      expect(await wallet()).toBe(9_150_000);
      expect(await cardRefunded()).toBe(21_350_000);
      await booksBalance();
    });

    it('keeps a booking the wallet paid whole, through wallet+gateway, to the wallet', async () => {
      const customer = await buildSignedInUser(s.db(), { tenant: 'sepehran' });
      await s
        .db()
        .transaction((tx) =>
          addWalletCredit(
            tx,
            { tenant: 'sepehran', userId: customer.id, currency: 'IRR' },
            { key: `test-funds:${customer.id}`, amount: fare, description: 'test', at: new Date() },
          ),
        );
      const booked = await s.bookAndPay({ signedIn: customer.headers, payment: 'wallet+gateway' });
      expect(await s.cardOf(booked.bookingId)).toBeUndefined();
      const answer = await refundOne(booked, booked.ticketNumbers[0], 'Normal');
      expect(answer.status, JSON.stringify(answer.json)).toBe(200);
      expect(answer.json.data?.request).toMatchObject({ destination: 'wallet' });
      expect(await balanceOf(s.db(), 'sepehran', walletAccount(customer.id), 'IRR')).toBe(
        Math.floor(fare * 0.9),
      );
      await booksBalance();
    });
  },
);
