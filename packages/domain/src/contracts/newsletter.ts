import { z } from 'zod';
import { languages } from '../languages';
import { emailField } from '../validation/contact';

/** `newsletter/registerEmail` (API.md): the footer's form. */
export const newsletterRequestSchema = z.object({ email: emailField });
export type NewsletterRequest = z.output<typeof newsletterRequestSchema>;

/**
 * The same answer whatever the address's state (new, waiting for its confirmation, already
 * confirmed): the form cannot be used to learn who reads a brand's newsletter.
 */
export const newsletterResponseSchema = z.object({ email: z.string() });

/** How long a pending address waits before asking again sends its confirmation link again. */
export const newsletterResendAfterMs = 10 * 60_000;

/** Sign-ups per client address within the window before the form answers 429. */
export const newsletterRateLimit = { max: 10, windowMs: 10 * 60_000 } as const;

/** What the page the confirmation and unsubscribe links lead to says happened. */
export const newsletterPageStates = ['confirmed', 'unsubscribed', 'invalid'] as const;
export type NewsletterPageState = (typeof newsletterPageStates)[number];

/**
 * `newsletter/confirm` and `newsletter/unsubscribe`: the page's button sends the token of the
 * mail's link; opening the link alone changes nothing.
 */
export const newsletterTokenSchema = z.object({ token: z.string().max(200).catch('') });
export const newsletterLinkResponseSchema = z.object({
  state: z.enum(newsletterPageStates),
  lang: z.enum(languages).nullable(),
});
export type NewsletterLinkResponse = z.infer<typeof newsletterLinkResponseSchema>;

/** The page the newsletter's links lead to, by the state it shows. */
export const newsletterPagePath = '/newsletter';

export function isNewsletterPageState(value: unknown): value is NewsletterPageState {
  return (newsletterPageStates as readonly unknown[]).includes(value);
}
