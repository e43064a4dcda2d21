import { parseCookie } from 'cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  newsletterLinkResponseSchema,
  newsletterPagePath,
  newsletterRequestSchema,
  newsletterResponseSchema,
  newsletterTokenSchema,
} from '@parvaz/domain/contracts/newsletter';
import type { NewsletterAction } from '@parvaz/domain/content/newsletter-actions';
import { pageCookies } from '@parvaz/domain/contracts/start-up';
import { postRoute } from '../../platform/envelope';
import { brandOrigin } from '../../platform/brand-origin';
import {
  confirmSubscription,
  linkLanguage,
  registerEmail,
  unsubscribe,
  type NewsletterDeps,
} from './newsletter.service';

const tokenQuery = z.object({ token: z.string().catch('') }).catch({ token: '' });

/**
 * Sends the browser to the page that asks to confirm (or to leave), with the link's token. A
 * visitor with no language of their own yet (the mail opened on another device) sees it in the
 * language they signed up in, by the page's `?lang=` address.
 */
async function toPage(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: NewsletterDeps,
  action: NewsletterAction,
) {
  const { token } = tokenQuery.parse(request.query);
  const chosen = parseCookie(request.headers.cookie ?? '')[pageCookies.language];
  const signedUpIn = chosen ? null : await linkLanguage(deps, request.tenant, token);
  const address = new URLSearchParams({ [action]: token });
  if (signedUpIn) address.set('lang', signedUpIn);
  return reply
    .header('cache-control', 'no-store')
    .redirect(`${newsletterPagePath}?${address.toString()}`, 302);
}

/** The newsletter: the footer's sign-up and the links its e-mails carry (API.md "Content"). */
export async function newsletterRoutes(app: FastifyInstance): Promise<void> {
  const deps: NewsletterDeps = { db: app.db, now: app.now, translatorFor: app.translatorFor };

  postRoute(
    app,
    {
      path: 'newsletter/registerEmail',
      summary:
        "Puts an address on the brand's newsletter, pending until the link e-mailed to it is followed",
      tags: ['newsletter'],
      body: newsletterRequestSchema,
      response: newsletterResponseSchema,
    },
    async (input, request) =>
      registerEmail(
        deps,
        {
          tenant: request.tenant,
          lang: request.lang,
          ip: request.ip,
          origin: brandOrigin(request, request.tenant),
        },
        input.email,
      ),
  );

  // The links of the mails (API.md): opening one changes nothing, so a mail scanner that opens
  // links neither confirms nor unsubscribes anyone; the page's button does.
  app.get('/api/newsletter/confirm', { schema: { hide: true } }, (request, reply) =>
    toPage(request, reply, deps, 'confirm'),
  );
  app.get('/api/newsletter/unsubscribe', { schema: { hide: true } }, (request, reply) =>
    toPage(request, reply, deps, 'unsubscribe'),
  );

  postRoute(
    app,
    {
      path: 'newsletter/confirm',
      summary: "Confirms the address of a confirmation mail's token (the page's button)",
      tags: ['newsletter'],
      body: newsletterTokenSchema,
      response: newsletterLinkResponseSchema,
    },
    async (input, request) => confirmSubscription(deps, request.tenant, input.token),
  );

  postRoute(
    app,
    {
      path: 'newsletter/unsubscribe',
      summary: "Takes the address of a mail's token off the newsletter (the page's button)",
      tags: ['newsletter'],
      body: newsletterTokenSchema,
      response: newsletterLinkResponseSchema,
    },
    async (input, request) => unsubscribe(deps, request.tenant, input.token),
  );
}
