import { useEffect, useRef } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { useLoaderStore } from './loader-store';

/** How long the loader stays at least, so a route change shows it briefly rather than flashing. */
const briefMs = 250;

/** Holds the full-screen loader while a route's code loads and briefly after each route change. */
export function RouteChangeLoader() {
  const navigating = useNavigation().state !== 'idle';
  const { pathname } = useLocation();
  const hold = useLoaderStore((state) => state.hold);
  const initialPath = useRef(pathname);
  const hasNavigated = useRef(false);

  useEffect(() => {
    if (!navigating) return;
    return hold('route');
  }, [navigating, hold]);

  useEffect(() => {
    if (!hasNavigated.current && pathname === initialPath.current) return;
    hasNavigated.current = true;
    const release = hold('route');
    const timer = window.setTimeout(release, briefMs);
    return () => {
      window.clearTimeout(timer);
      release();
    };
  }, [pathname, hold]);

  return null;
}
