import { describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../../test/factories';
import { databaseKinds } from '../../test/test-app';
import { ticketsApp } from '../tickets/tickets-test-kit';

interface Books {
  currencies: Array<{
    currency: string;
    sum: number;
    runningBalancesAgree: boolean;
    kinds: Array<{ kind: string; balance: number }>;
  }>;
}

describe.each(databaseKinds)('the trial balance on %s', (kind) => {
  const s = ticketsApp(kind);

  it("shows an operator the brand's books: balanced, with the day's sale split between the airline and the brand", async () => {
    const operator = await buildSignedInUser(s.db(), { tenant: 'sepehran', role: 'operator' });
    const read = async () => {
      const answer = await s.t.post('ledger/getTrialBalance', {}, operator.headers);
      expect(answer.status, JSON.stringify(answer.json)).toBe(200);
      return (answer.json as { data: Books }).data;
    };
    const balance = (books: Books, kind: string) =>
      books.currencies.find((c) => c.currency === 'IRR')?.kinds.find((k) => k.kind === kind)
        ?.balance ?? 0;
    const revenue = (books: Books) => balance(books, 'revenue');
    const airlines = (books: Books) => balance(books, 'airline_payable');

    const before = await read();
    const booked = await s.bookAndPay();
    const after = await read();
    // The fares are owed to the airline, the fees and extras are the brand's (decision 019).
    const owed = airlines(after) - airlines(before);
    expect(owed).toBeGreaterThan(0);
    expect(revenue(after) - revenue(before)).toBeGreaterThan(0);
    expect(revenue(after) - revenue(before) + owed).toBe(booked.amount);
    for (const books of after.currencies) {
      expect(books.sum).toBe(0);
      expect(books.runningBalancesAgree).toBe(true);
    }

    const customer = await buildSignedInUser(s.db(), { tenant: 'sepehran' });
    expect((await s.t.post('ledger/getTrialBalance', {}, customer.headers)).status).toBe(403);
  });
});
