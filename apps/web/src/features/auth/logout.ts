import { apiCall } from '../../lib/api/api-client';
import { authStore } from '../../lib/auth/auth-store';

/*
 * Kept apart from auth-api.ts: the header calls it on every page, and the sign-in schemas there
 * bring zod and the phone-number metadata (about 60 kB gzipped) into the first load.
 */

/** `auth/logout`: ends the session on the server; the stored one is cleared whatever it answers. */
export async function logout(): Promise<void> {
  try {
    await apiCall('auth/logout', {}, { quiet: true });
  } catch {
    // No answer or a server fault: the session is still ended on this device.
  } finally {
    authStore().getState().clear();
  }
}
