/** Toast limits of spec section 9. */
export const toastTimeoutMs = 5000;
export const toastMaxLength = 1000;
export const successToastRemoveMs = 8000;
export const toastThrottleWindowMs = 5000;

export const toastKinds = ['success', 'error', 'warning', 'info'] as const;
export type ToastKind = (typeof toastKinds)[number];

/**
 * The spec limits success, failure and warning toasts (section 8). Info toasts are not named
 * there; they answer a user's own action (e.g. "copied"), so holding one back would lose it.
 */
export const throttledToastKinds: readonly ToastKind[] = ['success', 'error', 'warning'];

export interface ToastThrottleOptions {
  windowMs?: number;
  now?: () => number;
}

export interface ToastThrottle {
  /** Whether a toast of this kind may show now; an allowed toast starts that kind's window. */
  allow(kind: ToastKind): boolean;
}

/**
 * One toast per kind per window. The window runs from the last toast shown, not the last one
 * asked for, so a steady stream of failures still shows one every window instead of none.
 */
export function createToastThrottle({
  windowMs = toastThrottleWindowMs,
  now = Date.now,
}: ToastThrottleOptions = {}): ToastThrottle {
  const lastShown = new Map<ToastKind, number>();
  return {
    allow(kind) {
      if (!throttledToastKinds.includes(kind)) return true;
      const time = now();
      const last = lastShown.get(kind);
      // A clock set back would otherwise silence the kind until it caught up again.
      if (last !== undefined && time >= last && time - last < windowMs) return false;
      lastShown.set(kind, time);
      return true;
    },
  };
}

/**
 * Cuts a message to `toastMaxLength` characters, ending in "…" when cut. Counts code points so
 * an emoji or other astral character is never split in half.
 */
export function truncateToastMessage(text: string, maxLength: number = toastMaxLength): string {
  const characters = Array.from(text);
  if (characters.length <= maxLength) return text;
  return `${characters.slice(0, Math.max(0, maxLength - 1)).join('')}…`;
}
