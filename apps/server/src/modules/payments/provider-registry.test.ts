// The registry of payment providers: one name each, a brand's choice for new payments, and a
// wiring mistake (a name twice, a choice nobody provides) stops the start with a clear message.
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../env';
import type { PaymentProvider } from './payment-provider';
import { banksList, createProviderRegistry } from './provider-registry';

const fake = (name: string): PaymentProvider => ({
  name,
  label: (t) => t(name),
  logoPath: `/bank/logo/${name}.svg`,
  open: async () => ({ token: 't', paymentUrl: '/' }),
  verify: async () => ({ ok: false, reason: 'not_found' }),
  reverse: async () => false,
  refund: async () => false,
  inquire: async () => ({ status: 'not_found', changedAt: null }),
  timeZone: 'UTC',
  settledMovements: async () => [],
});

describe('the payment provider registry', () => {
  it('finds each provider by the name a payment row carries', () => {
    const providers = createProviderRegistry([fake('a'), fake('b')], { fallback: 'a' });
    expect(providers.named('b').name).toBe('b');
    expect(providers.has('c')).toBe(false);
    expect(() => providers.named('c')).toThrow("No payment provider 'c' is registered");
    expect(banksList(providers, (key) => key.toUpperCase())).toEqual([
      { id: 'a', name: 'A', logo: '/bank/logo/a.svg', provider: 'a' },
      { id: 'b', name: 'B', logo: '/bank/logo/b.svg', provider: 'b' },
    ]);
  });

  it('opens a brand’s new payments at its own provider, the others at the fallback', () => {
    const providers = createProviderRegistry([fake('a'), fake('b')], {
      fallback: 'a',
      byTenant: { turk: 'b' },
    });
    expect(providers.forNewPayment('turk').name).toBe('b');
    expect(providers.forNewPayment('sepehran').name).toBe('a');
  });

  it('refuses a provider registered twice and a choice nobody provides', () => {
    expect(() => createProviderRegistry([fake('a'), fake('a')], { fallback: 'a' })).toThrow(
      "Payment provider 'a' is registered twice",
    );
    expect(() => createProviderRegistry([fake('a')], { fallback: 'z' })).toThrow(
      "No payment provider 'z' is registered (registered: a)",
    );
    expect(() =>
      createProviderRegistry([fake('a')], { fallback: 'a', byTenant: { oman: 'y' } }),
    ).toThrow("No payment provider 'y'");
  });

  it('reads the choice from PAYMENT_PROVIDERS, the sandbox bank by default', () => {
    expect(loadEnv({}).PAYMENT_PROVIDERS).toEqual({ fallback: 'sandbox', byTenant: {} });
    expect(loadEnv({ PAYMENT_PROVIDERS: 'sandbox,turk=sandbox-pay' }).PAYMENT_PROVIDERS).toEqual({
      fallback: 'sandbox',
      byTenant: { turk: 'sandbox-pay' },
    });
    expect(() => loadEnv({ PAYMENT_PROVIDERS: 'sandbox;turk' })).toThrow('PAYMENT_PROVIDERS');
  });
});
