import { parseCookie } from 'cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  newsletterPagePath,
  newsletterRequestSchema,
  newsletterResponseSchema,
} from '@parvaz/domain/contracts/newsletter';
import { pageCookies } from '@parvaz/domain/contracts/start-up';
import { postRoute } from '../../platform/envelope';
import { brandOrigin } from '../../platform/brand-origin';
import {
  followConfirmLink,
  followUnsubscribeLink,
  registerEmail,
  type LinkResult,
  type NewsletterDeps,
} from './newsletter.service';

const tokenQuery = z.object({ token: z.string().catch('') }).catch({ token: '' });

/**
 * Sends the browser to the page that says what the link did. A visitor with no language of
 * their own yet (the mail opened on another device) sees it in the language they signed up in,
 * by the page's `?lang=` address.
 */
function toPage(request: FastifyRequest, reply: FastifyReply, result: LinkResult) {
  const chosen = parseCookie(request.headers.cookie ?? '')[pageCookies.language];
  const lang = result.lang && !chosen ? `&lang=${result.lang}` : '';
  return reply
    .header('cache-control', 'no-store')
    .redirect(`${newsletterPagePath}?state=${result.state}${lang}`, 302);
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

  app.get('/api/newsletter/confirm', { schema: { hide: true } }, async (request, reply) => {
    const { token } = tokenQuery.parse(request.query);
    return toPage(request, reply, await followConfirmLink(deps, request.tenant, token));
  });

  app.get('/api/newsletter/unsubscribe', { schema: { hide: true } }, async (request, reply) => {
    const { token } = tokenQuery.parse(request.query);
    return toPage(request, reply, await followUnsubscribeLink(deps, request.tenant, token));
  });
}
