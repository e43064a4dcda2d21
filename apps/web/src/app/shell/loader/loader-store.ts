import { create } from 'zustand';

/** Reasons the full-screen loader shows besides start-up (spec section 2 "Application shell"). */
export type LoaderReason = 'language' | 'route' | 'forced';

interface LoaderState {
  reasons: Partial<Record<LoaderReason, number>>;
  /** Shows the loader for a reason until the returned function is called. */
  hold: (reason: LoaderReason) => () => void;
}

export const useLoaderStore = create<LoaderState>()((set) => ({
  reasons: {},
  hold: (reason) => {
    set((state) => ({ reasons: { ...state.reasons, [reason]: (state.reasons[reason] ?? 0) + 1 } }));
    let released = false;
    return () => {
      if (released) return;
      released = true;
      set((state) => ({
        reasons: { ...state.reasons, [reason]: Math.max(0, (state.reasons[reason] ?? 1) - 1) },
      }));
    };
  },
}));

export function useLoaderVisible(): boolean {
  return useLoaderStore((state) => Object.values(state.reasons).some((count) => (count ?? 0) > 0));
}
