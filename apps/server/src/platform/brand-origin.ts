import type { FastifyRequest } from 'fastify';
import { tenantOrigin, type TenantConfig } from '@parvaz/domain/tenants/tenants';

/** Host names of the machine itself: a development or test server reached directly. */
const loopbackNames = new Set(['localhost', '127.0.0.1', '[::1]']);

/** A host name (or the IPv6 loopback) and an optional port, nothing else. */
const plainHost = /^(\[::1\]|[a-z0-9.-]+)(:\d{1,5})?$/;

/**
 * The origin a page's own links name (its canonical and alternate-language addresses). The Host
 * header is the client's to write, and a shared page is reused for other visitors: the request's
 * origin is used only when its host is one of the brand's names (or the machine's own, in
 * development); any other host gets the brand's first name over https.
 */
export function brandOrigin(request: FastifyRequest, tenant: TenantConfig): string {
  const host = request.host.toLowerCase();
  const name = plainHost.exec(host)?.[1];
  const known = name !== undefined && (tenant.hosts.includes(name) || loopbackNames.has(name));
  return known ? `${request.protocol}://${host}` : tenantOrigin(tenant);
}
