import type { PurchaseKind, PurchaseKindName } from './purchase-kind';

/**
 * The purchase kinds one running app knows: each capability that sells something registers its
 * own when the app is built (`app.purchases`), and payments look a kind up by its name.
 */
export interface PurchaseRegistry {
  register(name: PurchaseKindName, kind: PurchaseKind): void;
  kindOf(name: PurchaseKindName): PurchaseKind;
}

export function createPurchaseRegistry(): PurchaseRegistry {
  const kinds = new Map<PurchaseKindName, PurchaseKind>();
  return {
    register(name, kind) {
      kinds.set(name, kind);
    },
    kindOf(name) {
      const kind = kinds.get(name);
      // A kind of payment with nothing registered to deliver it is a wiring mistake at start-up.
      if (!kind) throw new Error(`No purchase kind '${name}' is registered`);
      return kind;
    },
  };
}
