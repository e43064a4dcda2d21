import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isToastDemanded, subscribeToastDemand } from './notifier';

const ToastHost = lazy(() => import('./toast-host'));

/** Loads notistack with the first toast, keeping it out of the first load; `notify` holds toasts until then. */
export function LazyToastHost() {
  const demanded = useSyncExternalStore(subscribeToastDemand, isToastDemanded);
  if (!demanded) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  );
}
