import type { Database } from '../../db/client';
import { paymentLanguageOfToken } from './payments.repository';

/**
 * The language a provider's payment was opened in (its 'created' event), for the provider's own
 * pages to talk to the payer in it; undefined when the provider has no such payment of ours.
 */
export function paymentLanguageOf(db: Database, provider: string, token: string): Promise<unknown> {
  return paymentLanguageOfToken(db, provider, token);
}
