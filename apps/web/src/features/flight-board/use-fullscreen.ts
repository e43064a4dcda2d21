import { useSyncExternalStore, type RefObject } from 'react';

const onFullscreenChange = (notify: () => void) => {
  document.addEventListener('fullscreenchange', notify);
  return () => document.removeEventListener('fullscreenchange', notify);
};
const never = () => () => undefined;
const onServer = () => false;

/**
 * The Fullscreen API for one element: whether the browser offers it (false on the server and
 * in the first render, so both render alike), whether the element fills the screen now
 * (leaving by Escape or the browser's own control included), and a toggle.
 */
export function useFullscreen(target: RefObject<HTMLElement | null>) {
  const available = useSyncExternalStore(never, () => document.fullscreenEnabled, onServer);
  const active = useSyncExternalStore(
    onFullscreenChange,
    () => target.current !== null && document.fullscreenElement === target.current,
    onServer,
  );
  const toggle = () => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void target.current?.requestFullscreen().catch(() => undefined);
  };
  return { available, active, toggle };
}
