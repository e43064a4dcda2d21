import type { Currency } from '../format/money';
import type { TenantId } from './tenants';

/**
 * The currency a brand keeps its customers' wallets in: a refund goes back to the wallet only when
 * it is in this currency, and a top-up is asked in it.
 */
export function walletCurrency(tenant: TenantId): Currency {
  return tenant === 'sepehran' ? 'IRR' : 'USD';
}
