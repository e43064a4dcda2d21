/**
 * Every kind of purchase the site sells, by the name its payments carry (`payments.purpose`):
 * the one list both the registry and the typed callers read. The app refuses to start when a
 * listed kind has nothing registered to deliver it, or something registers a kind not listed
 * here, so a payment can never reach a kind nobody knows after the customer has paid.
 */
export const purchaseKindNames = ['booking', 'services', 'topup', 'hotel'] as const;

export type PurchaseKindName = (typeof purchaseKindNames)[number];

export function isPurchaseKindName(name: string): name is PurchaseKindName {
  return (purchaseKindNames as readonly string[]).includes(name);
}
