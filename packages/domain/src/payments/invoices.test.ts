import { describe, expect, it } from 'vitest';
import { entryProblem } from '../ledger/entry-balance';
import { transferOwedBackLines } from '../ledger/movements';
import {
  invoiceReference,
  invoiceReferenceIn,
  invoiceReferenceShape,
  invoiceReferencesIn,
  invoiceStanding,
} from './invoices';

describe('invoiceReference', () => {
  it('names an invoice by its year and a zero-padded number', () => {
    expect(invoiceReference(2026, 123)).toBe('INV-2026-000123');
    expect(invoiceReference(2026, 1_234_567)).toBe('INV-2026-1234567');
    expect(invoiceReferenceShape.test(invoiceReference(2026, 1))).toBe(true);
  });

  it('refuses a year or number that cannot be one', () => {
    expect(() => invoiceReference(26, 1)).toThrow(RangeError);
    expect(() => invoiceReference(2026, 0)).toThrow(RangeError);
    expect(() => invoiceReference(2026, 1.5)).toThrow(RangeError);
  });
});

describe('invoiceReferenceIn', () => {
  it('finds the reference in a statement line however it was typed', () => {
    expect(invoiceReferenceIn('Transfer for INV-2026-000123 thanks')).toBe('INV-2026-000123');
    expect(invoiceReferenceIn('inv 2026 000123')).toBe('INV-2026-000123');
    expect(invoiceReferenceIn('pay/INV2026-000123/agency 12')).toBe('INV-2026-000123');
    expect(invoiceReferenceIn('واریز بابت INV-۲۰۲۶-۰۰۰۱۲۳')).toBe('INV-2026-000123');
  });

  it('finds none where none is named, or where it is part of another word or number', () => {
    expect(invoiceReferenceIn('salary November')).toBeNull();
    expect(invoiceReferenceIn('XINV-2026-000123')).toBeNull();
    expect(invoiceReferenceIn('INV-2026-00012')).toBeNull();
    expect(invoiceReferenceIn('INV-2026-0001234567890123')).toBeNull();
  });

  it('leaves a line naming two invoices to a person, but lists both', () => {
    const text = 'INV-2026-000001 and INV-2026-000002, INV-2026-000001 again';
    expect(invoiceReferencesIn(text)).toEqual(['INV-2026-000001', 'INV-2026-000002']);
    expect(invoiceReferenceIn(text)).toBeNull();
  });
});

describe('invoiceStanding', () => {
  it('says what was received, what remains and what came beyond', () => {
    expect(invoiceStanding(1000, 0)).toEqual({ received: 0, remaining: 1000, excess: 0 });
    expect(invoiceStanding(1000, 400)).toEqual({ received: 400, remaining: 600, excess: 0 });
    expect(invoiceStanding(1000, 1000)).toEqual({ received: 1000, remaining: 0, excess: 0 });
    expect(invoiceStanding(1000, 1250)).toEqual({ received: 1250, remaining: 0, excess: 250 });
    expect(() => invoiceStanding(0, 0)).toThrow(RangeError);
    expect(() => invoiceStanding(10, -1)).toThrow(RangeError);
  });
});

describe('transferOwedBackLines', () => {
  it("owes an agency's money back on its payable and a customer's in their wallet, balanced", () => {
    const agency = transferOwedBackLines({ kind: 'agency', id: 12 }, 250, 'IRR');
    expect(agency.map((l) => [l.account.code, l.amount])).toEqual([
      ['purchase_clearing', 250],
      ['agency_payable:agency:12', -250],
    ]);
    expect(entryProblem(agency)).toBeNull();
    const customer = transferOwedBackLines({ kind: 'customer', id: 7 }, 90, 'USD');
    expect(customer[1]?.account.code).toBe('wallet:user:7');
    expect(() => transferOwedBackLines({ kind: 'agency', id: 12 }, 0, 'IRR')).toThrow(RangeError);
  });
});
