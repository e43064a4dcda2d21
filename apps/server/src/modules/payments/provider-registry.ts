import type { Translate } from '../../platform/translator';
import type { PaymentProvider } from './payment-provider';

/**
 * The payment providers one running app knows, by name (a payment row's `provider`): every
 * step on an existing payment (its callback or notification, verify, reverse, refund,
 * reconciliation) goes to the provider its row names, and a new payment goes to the one its
 * brand is configured with. Providers live in modules of their own and are registered when the
 * app is built; payments import none of them.
 */
export interface PaymentProviders {
  /** The provider a payment row names; throws for a name nobody registered (a wiring mistake). */
  named(name: string): PaymentProvider;
  has(name: string): boolean;
  all(): readonly PaymentProvider[];
  /** The provider a new payment of `tenant` opens at. */
  forNewPayment(tenant: string): PaymentProvider;
}

export class PaymentProvidersError extends Error {
  override name = 'PaymentProvidersError';
}

/**
 * A registry of `providers` (names unique), with the provider each brand opens new payments at
 * (`byTenant`, else `fallback`); a name it does not hold stops the start.
 */
export function createProviderRegistry(
  providers: readonly PaymentProvider[],
  choice: { fallback: string; byTenant?: Readonly<Record<string, string>> },
): PaymentProviders {
  const byName = new Map<string, PaymentProvider>();
  for (const provider of providers) {
    if (byName.has(provider.name))
      throw new PaymentProvidersError(`Payment provider '${provider.name}' is registered twice`);
    byName.set(provider.name, provider);
  }
  const named = (name: string): PaymentProvider => {
    const provider = byName.get(name);
    if (!provider)
      throw new PaymentProvidersError(
        `No payment provider '${name}' is registered (registered: ${[...byName.keys()].join(', ')})`,
      );
    return provider;
  };
  named(choice.fallback);
  for (const name of Object.values(choice.byTenant ?? {})) named(name);
  return {
    named,
    has: (name) => byName.has(name),
    all: () => [...byName.values()],
    forNewPayment: (tenant) => named(choice.byTenant?.[tenant] ?? choice.fallback),
  };
}

/** The gateways a payer may pick, as `payment/getBanksList` and the top-up form list them. */
export function banksList(
  providers: PaymentProviders,
  t: Translate,
): Array<{ id: string; name: string; logo: string; provider: string }> {
  return providers.all().map((provider) => ({
    id: provider.name,
    name: provider.label(t),
    logo: provider.logoPath,
    provider: provider.name,
  }));
}
