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

  it("shows an operator the brand's books: balanced, with the day's sale as flight revenue", async () => {
    const operator = await buildSignedInUser(s.db(), { tenant: 'sepehran', role: 'operator' });
    const read = async () => {
      const answer = await s.t.post('ledger/getTrialBalance', {}, operator.headers);
      expect(answer.status, JSON.stringify(answer.json)).toBe(200);
      return (answer.json as { data: Books }).data;
    };
    const revenue = (books: Books) =>
      books.currencies.find((c) => c.currency === 'IRR')?.kinds.find((k) => k.kind === 'revenue')
        ?.balance ?? 0;

    const before = await read();
    const booked = await s.bookAndPay();
    const after = await read();
    expect(revenue(after) - revenue(before)).toBe(booked.amount);
    for (const books of after.currencies) {
      expect(books.sum).toBe(0);
      expect(books.runningBalancesAgree).toBe(true);
    }

    const customer = await buildSignedInUser(s.db(), { tenant: 'sepehran' });
    expect((await s.t.post('ledger/getTrialBalance', {}, customer.headers)).status).toBe(403);
  });
});
