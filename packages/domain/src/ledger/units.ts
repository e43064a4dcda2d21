import { currencies, type Currency } from '../format/money';

/**
 * What a ledger account counts: money in an ISO 4217 currency, or a unit that is no money (a
 * club's miles). ISO 4217 codes are always three capital letters, so a unit's code has four or
 * more: 'MILE' can never be taken by a currency one day (decision 019). Every entry balances per
 * unit exactly as per currency, and no amount of one unit is ever added to another.
 */
export const nonMoneyUnits = ['MILE'] as const;
export type NonMoneyUnit = (typeof nonMoneyUnits)[number];

export const ledgerUnits = [...currencies, ...nonMoneyUnits] as const;
export type LedgerUnit = Currency | NonMoneyUnit;

export function isMoney(unit: LedgerUnit): unit is Currency {
  return (currencies as readonly string[]).includes(unit);
}
