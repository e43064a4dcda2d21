const storageKey = 'parvaz.tenant';
const tenantPattern = /^[a-z][a-z0-9-]{0,31}$/;

function readStorage(): string | null {
  try {
    return sessionStorage.getItem(storageKey);
  } catch {
    return null;
  }
}

function writeStorage(tenant: string): void {
  try {
    sessionStorage.setItem(storageKey, tenant);
  } catch {
    // Storage can be off (private mode); the choice then lasts until the next full load.
  }
}

/**
 * The tenant asked for by `?tenant=<id>`, remembered for the tab so in-app navigation keeps
 * it; null lets the server decide by host name. The server checks the id.
 */
function resolveTenantChoice(): string | null {
  const requested = new URLSearchParams(window.location.search).get('tenant')?.trim().toLowerCase();
  if (requested && tenantPattern.test(requested)) {
    writeStorage(requested);
    return requested;
  }
  const stored = readStorage();
  return stored && tenantPattern.test(stored) ? stored : null;
}

const chosenTenant = resolveTenantChoice();

export function tenantChoice(): string | null {
  return chosenTenant;
}
