import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isLanguage, type Language } from '@parvaz/domain/languages';
import { resolveTenant, type TenantConfig, type TenantId } from '@parvaz/domain/tenants/tenants';
import type { Role } from '@parvaz/domain/roles';
import type { Translate } from './translator';

declare module 'fastify' {
  interface FastifyRequest {
    tenant: TenantConfig;
    /** Language of messages and localized names: the `lang` header, else the tenant's locale. */
    lang: Language;
    /** The caller's panel (`user-type` header), default 'user'. */
    userType: string;
    clubMode: boolean;
    /** The signed-in user's role; 'guest' without a session. */
    role: Role;
    t: Translate;
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
    app.decorateRequest('userType');
    app.decorateRequest('clubMode');
    app.decorateRequest('t');
    app.decorateRequest('role');
    app.addHook('onRequest', async (request) => {
      request.tenant = resolveTenant({
        host: request.host,
        requested: header(request, 'x-tenant'),
        fallback: options.defaultTenant,
      });
      const lang = header(request, 'lang')?.trim().toLowerCase();
      request.lang = isLanguage(lang) ? lang : request.tenant.locale;
      const userType = header(request, 'user-type')?.trim().toLowerCase() ?? '';
      request.userType = userTypePattern.test(userType) ? userType : 'user';
      request.clubMode = header(request, 'club-mode') === '1';
      request.t = options.translatorFor(request.lang);
      request.role = 'guest';
    });
  },
  { name: 'request-context' },
);
