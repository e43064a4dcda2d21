import { create } from 'zustand';

interface ApiActivityState {
  /** Calls under way that show the global progress bar. */
  pending: number;
  begin: () => void;
  end: () => void;
}

export const useApiActivity = create<ApiActivityState>()((set) => ({
  pending: 0,
  begin: () => set((state) => ({ pending: state.pending + 1 })),
  end: () => set((state) => ({ pending: Math.max(0, state.pending - 1) })),
}));
