import type { NewsletterAction } from '@parvaz/domain/content/newsletter-actions';
import type { NewsletterLinkResponse } from '@parvaz/domain/contracts/newsletter';
import type { ApiResult } from '../../lib/api/api-result';
import { apiCall } from '../../lib/api/api-client';
import { parseLazily } from '../../lib/api/parse-lazily';

/**
 * `newsletter/registerEmail`: the server checks the address and answers alike whether it was
 * new, waiting or already confirmed; a refusal comes back with its words, in the page's language.
 */
export function registerNewsletterEmail(email: string): Promise<ApiResult<unknown>> {
  return apiCall('newsletter/registerEmail', { email }, { quiet: true });
}

/**
 * `newsletter/confirm` or `newsletter/unsubscribe`: what the page's button does with the token
 * of the mail's link (opening the link alone changes nothing).
 */
export function actOnNewsletterLink(
  action: NewsletterAction,
  token: string,
): Promise<ApiResult<NewsletterLinkResponse>> {
  return apiCall(
    `newsletter/${action}`,
    { token },
    {
      quiet: true,
      parse: parseLazily(() =>
        import('@parvaz/domain/contracts/newsletter').then((c) => c.newsletterLinkResponseSchema),
      ),
    },
  );
}
