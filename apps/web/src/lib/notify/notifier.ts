import {
  createToastThrottle,
  toastTimeoutMs,
  truncateToastMessage,
  type ToastKind,
} from '@parvaz/domain/notify/toast-throttle';

/** Shows one toast; set by the toast host once notistack has loaded. */
export type ToastSink = (kind: ToastKind, message: string, autoHideMs: number) => void;

interface QueuedToast {
  kind: ToastKind;
  message: string;
}

const throttle = createToastThrottle();
let sink: ToastSink | null = null;
let queued: QueuedToast[] = [];
let demanded = false;
const demandListeners = new Set<() => void>();

/** Whether any toast has been asked for; the toast host (notistack) loads only then. */
export function isToastDemanded(): boolean {
  return demanded;
}

export function subscribeToastDemand(listener: () => void): () => void {
  demandListeners.add(listener);
  return () => demandListeners.delete(listener);
}

/** The toast host loads on the first toast; toasts asked for before it is there wait for it. */
export function attachToastSink(next: ToastSink | null): void {
  sink = next;
  if (!sink) return;
  const waiting = queued;
  queued = [];
  for (const toast of waiting) sink(toast.kind, toast.message, toastTimeoutMs);
}

/**
 * Shows a toast: at most one success, one failure and one warning per 5 s (spec section 8),
 * cut at 1000 characters, hidden after 5 s (spec section 9).
 */
export function notify(kind: ToastKind, message: string): void {
  if (message.trim() === '' || !throttle.allow(kind)) return;
  const text = truncateToastMessage(message);
  if (sink) sink(kind, text, toastTimeoutMs);
  else queued = [...queued.slice(-4), { kind, message: text }];
  if (!demanded) {
    demanded = true;
    for (const listener of demandListeners) listener();
  }
}
