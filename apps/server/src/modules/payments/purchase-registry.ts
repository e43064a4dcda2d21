import { sourcesOfKind, type PaymentSource } from '@parvaz/domain/payments/payment-sources';
import type { PurchaseKind } from './purchase-kind';

/**
 * The purchase kinds one running app knows: each capability that sells something registers its
 * own when the app is built (`app.purchases`), and payments look a kind up by its name.
 */
export interface PurchaseRegistry {
  /**
   * Registers a listed kind once; a second registration, an unlisted name or a kind that cannot
   * word its statement lines throws.
   */
  register(name: string, kind: PurchaseKind): void;
  /**
   * Throws, naming them, when a listed kind has nothing registered: called once the app has
   * registered everything, so a wiring mistake stops the start, never a bank callback.
   */
  assertComplete(): void;
  kindOf(name: string): PurchaseKind;
  /** Whether a payment's row names a kind this app delivers. */
  knows(name: string): boolean;
  /**
   * Whether a registered kind may be paid from `source` (decision 021): the domain's
   * `sourcesOfKind` for the listed kinds, or what a test's own list says of its kinds.
   */
  accepts(name: string, source: PaymentSource): boolean;
}

/** Why the app will not start: a mistake in how purchase kinds are wired, said plainly. */
export class PurchaseKindsError extends Error {
  override name = 'PurchaseKindsError';
}

/**
 * A registry of the kinds `listed` (the domain's `purchaseKindNames`, or a test's own list), each
 * accepting the payment sources `sources` gives it (the domain's `sourcesOfKind` unless a test
 * gives its own kinds theirs).
 */
export function createPurchaseRegistry(
  listed: readonly string[],
  sources: Readonly<Record<string, readonly PaymentSource[]>> = sourcesOfKind,
): PurchaseRegistry {
  const kinds = new Map<string, PurchaseKind>();
  const list = listed.join(', ');
  return {
    register(name, kind) {
      if (!listed.includes(name))
        throw new PurchaseKindsError(
          `Purchase kind '${name}' is registered but not listed in purchaseKindNames (${list}): add it to the list in @parvaz/domain/payments/purchase-kinds`,
        );
      if (kinds.has(name))
        throw new PurchaseKindsError(`Purchase kind '${name}' is registered twice`);
      // Checked here as well as by the type: a kind wired from plain objects (a test's, a
      // plugin's) would otherwise fail only when a customer opens their statement.
      if (typeof (kind as Partial<PurchaseKind>).describe !== 'function')
        throw new PurchaseKindsError(
          `Purchase kind '${name}' has no describe(): each kind says how its statement lines read`,
        );
      kinds.set(name, kind);
    },
    assertComplete() {
      const missing = listed.filter((name) => !kinds.has(name));
      if (missing.length > 0)
        throw new PurchaseKindsError(
          `Purchase kinds listed in purchaseKindNames have nothing registered to deliver them: ${missing.join(', ')} (register each in purchases.ts)`,
        );
    },
    kindOf(name) {
      const kind = kinds.get(name);
      // Every listed kind is registered (checked at start), and a payment is opened only for a
      // listed kind: a row naming another was written by something else.
      if (!kind) throw new Error(`No purchase kind '${name}' is registered`);
      return kind;
    },
    knows(name) {
      return kinds.has(name);
    },
    accepts(name, source) {
      return kinds.has(name) && (sources[name] ?? []).includes(source);
    },
  };
}
