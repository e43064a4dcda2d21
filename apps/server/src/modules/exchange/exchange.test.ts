import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateDateOf } from '@parvaz/domain/money/exchange';
import { buildSignedInUser } from '../../test/factories';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';

interface Envelope {
  status: string;
  data?: { date?: string; rates?: Array<Record<string, unknown>> } & Record<string, unknown>;
  errors?: { error: string; fields?: Record<string, string> };
}

describe.each(databaseKinds)('exchange rates (%s)', (kind) => {
  let t: TestApp;
  let operator: { headers: Record<string, string> };
  let traveller: { headers: Record<string, string> };
  const today = rateDateOf(new Date());

  beforeAll(async () => {
    t = await createTestApp(kind);
    operator = await buildSignedInUser(t.database.db, { role: 'operator' });
    traveller = await buildSignedInUser(t.database.db, { role: 'customer' });
  });
  afterAll(async () => t.close());

  it("answers everyone today's rate of every pair, the demo's dollar at 1,050,000 rials", async () => {
    const answer = await t.post('exchange/getRates', {});
    expect(answer.status).toBe(200);
    const data = (answer.json as Envelope).data;
    expect(data?.date).toBe(today);
    const pairs = (data?.rates ?? []).map(
      (r) => `${String(r.base)}/${String(r.quote)}=${String(r.rate)}`,
    );
    expect(pairs.sort()).toEqual(['KWD/IRR=3412500', 'KWD/USD=3.25', 'USD/IRR=1050000']);
  });

  it('lets the operator set a rate from today, which the next read answers', async () => {
    const added = await t.post(
      'exchange/addRate',
      { base: 'USD', quote: 'IRR', rate: '۱۰۶۲۵۰۰٫۵', validFrom: today },
      operator.headers,
    );
    expect(added.status).toBe(200);
    expect((added.json as Envelope).data).toMatchObject({
      base: 'USD',
      quote: 'IRR',
      rate: '1062500.5',
      validFrom: today,
    });
    const read = (await t.post('exchange/getRates', {})).json as Envelope;
    expect(read.data?.rates?.find((r) => r.base === 'USD')?.rate).toBe('1062500.5');
  });

  it("refuses a bad rate with a message in the caller's language", async () => {
    const zero = await t.post(
      'exchange/addRate',
      { base: 'USD', quote: 'IRR', rate: '1,050,000', validFrom: today },
      { ...operator.headers, lang: 'en' },
    );
    expect(zero.status).toBe(400);
    expect((zero.json as Envelope).errors?.fields?.rate).toBe(
      'Enter the rate as a positive number with a point, e.g. 1050000 or 3.25.',
    );
    const same = await t.post(
      'exchange/addRate',
      { base: 'KWD', quote: 'KWD', rate: '1', validFrom: today },
      { ...operator.headers, lang: 'tr' },
    );
    expect(same.status).toBe(400);
    expect((same.json as Envelope).errors?.fields?.quote).toBe(
      'Kur iki farklı para birimi arasında olmalıdır.',
    );
    const past = await t.post(
      'exchange/addRate',
      { base: 'USD', quote: 'IRR', rate: '1000000', validFrom: '2020-01-01' },
      { ...operator.headers, lang: 'fa' },
    );
    expect(past.status).toBe(400);
    expect((past.json as Envelope).errors?.fields?.validFrom).toBe(
      'نرخ جدید نمی‌تواند از روزی که گذشته است شروع شود.',
    );
  });

  it('refuses a traveller and a guest', async () => {
    const body = { base: 'USD', quote: 'IRR', rate: '1', validFrom: today };
    expect((await t.post('exchange/addRate', body, traveller.headers)).status).toBe(403);
    expect((await t.post('exchange/addRate', body)).status).toBe(401);
    const read = (await t.post('exchange/getRates', {})).json as Envelope;
    expect(read.data?.rates?.find((r) => r.base === 'USD')?.rate).toBe('1062500.5');
  });
});
