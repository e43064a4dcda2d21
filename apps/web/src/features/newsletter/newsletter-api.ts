import type { ApiResult } from '../../lib/api/api-result';
import { apiCall } from '../../lib/api/api-client';

/**
 * `newsletter/registerEmail`: the server checks the address and answers alike whether it was
 * new, waiting or already confirmed; a refusal comes back with its words, in the page's language.
 */
export function registerNewsletterEmail(email: string): Promise<ApiResult<unknown>> {
  return apiCall('newsletter/registerEmail', { email }, { quiet: true });
}
