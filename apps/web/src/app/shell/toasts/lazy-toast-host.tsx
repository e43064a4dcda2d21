import { Suspense, useSyncExternalStore } from 'react';
import { drawnAfterAPress, lazyPart } from '../../../lib/lazy/lazy-part';
import { isToastDemanded, subscribeToastDemand } from '../../../lib/notify/notifier';

const ToastHost = lazyPart(() => import('./toast-host'), drawnAfterAPress);

/** Loads notistack with the first toast, keeping it out of the first load; `notify` holds toasts until then. */
export function LazyToastHost() {
  const demanded = useSyncExternalStore(subscribeToastDemand, isToastDemanded, () => false);
  if (!demanded) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  );
}
