import { describe, expect, it } from 'vitest';
import { tenantTimeZone } from './time-zone';
import { walletCurrency } from './wallet-currency';

describe('a brand’s own settings', () => {
  it('keeps wallets in rials for sepehran, in dollars for the others', () => {
    expect(walletCurrency('sepehran')).toBe('IRR');
    expect(walletCurrency('turk')).toBe('USD');
    expect(walletCurrency('oman')).toBe('USD');
  });

  it('keeps its clock in its home zone', () => {
    expect(tenantTimeZone('sepehran')).toBe('Asia/Tehran');
    expect(tenantTimeZone('turk')).toBe('Europe/Istanbul');
    expect(tenantTimeZone('oman')).toBe('Asia/Muscat');
  });
});
