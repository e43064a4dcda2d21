import { randomBytes } from 'node:crypto';
import {
  newsletterRateLimit,
  newsletterResendAfterMs,
  type NewsletterPageState,
} from '@parvaz/domain/contracts/newsletter';
import { isLanguage, type Language } from '@parvaz/domain/languages';
import type { TenantConfig } from '@parvaz/domain/tenants/tenants';
import type { Database } from '../../db/client';
import { hitOrRefuse } from '../../platform/auth/rate-limit';
import { enqueueMessage } from '../../platform/outbox';
import type { Translate } from '../../platform/translator';
import {
  byToken,
  claimConfirmation,
  confirmByToken,
  unsubscribeByToken,
  type LinkOutcome,
} from './newsletter.repository';

export interface NewsletterDeps {
  db: Database;
  now: () => Date;
  translatorFor: (language: Language) => Translate;
}

/** Who signs up: the brand and language of the request, the client's address, the site's origin. */
export interface SignUpCaller {
  tenant: TenantConfig;
  lang: Language;
  ip: string;
  /** Where the e-mail's links lead: the brand's own site (`brandOrigin`). */
  origin: string;
}

/** The links every newsletter e-mail carries, by the address's secret. */
export function newsletterLinks(origin: string, token: string) {
  const query = `?token=${encodeURIComponent(token)}`;
  return {
    confirmUrl: `${origin}/api/newsletter/confirm${query}`,
    unsubscribeUrl: `${origin}/api/newsletter/unsubscribe${query}`,
  };
}

/**
 * `newsletter/registerEmail`: puts the address on the brand's newsletter, pending until its
 * owner follows the link e-mailed now (double opt-in). Asking again within ten minutes sends
 * nothing new, later sends the link again while it is pending; a confirmed address gets
 * nothing. The answer is the same in every case. Sign-ups count against the client's address.
 */
export async function registerEmail(
  deps: NewsletterDeps,
  caller: SignUpCaller,
  email: string,
): Promise<{ email: string }> {
  const now = deps.now();
  const key = `newsletter:ip:${caller.ip}`;
  await hitOrRefuse(deps.db, { key, rule: newsletterRateLimit, message: 'tooManyRequests' }, now);
  await deps.db.transaction(async (tx) => {
    const token = await claimConfirmation(tx, {
      tenant: caller.tenant.id,
      email,
      lang: caller.lang,
      now,
      newToken: randomBytes(32).toString('base64url'),
      resendBefore: new Date(now.getTime() - newsletterResendAfterMs),
    });
    if (!token) return;
    const t = deps.translatorFor(caller.lang);
    const params = {
      brand: caller.tenant.name[caller.lang],
      ...newsletterLinks(caller.origin, token),
    };
    await enqueueMessage(tx, {
      tenant: caller.tenant.id,
      channel: 'email',
      recipient: email,
      subject: t('newsletterConfirmSubject', params),
      body: t('newsletterConfirmEmail', params),
    });
  });
  return { email };
}

/** What a confirmation or an unsubscription did, and the language the address signed up in. */
export interface LinkResult {
  state: NewsletterPageState;
  lang: Language | null;
}

const tokenPattern = /^[A-Za-z0-9_-]{20,100}$/;

function resultOf(outcome: LinkOutcome | undefined, done: LinkOutcome['status']): LinkResult {
  if (!outcome || outcome.status !== done) return { state: 'invalid', lang: null };
  return {
    state: done === 'confirmed' ? 'confirmed' : 'unsubscribed',
    lang: isLanguage(outcome.lang) ? outcome.lang : null,
  };
}

/**
 * The language of the address a mail's link names, read without changing anything: opening a
 * link (as a mail scanner does) only leads to the page whose button confirms or unsubscribes.
 */
export async function linkLanguage(
  deps: NewsletterDeps,
  tenant: TenantConfig,
  token: string,
): Promise<Language | null> {
  if (!tokenPattern.test(token)) return null;
  const row = await byToken(deps.db, tenant.id, token);
  return row && isLanguage(row.lang) ? row.lang : null;
}

/** `newsletter/confirm`: the brand's pending address of the token is confirmed. */
export async function confirmSubscription(
  deps: NewsletterDeps,
  tenant: TenantConfig,
  token: string,
): Promise<LinkResult> {
  if (!tokenPattern.test(token)) return { state: 'invalid', lang: null };
  return resultOf(await confirmByToken(deps.db, tenant.id, token, deps.now()), 'confirmed');
}

/** `newsletter/unsubscribe`: the brand's address of the token leaves the newsletter. */
export async function unsubscribe(
  deps: NewsletterDeps,
  tenant: TenantConfig,
  token: string,
): Promise<LinkResult> {
  if (!tokenPattern.test(token)) return { state: 'invalid', lang: null };
  return resultOf(await unsubscribeByToken(deps.db, tenant.id, token, deps.now()), 'unsubscribed');
}
