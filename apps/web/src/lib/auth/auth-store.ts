import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import {
  applySessionFields,
  readStoredSession,
  signedOut,
  type AuthSession,
  type SessionFields,
  type UserInfo,
} from './session-rules';

interface AuthState extends AuthSession {
  /**
   * False until the stored session has been read: the server and the first render in the browser
   * know nobody, so pages for signed-in users wait for this before deciding.
   */
  known: boolean;
  setUserInfo: (user: UserInfo | null) => void;
  /** Applies the token, expiry and is_login fields of an answer. */
  applyAnswer: (fields: SessionFields) => void;
  clear: () => void;
}

function sessionOf(state: AuthSession): AuthSession {
  return {
    user_info: state.user_info,
    token: state.token,
    token_expires_at: state.token_expires_at,
  };
}

/** The signed-in session, kept in local storage as `parvaz.auth`. */
export const useAuthStore = create<AuthState>()(
  persist<AuthState, [], [], AuthSession>(
    (set, get) => ({
      ...signedOut,
      known: false,
      setUserInfo: (user_info) => set({ user_info }),
      applyAnswer: (fields) => {
        const current = sessionOf(get());
        const next = applySessionFields(current, fields);
        if (next !== current) set(next);
      },
      clear: () => set(signedOut),
    }),
    {
      name: 'parvaz.auth',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: sessionOf,
      merge: (persisted, current) => ({ ...current, ...readStoredSession(persisted), known: true }),
      // Read after the page has hydrated (readStoredAuth), never during the first render.
      skipHydration: true,
    },
  ),
);

/** Reads the stored session: in the browser, once the server-rendered page has hydrated. */
export async function readStoredAuth(): Promise<void> {
  await useAuthStore.persist.rehydrate();
  if (!useAuthStore.getState().known) useAuthStore.setState({ known: true });
}

export function currentSession(): AuthSession {
  return sessionOf(useAuthStore.getState());
}
