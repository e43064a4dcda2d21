import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppLayout } from '../shell/app-layout';
import { ClientErrorPage } from '../shell/error/client-error-page';
import { TranslatedLoader } from '../shell/loader/translated-loader';
import { plannedRoutes } from './route-table';

/** A route whose page says the capability is not built yet; its code loads on first visit. */
function comingSoonRoute(path: string, titleKey: string): RouteObject {
  return {
    path,
    lazy: async () => {
      const { ComingSoonPage } = await import('../../components/coming-soon-page');
      return { element: <ComingSoonPage titleKey={titleKey} /> };
    },
  };
}

/** Planned paths whose real pages are routed above. */
const builtPaths = new Set(['/flights', '/login', '/signup']);

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <ClientErrorPage standalone />,
    hydrateFallbackElement: <TranslatedLoader />,
    children: [
      {
        errorElement: <ClientErrorPage />,
        children: [
          {
            index: true,
            lazy: async () => {
              const { HomePage } = await import('../../features/home/home-page');
              return { Component: HomePage };
            },
          },
          {
            path: '/flights',
            lazy: async () => {
              const { ResultsPage } = await import('../../features/flights/results-page');
              return { Component: ResultsPage };
            },
          },
          {
            path: '/booking',
            lazy: async () => {
              const { BookingPage } = await import('../../features/booking/booking-page');
              return { Component: BookingPage };
            },
          },
          {
            path: '/booking/result',
            lazy: async () => {
              const { ResultPage } = await import('../../features/booking/result-page');
              return { Component: ResultPage };
            },
          },
          {
            path: '/login',
            lazy: async () => {
              const { LoginPage } = await import('../../features/auth/login-page');
              return { Component: LoginPage };
            },
          },
          {
            path: '/signup',
            lazy: async () => {
              const { SignupPage } = await import('../../features/auth/signup-page');
              return { Component: SignupPage };
            },
          },
          {
            path: '/forgetPassword',
            lazy: async () => {
              const { ForgotPasswordPage } =
                await import('../../features/auth/forgot-password-page');
              return { Component: ForgotPasswordPage };
            },
          },
          ...plannedRoutes
            .filter((route) => !builtPaths.has(route.path))
            .map((route) => comingSoonRoute(route.path, route.titleKey)),
          {
            path: '*',
            lazy: async () => {
              const { NotFoundPage } = await import('../../features/not-found/not-found-page');
              return { Component: NotFoundPage };
            },
          },
        ],
      },
    ],
  },
];

let router: ReturnType<typeof createBrowserRouter> | null = null;

/** Created on first use, after start-up has cleared an expired session (spec section 4). */
export function appRouter(): ReturnType<typeof createBrowserRouter> {
  router ??= createBrowserRouter(routes);
  return router;
}

/** Sends the user to '/': through the router once it exists, else by rewriting the address. */
export function navigateHome(): void {
  if (router) void router.navigate('/', { replace: true });
  else window.history.replaceState(null, '', '/');
}
