import type { MessageKey } from '@parvaz/domain/messages';
import type { i18n as I18n } from 'i18next';
import { configureApiClient } from '../../lib/api/api-client';
import type { SettingsStore } from '../../lib/settings/settings-store';
import { notify } from '../../lib/notify/notifier';

/** The spec's wording, for a message whose translation is missing. */
const fallbackMessages: Partial<Record<MessageKey, string>> = {
  connectionError: 'Connection error!!',
  serverError: 'Server error!!',
};

/**
 * Connects the browser's API client to the page: its language, its brand (the one the page was
 * rendered for), club mode, toasts and router.
 */
export function wireApiClient(options: {
  i18n: I18n;
  settings: SettingsStore;
  tenant: string | null;
  /** The brand's display currency: prices are asked in it until the visitor picks another. */
  displayCurrency: string;
  navigateHome: () => void;
}): void {
  const { i18n, settings } = options;
  configureApiClient({
    getLanguage: () => i18n.language,
    getTenant: () => options.tenant,
    getCurrency: () => settings.getState().currency ?? options.displayCurrency,
    isClubMode: () => settings.getState().clubMode,
    notifyError: (message) => notify('error', message),
    message: (key) => i18n.t(key, { ns: 'messages', defaultValue: fallbackMessages[key] ?? key }),
    onSessionExpired: options.navigateHome,
  });
}
