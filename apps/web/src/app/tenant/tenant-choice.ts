const tenantPattern = /^[a-z][a-z0-9-]{0,31}$/;

/**
 * The tenant asked for by `?tenant=<id>` on a page the server did not render (the dev server's);
 * null lets the API decide by host name. A server-rendered page names its own brand, and the
 * server remembers `?tenant=` in a cookie for the visit.
 */
export function tenantInAddress(): string | null {
  const requested = new URLSearchParams(window.location.search).get('tenant')?.trim().toLowerCase();
  return requested && tenantPattern.test(requested) ? requested : null;
}
