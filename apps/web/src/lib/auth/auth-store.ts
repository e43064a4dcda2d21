import { createContext, useContext } from 'react';
import { createStore, useStore, type StoreApi } from 'zustand';
import {
  applySessionFields,
  signedOut,
  type AuthSession,
  type SessionFields,
  type UserInfo,
} from './session-rules';

export interface AuthState extends AuthSession {
  /**
   * False until the session is known: a page the server rendered knows it from the start; the
   * plain page (no server render) asks the server once it runs.
   */
  known: boolean;
  setUserInfo: (user: UserInfo | null) => void;
  /** Applies the token_expires_at and is_login fields of an answer. */
  applyAnswer: (fields: SessionFields) => void;
  /** The session as the server said it is (null: not known yet). */
  replace: (session: AuthSession | null) => void;
  clear: () => void;
}

export type AuthStore = StoreApi<AuthState>;

function sessionOf(state: AuthSession): AuthSession {
  return { user_info: state.user_info, token_expires_at: state.token_expires_at };
}

/**
 * A session store: one per page render on the server, one for the page in the browser. Created
 * with the session the page is drawn for: zustand gives React the initial state as the server's
 * snapshot, on the server and while the browser hydrates.
 */
export function createAuthStore(session: AuthSession | null): AuthStore {
  return createStore<AuthState>()((set, get) => ({
    ...(session ?? signedOut),
    known: session !== null,
    setUserInfo: (user_info) => set({ user_info }),
    applyAnswer: (fields) => {
      const current = sessionOf(get());
      const next = applySessionFields(current, fields);
      if (next !== current) set(next);
    },
    replace: (next) => set({ ...(next ?? signedOut), known: next !== null }),
    clear: () => set({ ...signedOut, known: true }),
  }));
}

let browserStore = createAuthStore(null);
let resolveStore: () => AuthStore = () => browserStore;

/** The browser's store, opened with the session the server rendered the page for (null: not known). */
export function openBrowserSession(session: AuthSession | null): AuthStore {
  browserStore = createAuthStore(session);
  return browserStore;
}

/**
 * Where code outside React (the API client, a sign-in) finds the session: the browser's one
 * store, or on the server the store of the page being rendered.
 */
export function setAuthStoreResolver(resolve: () => AuthStore): void {
  resolveStore = resolve;
}

export function authStore(): AuthStore {
  return resolveStore();
}

export const AuthStoreContext = createContext<AuthStore | null>(null);

/** The session, from the page's own store (each server render provides its own). */
export function useAuthStore<T>(selector: (state: AuthState) => T): T {
  return useStore(useContext(AuthStoreContext) ?? authStore(), selector);
}

export function currentSession(): AuthSession {
  return sessionOf(authStore().getState());
}
