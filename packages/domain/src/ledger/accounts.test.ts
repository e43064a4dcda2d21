import { describe, expect, it } from 'vitest';
import {
  accountKinds,
  agencyCreditAccount,
  agencyPayableAccount,
  agencyPrepaidAccount,
  agencyReceivableAccount,
  airlinePayableAccount,
  balanceChange,
  bankClearingAccount,
  commissionPayableAccount,
  deferredRevenueAccount,
  discountAccount,
  floorRuleOf,
  gsaAccount,
  milesAccount,
  milesIssuedAccount,
  normalSideOf,
  openingBalanceAccount,
  purchaseClearingAccount,
  productKinds,
  refundPenaltyAccount,
  revenueAccount,
  revenuePartAccount,
  taxAccount,
  walletAccount,
  type LedgerAccount,
} from './accounts';

describe('the ledger’s accounts', () => {
  it('builds stable codes of each kind', () => {
    expect(walletAccount(42)).toEqual({
      code: 'wallet:user:42',
      kind: 'wallet',
      normalSide: 'credit',
      floor: 0,
      party: { kind: 'customer', id: 42 },
    });
    expect(agencyCreditAccount(7)).toEqual({
      code: 'agency_credit:agency:7',
      kind: 'agency_credit',
      normalSide: 'credit',
      floor: 0,
      party: { kind: 'agency', id: 7 },
    });
    expect(agencyPrepaidAccount(7).code).toBe('agency_prepaid:agency:7');
    expect(gsaAccount(3).code).toBe('gsa:user:3');
    expect(bankClearingAccount('sandbox')).toEqual({
      code: 'bank_clearing:sandbox',
      kind: 'bank_clearing',
      normalSide: 'debit',
      floor: null,
      party: { kind: 'brand' },
    });
    expect(revenueAccount('flight').code).toBe('revenue:flight');
    expect(revenueAccount('hotel').code).toBe('revenue:hotel');
    expect(taxAccount().code).toBe('tax');
    expect(commissionPayableAccount({ kind: 'agency', id: 7 }).code).toBe(
      'commission_payable:agency:7',
    );
    expect(commissionPayableAccount({ kind: 'gsa', id: 3 }).party).toEqual({ kind: 'gsa', id: 3 });
    expect(airlinePayableAccount('IR')).toEqual({
      code: 'airline_payable:airline:IR',
      kind: 'airline_payable',
      normalSide: 'credit',
      floor: null,
      party: { kind: 'airline', id: 'IR' },
    });
    expect(agencyReceivableAccount(7).code).toBe('agency_receivable:agency:7');
    expect(agencyPayableAccount(7).party).toEqual({ kind: 'agency', id: 7 });
    expect(deferredRevenueAccount('miles').code).toBe('deferred_revenue:miles');
    expect(revenuePartAccount('flight', 'service_fee').code).toBe('revenue:flight:service_fee');
    expect(milesAccount(42)).toMatchObject({ code: 'miles:user:42', floor: 0 });
    expect(refundPenaltyAccount().code).toBe('refund_penalty');
    expect(discountAccount().code).toBe('discount');
    expect(openingBalanceAccount().code).toBe('opening_balance');
  });

  it('gives every kind a side and a floor rule, and each builder follows them', () => {
    const built: LedgerAccount[] = [
      walletAccount(1),
      agencyCreditAccount(1),
      agencyPrepaidAccount(1),
      gsaAccount(1),
      bankClearingAccount('sandbox'),
      ...productKinds.map(revenueAccount),
      taxAccount(),
      commissionPayableAccount({ kind: 'agency', id: 1 }),
      refundPenaltyAccount(),
      discountAccount(),
      openingBalanceAccount(),
      purchaseClearingAccount(),
      agencyReceivableAccount(1),
      agencyPayableAccount(1),
      airlinePayableAccount('W5'),
      deferredRevenueAccount('miles'),
      milesAccount(1),
      milesIssuedAccount(),
    ];
    expect(new Set(built.map((a) => a.kind))).toEqual(new Set(accountKinds));
    for (const a of built) {
      expect(a.normalSide).toBe(normalSideOf[a.kind]);
      const rule = floorRuleOf[a.kind];
      if (rule === 'none') expect(a.floor).toBeNull();
      if (rule === 'zero') expect(a.floor).toBe(0);
      // A credit line's limit is kept apart (decision 020): its floor only marks a kept balance.
      if (rule === 'creditLimit') expect(a.floor).toBe(0);
      // The code starts with its kind, so a statement's reader knows the account at a glance.
      expect(a.code.split(':')[0]).toBe(a.kind);
    }
    expect(new Set(built.map((a) => a.code)).size).toBe(built.length);
  });

  it('refuses ids, limits and names that would make an ambiguous code', () => {
    expect(() => walletAccount(0)).toThrow(RangeError);
    expect(() => walletAccount(1.5)).toThrow(RangeError);
    expect(() => walletAccount(-3)).toThrow(RangeError);
    expect(() => agencyCreditAccount(0)).toThrow(RangeError);
    expect(() => bankClearingAccount('sand:box')).toThrow(RangeError);
    expect(() => bankClearingAccount('Sandbox')).toThrow(RangeError);
    expect(() => bankClearingAccount('')).toThrow(RangeError);
    expect(() => airlinePayableAccount('ir')).toThrow(RangeError);
    expect(() => airlinePayableAccount('I:R')).toThrow(RangeError);
    expect(() => commissionPayableAccount({ kind: 'gsa', id: 0 })).toThrow(RangeError);
  });

  it('reads a posting in the account’s natural sign', () => {
    // A credit of 500 to a wallet raises it by 500; a debit of 500 to the bank raises that.
    expect(balanceChange('credit', -500)).toBe(500);
    expect(balanceChange('debit', 500)).toBe(500);
    expect(balanceChange('credit', 200)).toBe(-200);
    expect(Object.is(balanceChange('credit', 0), 0)).toBe(true);
  });
});
