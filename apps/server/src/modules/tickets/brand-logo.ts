import { readFile } from 'node:fs/promises';
import { join, normalize } from 'node:path';
import type { TenantConfig } from '@parvaz/domain/tenants/tenants';

const logos = new Map<string, Promise<string | undefined>>();

/**
 * A brand's logo as SVG text for the PDF ticket, read once from the web app's files (the same
 * picture the site shows); undefined when the web app is not there, and the ticket shows the
 * brand's name instead.
 */
export function brandLogoSvg(webDist: string, tenant: TenantConfig): Promise<string | undefined> {
  const path = normalize(join(webDist, tenant.logo));
  let logo = logos.get(path);
  if (!logo) {
    logo = readFile(path, 'utf8').then(
      (svg) => (svg.includes('<svg') ? svg : undefined),
      () => undefined,
    );
    logos.set(path, logo);
  }
  return logo;
}
