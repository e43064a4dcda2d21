import { choiceCookieMaxAgeSeconds, pageCookies } from '@parvaz/domain/contracts/start-up';
import type { Currency } from '@parvaz/domain/format/money';
import type { Language } from '@parvaz/domain/languages';
import type { CalendarMode } from '@parvaz/domain/tenants/tenants';
import { languageMeta } from '@parvaz/i18n';
import { stringifySetCookie } from 'cookie';
import { createContext, useContext } from 'react';
import { createStore, useStore, type StoreApi } from 'zustand';

export interface SettingsState {
  /** The language the user picked; null means the tenant's default. */
  language: Language | null;
  /** The calendar the user picked; null means the one that goes with the language. */
  calendar: CalendarMode | null;
  /** The currency the user picked; null means the tenant's display currency. */
  currency: Currency | null;
  /** Club mode (spec section 6); sent as a header when on. */
  clubMode: boolean;
  setLanguage: (language: Language) => void;
  setCalendar: (calendar: CalendarMode) => void;
  setCurrency: (currency: Currency) => void;
  setClubMode: (on: boolean) => void;
}

export type SettingsStore = StoreApi<SettingsState>;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && Object.hasOwn(languageMeta, value);
}

const clubModeKey = 'parvaz.clubMode';

/** Language, calendar and currency live in cookies, so the server renders the next page in them. */
function remember(name: string, value: string): void {
  if (typeof document === 'undefined') return;
  document.cookie = stringifySetCookie({
    name,
    value,
    path: '/',
    maxAge: choiceCookieMaxAgeSeconds,
    sameSite: 'lax',
  });
}

function storedClubMode(): boolean {
  try {
    return typeof localStorage !== 'undefined' && localStorage.getItem(clubModeKey) === '1';
  } catch {
    return false;
  }
}

/**
 * The visitor's choices for one page: made per request on the server (from the cookies) and
 * once in the browser (from what the server rendered), so both render the same page.
 */
export function createSettingsStore(
  initial: Pick<SettingsState, 'language' | 'calendar' | 'currency'>,
): SettingsStore {
  return createStore<SettingsState>()((set) => ({
    ...initial,
    clubMode: storedClubMode(),
    setLanguage: (language) => {
      remember(pageCookies.language, language);
      set({ language });
    },
    setCalendar: (calendar) => {
      remember(pageCookies.calendar, calendar);
      set({ calendar });
    },
    setCurrency: (currency) => {
      remember(pageCookies.currency, currency);
      set({ currency });
    },
    setClubMode: (clubMode) => {
      try {
        localStorage.setItem(clubModeKey, clubMode ? '1' : '0');
      } catch {
        // Storage can be off (private mode); the choice then lasts for this page.
      }
      set({ clubMode });
    },
  }));
}

export const SettingsContext = createContext<SettingsStore | null>(null);

export function useSettingsStore<T>(selector: (state: SettingsState) => T): T {
  const store = useContext(SettingsContext);
  if (!store) throw new Error('useSettingsStore used outside SettingsContext');
  return useStore(store, selector);
}
