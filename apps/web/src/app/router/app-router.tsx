import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppLayout } from '../shell/app-layout';
import { ClientErrorPage } from '../shell/error/client-error-page';
import { TranslatedLoader } from '../shell/loader/translated-loader';
import { plannedRoutes, profileRoutes } from './route-table';

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
const builtPaths = new Set([
  '/flights',
  '/refund',
  '/flightPrivacy',
  '/ssr',
  '/login',
  '/signup',
  ...profileRoutes.map((route) => route.path),
  '/user/supporter',
]);

/** A profile page: its module loads on first visit, inside the profile layout. */
function profilePage(path: string, load: () => Promise<React.ComponentType>): RouteObject {
  return { path, lazy: async () => ({ Component: await load() }) };
}

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
            path: '/refund',
            lazy: async () => {
              const { RefundPage } = await import('../../features/tickets/refund-page');
              return { Component: RefundPage };
            },
          },
          {
            path: '/ticket',
            lazy: async () => {
              const { TicketPage } = await import('../../features/tickets/ticket-page');
              return { Component: TicketPage };
            },
          },
          {
            path: '/flightPrivacy',
            lazy: async () => {
              const { FlightRulesPage } = await import('../../features/tickets/flight-rules-page');
              return { Component: FlightRulesPage };
            },
          },
          {
            path: '/ssr',
            lazy: async () => {
              const { SsrPage } = await import('../../features/ssr/ssr-page');
              return { Component: SsrPage };
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
          {
            lazy: async () => {
              const { ProfileLayout } = await import('../../features/profile/profile-layout');
              return { Component: ProfileLayout };
            },
            children: [
              {
                path: '/profile',
                lazy: async () => {
                  const { Navigate } = await import('react-router');
                  return { element: <Navigate to="/profile/editInfo" replace /> };
                },
              },
              profilePage(
                '/profile/editInfo',
                async () => (await import('../../features/profile/edit-info-page')).EditInfoPage,
              ),
              profilePage(
                '/profile/flights',
                async () => (await import('../../features/profile/flights-page')).FlightsPage,
              ),
              profilePage(
                '/profile/hotels',
                async () => (await import('../../features/profile/hotels-page')).HotelsPage,
              ),
              profilePage(
                '/profile/transactions',
                async () =>
                  (await import('../../features/profile/transactions-page')).TransactionsPage,
              ),
              profilePage(
                '/profile/passengers',
                async () => (await import('../../features/profile/passengers-page')).PassengersPage,
              ),
              profilePage(
                '/profile/credit',
                async () => (await import('../../features/profile/credit-page')).CreditPage,
              ),
              profilePage(
                '/profile/support',
                async () => (await import('../../features/profile/support-page')).SupportPage,
              ),
              profilePage(
                '/profile/changePassword',
                async () =>
                  (await import('../../features/profile/change-password-page')).ChangePasswordPage,
              ),
              profilePage(
                '/user/supporter',
                async () => (await import('../../features/profile/supporter-page')).SupporterPage,
              ),
              profilePage(
                '/user/supporter/refunds',
                async () =>
                  (await import('../../features/profile/refund-desk-page')).RefundDeskPage,
              ),
            ],
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
