import Box from '@mui/material/Box';
import { useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { SkipLink } from '../../components/skip-link';
import { AppFooter } from './footer/app-footer';
import { AppHeader } from './header/app-header';
import { ApiProgressBar } from './loader/api-progress-bar';
import { RouteChangeLoader } from './loader/route-change-loader';
import { ShellLoader } from './loader/shell-loader';

export const mainContentId = 'main-content';

/** Moves focus to the new page's content after a route change, so keyboard and screen-reader users start there. */
function useFocusMainOnRouteChange(): RefObject<HTMLElement | null> {
  const main = useRef<HTMLElement | null>(null);
  const { pathname } = useLocation();
  const initialPath = useRef(pathname);
  const hasNavigated = useRef(false);
  useEffect(() => {
    if (!hasNavigated.current && pathname === initialPath.current) return;
    hasNavigated.current = true;
    main.current?.focus({ preventScroll: true });
    window.scrollTo({ top: 0 });
  }, [pathname]);
  return main;
}

/** The shell around every page: skip link, header, main content, footer, loaders. */
export function AppLayout() {
  const { t } = useTranslation();
  const main = useFocusMainOnRouteChange();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink targetId={mainContentId} label={t('nav.skipToContent')} />
      <ApiProgressBar />
      <AppHeader />
      <Box
        component="main"
        id={mainContentId}
        ref={main}
        tabIndex={-1}
        sx={{ flexGrow: 1, outline: 'none' }}
      >
        <Outlet />
      </Box>
      <AppFooter />
      <RouteChangeLoader />
      <ShellLoader />
    </Box>
  );
}
