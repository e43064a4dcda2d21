// A day's statement of the brand's bank account: lines naming one invoice are received as its
// transfers, once however often the statement is imported; other lines are left as they are.
import { describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/test-app';
import {
  matchStatementLine,
  receiveStatementLines,
  type BankStatementLine,
} from './bank-statement';
import { invoicesApp } from './invoices-test-kit';
import { invoiceOf } from './invoices.service';

describe('matchStatementLine', () => {
  it('takes money in that names one invoice, however the payer wrote it', () => {
    expect(matchStatementLine({ amount: 10, description: 'agency 12 INV-2026-000123' })).toEqual({
      line: 'invoice',
      reference: 'INV-2026-000123',
    });
    expect(matchStatementLine({ amount: 10, description: 'بابت inv ۲۰۲۶ ۰۰۰۱۲۳' })).toEqual({
      line: 'invoice',
      reference: 'INV-2026-000123',
    });
  });

  it('leaves money out, a line naming none and a line naming two', () => {
    expect(matchStatementLine({ amount: -10, description: 'INV-2026-000123' })).toEqual({
      line: 'notAnInvoice',
      why: 'moneyOut',
    });
    expect(matchStatementLine({ amount: 10, description: 'sandbox payout 2026-11-29' })).toEqual({
      line: 'notAnInvoice',
      why: 'noReference',
    });
    expect(
      matchStatementLine({ amount: 10, description: 'INV-2026-000123 INV-2026-000124' }),
    ).toEqual({ line: 'notAnInvoice', why: 'severalReferences' });
  });
});

describe.each(databaseKinds)("a bank statement's invoice payments on %s", (kind) => {
  const kit = invoicesApp(kind);

  it('receives the lines naming an invoice, and nothing twice when imported again', async () => {
    const invoice = await kit.invoiced(900_000);
    const at = new Date('2026-11-30T08:00:00Z');
    const statement: BankStatementLine[] = [
      {
        bankReference: 'ST-1',
        description: `Transfer ${invoice.reference}`,
        amount: 500_000,
        currency: 'IRR',
        bookedAt: at,
      },
      {
        bankReference: 'ST-2',
        description: 'bank fee',
        amount: -2_000,
        currency: 'IRR',
        bookedAt: at,
      },
      {
        bankReference: 'ST-3',
        description: `rest of ${invoice.reference.replaceAll('-', '')}`,
        amount: 400_000,
        currency: 'IRR',
        bookedAt: at,
      },
      {
        bankReference: 'ST-4',
        description: 'INV-2026-999999',
        amount: 1_000,
        currency: 'IRR',
        bookedAt: at,
      },
    ];
    const first = await receiveStatementLines(kit.deps(), 'sepehran', statement);
    expect(first.map((a) => [a.bankReference, a.match.line, a.received?.outcome])).toEqual([
      ['ST-1', 'invoice', 'waiting'],
      ['ST-2', 'notAnInvoice', undefined],
      ['ST-3', 'invoice', 'delivered'],
      ['ST-4', 'invoice', 'unmatched'],
    ]);
    expect(kit.delivered.filter((id) => id === invoice.orderId)).toHaveLength(1);

    const again = await receiveStatementLines(kit.deps(), 'sepehran', statement);
    expect(again.flatMap((a) => (a.received ? [a.received.outcome] : []))).toEqual([
      'already',
      'already',
      'already',
    ]);
    expect(await invoiceOf(kit.db(), 'sepehran', invoice.reference)).toMatchObject({
      status: 'paid',
      received: 900_000,
      transfers: [
        { bankReference: 'ST-1', amount: 500_000 },
        { bankReference: 'ST-3', amount: 400_000 },
      ],
    });
    for (const book of await kit.books()) expect(book.sum).toBe(0);
  });
});
