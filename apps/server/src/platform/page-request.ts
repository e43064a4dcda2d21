import type { FastifyRequest } from 'fastify';
import { isCalendarMode } from '@parvaz/domain/calendar/calendar-choice';
import { currencySchema } from '@parvaz/domain/contracts/money';
import { pageCookies } from '@parvaz/domain/contracts/start-up';
import type { Currency } from '@parvaz/domain/format/money';
import { isLanguage, type Language } from '@parvaz/domain/languages';
import {
  resolveTenant,
  tenantIdSchema,
  type CalendarMode,
  type TenantConfig,
  type TenantId,
} from '@parvaz/domain/tenants/tenants';
import { parseCookie } from 'cookie';

/** The brand, language and calendar a page is rendered in. */
export interface PageChoice {
  tenant: TenantConfig;
  language: Language;
  calendar: CalendarMode | null;
  /** The visitor's currency (cookie); null is the brand's display currency. */
  currency: Currency | null;
  /** `?tenant=` named a brand: the visit keeps it (a session cookie). */
  rememberTenant: TenantId | null;
}

function queryTenant(request: FastifyRequest): TenantId | null {
  const query = request.query as Record<string, unknown> | undefined;
  const parsed = tenantIdSchema.safeParse(
    typeof query?.tenant === 'string' ? query.tenant.trim().toLowerCase() : undefined,
  );
  return parsed.success ? parsed.data : null;
}

/** `?lang=` naming a language: a link to the page in that language (an alternate-language link). */
function queryLanguage(request: FastifyRequest): Language | null {
  const query = request.query as Record<string, unknown> | undefined;
  const asked = typeof query?.lang === 'string' ? query.lang.trim().toLowerCase() : undefined;
  return isLanguage(asked) ? asked : null;
}

function headerTenant(request: FastifyRequest): string | undefined {
  const value = request.headers['x-tenant'];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The brand is the host's, else the one `?tenant=` asks for (remembered for the visit), else the
 * `x-tenant` header's, else the default; the language is the one `?lang=` names (the address of
 * the page in that language, as alternate-language links and the sitemap write it), else the
 * visitor's cookie, else the brand's; the calendar is the visitor's cookie, else the one that
 * goes with the language.
 */
export function pageChoice(request: FastifyRequest, defaultTenant: TenantId): PageChoice {
  const cookies = parseCookie(request.headers.cookie ?? '');
  const asked = queryTenant(request);
  const tenant = resolveTenant({
    host: request.host,
    requested: asked ?? cookies[pageCookies.tenant] ?? headerTenant(request),
    fallback: defaultTenant,
  });
  const chosen = cookies[pageCookies.language];
  const calendar = cookies[pageCookies.calendar];
  const currency = currencySchema.safeParse(cookies[pageCookies.currency]);
  return {
    tenant,
    language: queryLanguage(request) ?? (isLanguage(chosen) ? chosen : tenant.locale),
    calendar: isCalendarMode(calendar) ? calendar : null,
    currency: currency.success ? currency.data : null,
    rememberTenant: asked !== null && asked !== cookies[pageCookies.tenant] ? asked : null,
  };
}
