import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { createProviderRegistry, type PaymentProviders } from './modules/payments/payments.api';
import { sandboxBank, sandboxBankRoutes } from './modules/sandbox-bank/sandbox-bank.api';
import { sandboxPay, sandboxPayRoutes } from './modules/sandbox-pay/sandbox-pay.api';

/** Which provider new payments open at: one for every brand, or a brand's own. */
export interface ProviderChoice {
  fallback: string;
  byTenant?: Readonly<Record<string, string>>;
}

/**
 * The secret Sandbox Pay and our webhook share, derived from the app's own signing secret (kept
 * in the database, never in the repository): every process on one database agrees on it.
 */
export function sandboxPaySecret(appSecret: Buffer): Buffer {
  return createHmac('sha256', appSecret).update('sandbox-pay notifications').digest();
}

/**
 * Every payment provider the site has, each from its own module: payments choose among them by
 * a payment's row, and open new payments at the brand's choice. A new provider adds a line here.
 */
export function paymentProviders(
  appSecret: Buffer,
  choice: ProviderChoice = { fallback: 'sandbox' },
): { registry: PaymentProviders; registerPages(app: FastifyInstance): Promise<void> } {
  const secret = sandboxPaySecret(appSecret);
  const registry = createProviderRegistry([sandboxBank(), sandboxPay({ secret })], choice);
  return {
    registry,
    async registerPages(app) {
      await app.register(sandboxBankRoutes);
      await app.register(sandboxPayRoutes, { secret });
    },
  };
}
