import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { currencySchema } from '@parvaz/domain/contracts/money';
import type { Currency } from '@parvaz/domain/format/money';
import { isLanguage, type Language } from '@parvaz/domain/languages';
import { resolveTenant, type TenantConfig, type TenantId } from '@parvaz/domain/tenants/tenants';
import type { Role } from '@parvaz/domain/roles';
import type { Translate } from './translator';
import { authenticateRequest, presentedToken } from './auth/authenticate';
import { answerSessionFields } from './auth/session-cookie';
import type { SessionFields, SignedInUser } from './auth/sessions';

declare module 'fastify' {
  interface FastifyRequest {
    tenant: TenantConfig;
    /** Language of messages and localized names: the `lang` header, else the tenant's locale. */
    lang: Language;
    /**
     * The currency prices are shown and charged in (API.md "Calls"): the `currency` header,
     * else the brand's display currency. A value that names no currency is ignored, as an
     * unknown `lang` is.
     */
    currency: Currency;
    /** The caller's panel (`user-type` header), default 'user'. */
    userType: string;
    clubMode: boolean;
    /** The signed-in user's role; 'guest' without a session. */
    role: Role;
    t: Translate;
    /** The user of a valid bearer token of this tenant, else null. */
    user: SignedInUser | null;
    /** The session the bearer token (or the web app's cookie) opened, else null. */
    sessionId: number | null;
    /** When that session ends, else null. */
    sessionExpiresAt: Date | null;
    /**
     * Session fields the answer carries (API.md "Calls"): a renewed token, `is_login: false`
     * for a token that signs nobody in, or what a sign-in or logout sets.
     */
    sessionFields: SessionFields | undefined;
  }
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

const userTypePattern = /^[a-z_]{1,32}$/;

/** Reads the spec's headers once per request (API.md "Calls"). */
export const requestContext = fp(
  async (
    app: FastifyInstance,
    options: { defaultTenant: TenantId; translatorFor: (language: Language) => Translate },
  ) => {
    app.decorateRequest('tenant');
    app.decorateRequest('lang');
    app.decorateRequest('currency');
    app.decorateRequest('userType');
    app.decorateRequest('clubMode');
    app.decorateRequest('t');
    app.decorateRequest('role');
    app.decorateRequest('user', null);
    app.decorateRequest('sessionId', null);
    app.decorateRequest('sessionExpiresAt', null);
    app.decorateRequest('sessionFields');
    app.addHook('onRequest', async (request) => {
      request.tenant = resolveTenant({
        host: request.host,
        requested: header(request, 'x-tenant'),
        fallback: options.defaultTenant,
      });
      const lang = header(request, 'lang')?.trim().toLowerCase();
      request.lang = isLanguage(lang) ? lang : request.tenant.locale;
      const currency = currencySchema.safeParse(header(request, 'currency')?.trim().toUpperCase());
      request.currency = currency.success ? currency.data : request.tenant.displayCurrency;
      const userType = header(request, 'user-type')?.trim().toLowerCase() ?? '';
      request.userType = userTypePattern.test(userType) ? userType : 'user';
      request.clubMode = header(request, 'club-mode') === '1';
      request.t = options.translatorFor(request.lang);
      request.role = 'guest';
      request.user = null;
      request.sessionId = null;
      request.sessionExpiresAt = null;
      request.sessionFields = undefined;
      // A page's session is read by the page renderer: an asset costs no session query.
      const token = presentedToken(request);
      if (token !== undefined && app.hasDecorator('db'))
        await authenticateRequest(request, app.db, app.now(), token, app.accountOf);
    });
    // Error answers carry the session fields too (success answers get them from `postRoute`).
    app.addHook('preSerialization', async (request, reply, payload: unknown) => {
      if (typeof payload !== 'object' || payload === null) return payload;
      if ((payload as { status?: unknown }).status !== 'error') return payload;
      const fields = answerSessionFields(request, reply);
      return fields ? { ...fields, ...payload } : payload;
    });
  },
  { name: 'request-context' },
);
