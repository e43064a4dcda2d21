// Purchase kinds are a typed list (the domain's `purchaseKindNames`): a kind registered twice, a
// listed kind with nothing registered, or a registered kind not on the list stops the app at
// start-up with a message that says what to fix, never a bank callback after the customer paid;
// so does a kind that cannot say how its lines read on a statement.
import { purchaseKindNames } from '@parvaz/domain/payments/purchase-kinds';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import type { PurchaseKind } from './purchase-kind';
import { createPurchaseRegistry } from './purchase-registry';

const nothing: PurchaseKind = {
  language: async () => null,
  owed: async () => null,
  fulfil: async () => ({ ok: false, outcome: 'none', reason: 'none' }),
  abandon: async () => undefined,
  stillPayable: async () => false,
  resultLocation: () => '/',
  describe: async (_tx, lines) => lines.map(() => 'nothing'),
};

/** A kind wired without saying how its statement lines read (as a plain object might be). */
const unworded = { ...nothing, describe: undefined } as unknown as PurchaseKind;

describe('the purchase registry', () => {
  it('refuses a kind registered twice', () => {
    const registry = createPurchaseRegistry(['gift']);
    registry.register('gift', nothing);
    expect(() => registry.register('gift', nothing)).toThrow(
      "Purchase kind 'gift' is registered twice",
    );
  });

  it('refuses a kind not on the list, naming the list', () => {
    const registry = createPurchaseRegistry(['gift']);
    expect(() => registry.register('cargo', nothing)).toThrow(
      "Purchase kind 'cargo' is registered but not listed in purchaseKindNames (gift)",
    );
  });

  it('refuses a kind that cannot word its statement lines, naming it', () => {
    const registry = createPurchaseRegistry(['gift']);
    expect(() => registry.register('gift', unworded)).toThrow(
      "Purchase kind 'gift' has no describe(): each kind says how its statement lines read",
    );
    expect(registry.knows('gift')).toBe(false);
  });

  it("says which sources a registered kind accepts: the domain's for its kinds, a test's for its own", () => {
    const site = createPurchaseRegistry(['booking', 'topup']);
    site.register('booking', nothing);
    expect(site.accepts('booking', 'wallet')).toBe(true);
    expect(site.accepts('booking', 'bank_transfer')).toBe(false);
    expect(site.accepts('topup', 'gateway')).toBe(false); // listed, not registered
    const own = createPurchaseRegistry(['gift'], { gift: ['bank_transfer'] });
    own.register('gift', nothing);
    expect(own.accepts('gift', 'bank_transfer')).toBe(true);
    expect(own.accepts('gift', 'gateway')).toBe(false);
  });

  it('names every listed kind left unregistered', () => {
    const registry = createPurchaseRegistry(['gift', 'cargo', 'miles']);
    registry.register('cargo', nothing);
    expect(() => registry.assertComplete()).toThrow(
      'nothing registered to deliver them: gift, miles',
    );
    registry.register('gift', nothing);
    registry.register('miles', nothing);
    expect(() => registry.assertComplete()).not.toThrow();
    expect(registry.knows('miles')).toBe(true);
    expect(registry.knows('unknown')).toBe(false);
  });
});

describe('the app at start-up', () => {
  it('starts with every listed kind registered', async () => {
    const t = await createTestApp('pglite');
    try {
      for (const name of purchaseKindNames) expect(t.app.purchases.knows(name)).toBe(true);
    } finally {
      await t.close();
    }
  });

  it('refuses to start when a listed kind is not registered', async () => {
    await expect(
      createTestApp('pglite', { purchaseKinds: { names: [...purchaseKindNames, 'gift'] } }),
    ).rejects.toThrow(
      'Purchase kinds listed in purchaseKindNames have nothing registered to deliver them: gift',
    );
  });

  it('refuses to start when a kind not on the list is registered', async () => {
    await expect(
      createTestApp('pglite', {
        purchaseKinds: { names: purchaseKindNames, extra: { gift: nothing } },
      }),
    ).rejects.toThrow("Purchase kind 'gift' is registered but not listed in purchaseKindNames");
  });

  it('refuses to start when a kind is registered twice', async () => {
    await expect(
      createTestApp('pglite', {
        purchaseKinds: { names: purchaseKindNames, extra: { booking: nothing } },
      }),
    ).rejects.toThrow("Purchase kind 'booking' is registered twice");
  });

  it('refuses to start when a kind has no describer, as if it were not registered', async () => {
    await expect(
      createTestApp('pglite', {
        purchaseKinds: { names: [...purchaseKindNames, 'gift'], extra: { gift: unworded } },
      }),
    ).rejects.toThrow("Purchase kind 'gift' has no describe()");
  });
});
