import type { MessageKey } from '@parvaz/domain/messages';
import { configureApiClient } from '../../lib/api/api-client';
import { i18n } from '../i18n/i18n';
import { navigateHome } from '../router/app-router';
import { useSettingsStore } from '../settings/settings-store';
import { notify } from '../shell/toasts/notifier';
import { tenantChoice } from '../tenant/tenant-choice';

/** The spec's wording, for the moment before the translations are in. */
const fallbackMessages: Partial<Record<MessageKey, string>> = {
  connectionError: 'Connection error!!',
  serverError: 'Server error!!',
};

/** Connects the API client to the active language, tenant choice, club mode, toasts and router. */
export function wireApiClient(): void {
  configureApiClient({
    getLanguage: () => (i18n.isInitialized ? i18n.language : useSettingsStore.getState().language),
    getTenant: tenantChoice,
    isClubMode: () => useSettingsStore.getState().clubMode,
    notifyError: (message) => notify('error', message),
    message: (key) => {
      const fallback = fallbackMessages[key] ?? key;
      return i18n.isInitialized
        ? i18n.t(key, { ns: 'messages', defaultValue: fallback })
        : fallback;
    },
    onSessionExpired: navigateHome,
  });
}
