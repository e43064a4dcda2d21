import type { Line } from './movements';
import { saleSourceKinds, type SaleOnBooks, type SaleParts } from './sale-lines';

// What the sale and refund tests read of the lines they post: the books as the ledger keeps them.

/** The books of a sale as the ledger reads them back: its lines apart from the source. */
export function onBooks(
  sold: Line[],
  product: SaleParts['product'],
  refunds: Line[][] = [],
): SaleOnBooks {
  const source = sold.filter((l) => saleSourceKinds.includes(l.account.kind));
  const lines = sold.filter((l) => !saleSourceKinds.includes(l.account.kind));
  const taken = new Map<string, number>();
  for (const l of refunds.flat())
    if (lines.some((s) => s.account.code === l.account.code))
      taken.set(l.account.code, (taken.get(l.account.code) ?? 0) + l.amount);
  return {
    product,
    charged: source.reduce((s, l) => s + l.amount, 0),
    lines: lines.map((l) => ({ account: l.account, amount: l.amount })),
    taken,
  };
}

export function net(entries: Line[][]): Record<string, number> {
  const by = new Map<string, number>();
  for (const l of entries.flat()) by.set(l.account.code, (by.get(l.account.code) ?? 0) + l.amount);
  return Object.fromEntries([...by].filter(([, v]) => v !== 0));
}
