import { pageAwakeEvent } from '@parvaz/domain/contracts/start-up';
import type { Language } from '@parvaz/domain/languages';
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppRoot } from './app/app-root';
import { createI18n } from './app/i18n/i18n';
import { fetchWords } from './app/i18n/page-words';
import { readPageData } from './app/page-data';
import { createRoutes } from './app/router/app-router';
import { resolveLazyRoutes } from './app/router/resolve-lazy-routes';
import { createSettingsStore } from './lib/settings/settings-store';
import { pageDataFromApi } from './app/startup/page-data-from-api';
import { createQueryClient } from './app/startup/query-client';
import { wireApiClient } from './app/startup/wire-api-client';
import { createEmotionCaches } from './app/theme/emotion-caches';
import { enforceSessionExpiry } from './lib/api/api-client';
import { authStore, openBrowserSession } from './lib/auth/auth-store';
import { sessionFromServer } from './lib/auth/session-from-server';
import { loadAllParts } from './lib/lazy/lazy-part';

/** Where an earlier version kept the session, token and all: nothing is read from it now. */
const formerSessionKey = 'parvaz.auth';

/**
 * After the page has hydrated: a session the server did not tell (a page it did not render) is
 * asked of it, and one that ran out is cleared and the user starts at '/' (spec section 4).
 */
function AfterHydration() {
  useEffect(() => {
    // Tests (and anything else outside the app) can tell the page has become interactive.
    document.documentElement.dataset.hydrated = 'true';
    // The boot script now performs the presses it held while the page was waking.
    document.dispatchEvent(new Event(pageAwakeEvent));
    localStorage.removeItem(formerSessionKey);
    const auth = authStore().getState();
    if (auth.known) enforceSessionExpiry();
    else void sessionFromServer(null).then((session) => authStore().getState().replace(session));
  }, []);
  return null;
}

/**
 * Takes over the page the server rendered, with the same configuration, words, data and routes,
 * so React hydrates it without a change; the dev server's empty page is rendered here instead.
 */
async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element in the page');
  const fromServer = readPageData();
  const page = fromServer ?? (await pageDataFromApi());

  // The session the server rendered the page for (its token stays in an httpOnly cookie).
  const auth = openBrowserSession(page.session ?? null);
  const settings = createSettingsStore({
    language: page.language,
    calendar: page.calendar,
    currency: page.currency ?? null,
  });
  const i18n = createI18n(page.language, await fetchWords(page.words), {
    fetchOtherLanguages: true,
  });
  const queryClient = createQueryClient();
  hydrate(queryClient, page.queries);
  let router: ReturnType<typeof createBrowserRouter> | null = null;
  wireApiClient({
    i18n,
    settings,
    tenant: page.config.tenant.id,
    displayCurrency: page.config.tenant.displayCurrency,
    navigateHome: () => {
      if (router) void router.navigate('/', { replace: true });
      else window.history.replaceState(null, '', '/');
    },
  });

  const routes = createRoutes({
    queryClient,
    config: page.config,
    language: () => i18n.language as Language,
    currency: () => settings.getState().currency ?? page.config.tenant.displayCurrency,
    waitForData: false,
  });
  await resolveLazyRoutes(routes, window.location.pathname);
  // Every part the server drew has its code in before hydration: a part still loading would stay
  // server HTML that looks ready while a tap on it (the date field's button, say) is lost.
  if (fromServer) await loadAllParts(window.location);
  router = createBrowserRouter(routes, {
    hydrationData: fromServer ? { loaderData: page.loaderData } : undefined,
  });

  const app = (
    <StrictMode>
      <AppRoot
        config={page.config}
        i18n={i18n}
        queryClient={queryClient}
        settings={settings}
        caches={createEmotionCaches()}
        auth={auth}
      >
        <RouterProvider router={router} />
        <AfterHydration />
      </AppRoot>
    </StrictMode>
  );
  if (fromServer && container.firstElementChild) {
    // A transition keeps the page responsive while it hydrates on a slow phone.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    createRoot(container).render(app);
  }
}

void start();
