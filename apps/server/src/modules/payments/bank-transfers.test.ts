// An invoice paid by bank transfers, in parts (decision 022): delivered once when the parts
// cover what the purchase owes, each transfer counted once, what came beyond owed to the payer,
// and a transfer no invoice can take kept aside with nothing moved.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  agencyPayableAccount,
  bankClearingAccount,
  purchaseClearingAccount,
  walletAccount,
} from '@parvaz/domain/ledger/accounts';
import type { Database } from '../../db/client';
import { databaseKinds } from '../../test/test-app';
import { invoicesApp } from './invoices-test-kit';
import { invoiceOf, issueInvoice, voidInvoice } from './invoices.service';

describe.each(databaseKinds)('invoices paid by bank transfer on %s', (kind) => {
  const kit = invoicesApp(kind);
  const { receive, invoiced, balance } = kit;

  /** Every currency's books add up to zero, and no kept balance drifted from its postings. */
  async function expectBooksBalance() {
    for (const book of await kit.books()) {
      expect(book.sum, book.currency).toBe(0);
      expect(book.runningBalancesAgree, book.currency).toBe(true);
    }
  }

  it('delivers an invoice paid in two transfers once, on the second', async () => {
    const invoice = await invoiced(1_000_000);
    expect(invoice.reference).toMatch(/^INV-2026-\d{6,}$/);
    const clearingBefore = await balance(purchaseClearingAccount());
    const bankBefore = await balance(bankClearingAccount('bank_transfer'));

    const first = await receive({ reference: invoice.reference, amount: 400_000 });
    expect(first).toMatchObject({
      outcome: 'waiting',
      delivered: false,
      invoice: { status: 'open', received: 400_000, remaining: 600_000, excess: 0 },
    });
    expect(kit.delivered).not.toContain(invoice.orderId);
    // The part waits in the purchase clearing account, beside the bank's money.
    expect((await balance(purchaseClearingAccount())) - clearingBefore).toBe(400_000);
    await expectBooksBalance();

    // Written as the payer wrote it on the transfer.
    const second = await receive({
      reference: `paid ${invoice.reference.toLowerCase().replaceAll('-', ' ')}`,
      amount: 600_000,
    });
    expect(second).toMatchObject({
      outcome: 'delivered',
      delivered: true,
      invoice: { status: 'paid', received: 1_000_000, remaining: 0, excess: 0 },
    });
    expect(kit.delivered.filter((id) => id === invoice.orderId)).toHaveLength(1);
    expect(await balance(purchaseClearingAccount())).toBe(clearingBefore);
    expect((await balance(bankClearingAccount('bank_transfer'))) - bankBefore).toBe(1_000_000);

    const paid = await kit.paymentsOfOrder(invoice.orderId);
    expect(paid.map((p) => [p.provider, p.status, p.amount]).sort()).toEqual([
      ['bank_transfer', 'paid', 400_000],
      ['bank_transfer', 'paid', 600_000],
    ]);
    const deliveredBy = paid.find((p) => p.amount === 600_000);
    expect((await kit.eventsOf(deliveredBy?.id ?? 0)).map((e) => e.type)).toEqual([
      'received',
      'settled',
      'orderDelivered',
    ]);
    await expectBooksBalance();
  });

  it('counts the same transfer twice once, even reported at the same time', async () => {
    const invoice = await invoiced(500_000);
    const transfer = {
      reference: invoice.reference,
      amount: 200_000,
      bankReference: 'BNK-TWICE-1',
    };
    const [a, b] = await Promise.all([receive(transfer), receive(transfer)]);
    expect([a.outcome, b.outcome].sort()).toEqual(['already', 'waiting']);
    expect(await receive(transfer)).toMatchObject({ outcome: 'already' });
    expect(await kit.paymentsOfOrder(invoice.orderId)).toHaveLength(1);
    expect(await invoiceOf(kit.db(), 'sepehran', invoice.reference)).toMatchObject({
      status: 'open',
      received: 200_000,
      remaining: 300_000,
    });
    await expectBooksBalance();
  });

  it("owes what came beyond the invoice to the agency's payable, and records it", async () => {
    const payable = agencyPayableAccount(12);
    const before = await balance(payable);
    const invoice = await invoiced(1_000_000, { kind: 'agency', id: 12 });
    await receive({ reference: invoice.reference, amount: 700_000 });
    const last = await receive({ reference: invoice.reference, amount: 500_000 });
    expect(last).toMatchObject({
      outcome: 'delivered',
      invoice: { status: 'paid', received: 1_200_000, remaining: 0, excess: 200_000 },
    });
    expect((await balance(payable)) - before).toBe(200_000);
    const events = await kit.eventsOf('paymentId' in last ? last.paymentId : 0);
    expect(events.find((e) => e.type === 'owedBack')?.detail).toMatchObject({
      amount: 200_000,
      reason: 'overpaid',
      payer: { kind: 'agency', id: 12 },
    });

    // A transfer to an invoice already paid is the payer's, all of it.
    const late = await receive({ reference: invoice.reference, amount: 50_000 });
    expect(late).toMatchObject({ outcome: 'owedBack', delivered: false });
    expect((await balance(payable)) - before).toBe(250_000);
    expect(kit.delivered.filter((id) => id === invoice.orderId)).toHaveLength(1);
    await expectBooksBalance();
  });

  it("owes a customer's overpayment into their wallet", async () => {
    const wallet = walletAccount(77);
    const before = await balance(wallet);
    const invoice = await invoiced(300_000, { kind: 'customer', id: 77 });
    await receive({ reference: invoice.reference, amount: 310_000 });
    expect((await balance(wallet)) - before).toBe(10_000);
    await expectBooksBalance();
  });

  it('gives every transfer back to the payer when the purchase cannot be delivered', async () => {
    const payable = agencyPayableAccount(31);
    const invoice = await invoiced(800_000, { kind: 'agency', id: 31 }, { undeliverable: true });
    await receive({ reference: invoice.reference, amount: 300_000 });
    const last = await receive({ reference: invoice.reference, amount: 500_000 });
    expect(last).toMatchObject({
      outcome: 'order_gone',
      delivered: false,
      invoice: { status: 'void', received: 0 },
    });
    expect(await balance(payable)).toBe(800_000);
    expect((await kit.paymentsOfOrder(invoice.orderId)).map((p) => p.status)).toEqual([
      'reversed',
      'reversed',
    ]);
    // A transfer to the void invoice is kept aside, not taken.
    expect(await receive({ reference: invoice.reference, amount: 1_000 })).toMatchObject({
      outcome: 'unmatched',
      reason: 'invoiceVoid',
    });
    await expectBooksBalance();
  });

  it('owes a transfer back when the purchase it pays is gone', async () => {
    const payable = agencyPayableAccount(45);
    const invoice = await invoiced(600_000, { kind: 'agency', id: 45 });
    await receive({ reference: invoice.reference, amount: 100_000 });
    kit.forget(invoice.orderId);
    expect(await receive({ reference: invoice.reference, amount: 500_000 })).toMatchObject({
      outcome: 'owedBack',
      delivered: false,
      invoice: { status: 'void', received: 0 },
    });
    expect(await balance(payable)).toBe(600_000);
    expect(kit.delivered).not.toContain(invoice.orderId);
    await expectBooksBalance();
  });

  it('owes a waiting part back to the payer when its invoice is given up', async () => {
    const payable = agencyPayableAccount(44);
    const clearingBefore = await balance(purchaseClearingAccount());
    const invoice = await invoiced(600_000, { kind: 'agency', id: 44 });
    await receive({ reference: invoice.reference, amount: 250_000 });
    const given = { tenant: 'sepehran', reference: invoice.reference, reason: 'holdExpired' };
    expect(await voidInvoice(kit.db(), given, new Date())).toMatchObject({
      voided: true,
      invoice: { status: 'void', received: 0, remaining: 600_000 },
    });
    expect(await balance(payable)).toBe(250_000);
    expect(await balance(purchaseClearingAccount())).toBe(clearingBefore);
    expect((await kit.paymentsOfOrder(invoice.orderId)).map((p) => p.status)).toEqual(['reversed']);
    // Once only: voiding again owes nothing more.
    expect(await voidInvoice(kit.db(), given, new Date())).toMatchObject({ voided: false });
    expect(await balance(payable)).toBe(250_000);
    expect(
      await voidInvoice(kit.db(), { ...given, reference: 'INV-2099-000001' }, new Date()),
    ).toBeNull();
    expect(kit.delivered).not.toContain(invoice.orderId);
    await expectBooksBalance();
  });

  it('keeps a transfer naming no invoice it can pay aside, moving nothing', async () => {
    const invoice = await invoiced(100_000);
    const booksBefore = await kit.books();
    const paymentsBefore = await kit.paymentsOfOrder(invoice.orderId);

    const unknown = await receive({
      reference: 'INV-2099-999999',
      amount: 100_000,
      bankReference: 'BNK-UNKNOWN-1',
    });
    expect(unknown).toMatchObject({ outcome: 'unmatched', reason: 'unknownInvoice' });
    const otherCurrency = await receive({
      reference: invoice.reference,
      amount: 100_000,
      currency: 'EUR',
    });
    expect(otherCurrency).toMatchObject({ outcome: 'unmatched', reason: 'currencyDiffers' });
    // A purchase whose kind does not take bank transfers (a booking) is not paid by one.
    const booking = await invoiced(100_000, undefined, { kind: 'booking' });
    expect(await receive({ reference: booking.reference, amount: 100_000 })).toMatchObject({
      outcome: 'unmatched',
      reason: 'sourceNotAccepted',
    });

    expect(await kit.books()).toEqual(booksBefore);
    expect(await kit.paymentsOfOrder(invoice.orderId)).toEqual(paymentsBefore);
    expect(kit.delivered).not.toContain(invoice.orderId);
    const kept = (await kit.transfers()).find((t) => t.bankReference === 'BNK-UNKNOWN-1');
    expect(kept).toMatchObject({
      status: 'unmatched',
      reason: 'unknownInvoice',
      amount: 100_000,
      paymentId: null,
    });
    // The same unknown transfer reported again is still one row.
    expect(
      await receive({
        reference: 'INV-2099-999999',
        amount: 100_000,
        bankReference: 'BNK-UNKNOWN-1',
      }),
    ).toMatchObject({ outcome: 'already' });
  });

  it('refuses what cannot be a transfer with a 400, and a second open invoice with a 409', async () => {
    const invoice = await invoiced(100_000);
    for (const bad of [
      { reference: invoice.reference, amount: 0 },
      { reference: invoice.reference, amount: 1.5 },
      { reference: invoice.reference, amount: 10, bankReference: ' ' },
      { reference: '', amount: 10 },
      { reference: invoice.reference, amount: 10, currency: 'irr' },
    ])
      await expect(receive(bad)).rejects.toMatchObject({ status: 400, code: 'VALIDATION' });
    await expect(
      kit.db().transaction(async (tx) => {
        return issueInvoice(tx, {
          tenant: 'sepehran',
          purchase: { kind: 'order', id: invoice.orderId },
          payer: { kind: 'agency', id: 12 },
          amount: 5,
          currency: 'IRR',
          issuedOn: '2026-11-30',
          dueOn: '2026-12-01',
        });
      }),
    ).rejects.toMatchObject({ status: 409, code: 'CONFLICT', messageKey: 'invoiceAlreadyOpen' });
    await expect(invoiced(0)).rejects.toMatchObject({ status: 400 });
    expect(await kit.paymentsOfOrder(invoice.orderId)).toEqual([]);
  });

  it.runIf(kind === 'postgres')(
    'refuses the later of two open invoices for one purchase issued at once with a 409',
    async () => {
      const first = await invoiced(100_000);
      await voidInvoice(
        kit.db(),
        { tenant: 'sepehran', reference: first.reference, reason: 'issued again' },
        new Date(),
      );
      const order = { tenant: 'sepehran', payer: { kind: 'agency', id: 12 } } as const;
      const issue = (tx: Database) =>
        issueInvoice(tx, {
          ...order,
          purchase: { kind: 'order', id: first.orderId },
          amount: 100_000,
          currency: 'IRR',
          issuedOn: '2026-11-30',
          dueOn: '2026-12-14',
        });
      let commitFirst = () => {};
      const firstHeld = new Promise<void>((resolve) => (commitFirst = resolve));
      let firstIssued = () => {};
      const issuedOnce = new Promise<void>((resolve) => (firstIssued = resolve));
      const winner = kit.db().transaction(async (tx) => {
        const invoice = await issue(tx);
        firstIssued();
        await firstHeld;
        return invoice;
      });
      await issuedOnce;
      // The later one finds no open invoice yet (the first is not committed) and waits on the
      // unique index; once it waits, the first commits and the index refuses the later.
      const later = kit.db().transaction(issue);
      const settled = later.then(
        () => 'issued',
        (error: unknown) => error,
      );
      await expect
        .poll(async () => {
          const { rows } = (await kit
            .db()
            .execute(
              sql`select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
            )) as unknown as { rows: Array<{ waiting: number }> };
          return rows[0]?.waiting;
        })
        .toBe(1);
      commitFirst();
      await winner;
      expect(await settled).toMatchObject({
        status: 409,
        code: 'CONFLICT',
        messageKey: 'invoiceAlreadyOpen',
      });
    },
  );
});
