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
      merge: (persisted, current) => ({ ...current, ...readStoredSession(persisted) }),
    },
  ),
);

export function currentSession(): AuthSession {
  return sessionOf(useAuthStore.getState());
}
