import type { Language } from '@parvaz/domain/languages';
import type { CalendarMode } from '@parvaz/domain/tenants/tenants';
import { languageMeta } from '@parvaz/i18n';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

interface SettingsState {
  /** The language the user picked; null means the tenant's default. */
  language: Language | null;
  /** The calendar the user picked; null means the tenant's default. */
  calendar: CalendarMode | null;
  /** Club mode (spec section 6); sent as a header when on. */
  clubMode: boolean;
  setLanguage: (language: Language) => void;
  setCalendar: (calendar: CalendarMode) => void;
  setClubMode: (on: boolean) => void;
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && Object.hasOwn(languageMeta, value);
}

export function isCalendarMode(value: unknown): value is CalendarMode {
  return value === 'jalali' || value === 'gregorian';
}

function readStoredSettings(
  value: unknown,
): Pick<SettingsState, 'language' | 'calendar' | 'clubMode'> {
  const record =
    typeof value === 'object' && value !== null ? Object.fromEntries(Object.entries(value)) : {};
  return {
    language: isLanguage(record.language) ? record.language : null,
    calendar: isCalendarMode(record.calendar) ? record.calendar : null,
    clubMode: record.clubMode === true,
  };
}

/** The user's choices, remembered in local storage as `parvaz.settings`. */
export const useSettingsStore = create<SettingsState>()(
  persist(
    (set) => ({
      language: null,
      calendar: null,
      clubMode: false,
      setLanguage: (language) => set({ language }),
      setCalendar: (calendar) => set({ calendar }),
      setClubMode: (clubMode) => set({ clubMode }),
    }),
    {
      name: 'parvaz.settings',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ language, calendar, clubMode }) => ({ language, calendar, clubMode }),
      merge: (persisted, current) => ({ ...current, ...readStoredSettings(persisted) }),
    },
  ),
);
