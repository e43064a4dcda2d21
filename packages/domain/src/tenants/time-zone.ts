import type { TenantId } from './tenants';

/**
 * The zone a brand keeps its clock in: its customers' statements, its posts' publishing times and
 * every time its console shows are read in it, whatever zone the reader's device is in.
 */
export function tenantTimeZone(tenant: TenantId): string {
  switch (tenant) {
    case 'sepehran':
      return 'Asia/Tehran';
    case 'oman':
      return 'Asia/Muscat';
    case 'turk':
      return 'Europe/Istanbul';
  }
}
