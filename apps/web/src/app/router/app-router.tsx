import type { InitialConfig } from '@parvaz/domain/contracts/context';
import type { Currency } from '@parvaz/domain/format/money';
import type { Language } from '@parvaz/domain/languages';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { data, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import {
  isPageMoved,
  pageNotFound,
  type PageModule,
  type PagePrefetch,
} from '../../lib/pages/page-module';
import { AppLayout } from '../shell/app-layout';
import { prefetchShellContent } from '../startup/context-api';
import { ClientErrorPage } from '../shell/error/client-error-page';
import { signInFirst } from '../../lib/auth/sign-in-first';
import { TranslatedLoader } from '../shell/loader/translated-loader';
import { plannedRoutes, profileRoutes } from '../../lib/pages/route-table';

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

/** A page an operator writes (features/content): the standard ones and any added under /pages. */
const loadContentPage = async (): Promise<PageModule> => {
  const { ContentPage, prefetchContentPage } = await import('../../features/content/content-page');
  return { Component: ContentPage, prefetch: prefetchContentPage, shared: true };
};

/** Planned paths whose real pages are routed above. */
const builtPaths = new Set([
  '/aboutUs',
  '/blogs',
  '/contactUs',
  '/recruitment',
  '/faq',
  '/flights',
  '/hotels',
  '/refund',
  '/flightPrivacy',
  '/hotelPrivacy',
  '/flightInformations',
  '/ssr',
  '/login',
  '/signup',
  '/sign',
  ...profileRoutes.map((route) => route.path),
  '/user/supporter',
]);

export interface RouteOptions {
  queryClient: QueryClient;
  config: InitialConfig;
  language: () => Language;
  /** The currency prices are asked in: the visitor's choice, else the brand's display currency. */
  currency: () => Currency;
  /** On the server a loader waits for the page's data; in the browser it only starts it. */
  waitForData: boolean;
}

/** Whether a matched route's page may be shared across visitors (its `handle`). */
export function isSharedRoute(handle: unknown): boolean {
  return (
    typeof handle === 'object' && handle !== null && 'shared' in handle && handle.shared === true
  );
}

export function createRoutes(options: RouteOptions): RouteObject[] {
  const { queryClient, waitForData } = options;
  const run = (prefetch: PagePrefetch | undefined, { request }: LoaderFunctionArgs) => {
    if (!prefetch) return null;
    const work = prefetch({
      queryClient,
      url: new URL(request.url),
      language: options.language(),
      currency: options.currency(),
    });
    // The server's answer to an address that names nothing is a 404, with the page that says so.
    return waitForData
      ? work.then((found) => {
          if (found === pageNotFound) return data(null, { status: 404 });
          return isPageMoved(found) ? redirect(found.movedTo) : null;
        })
      : null;
  };
  /** A public page whose module (component, data, sharing) loads with its route. */
  const page = (path: string | undefined, load: () => Promise<PageModule>): RouteObject => ({
    ...(path === undefined ? { index: true } : { path }),
    lazy: async () => {
      const module = await load();
      return {
        Component: module.Component,
        loader: (args: LoaderFunctionArgs) => run(module.prefetch, args),
        handle: { shared: module.shared === true },
      };
    },
  });
  /**
   * A profile page, inside the profile layout: its component, or its module when the server draws
   * it with the user's data (a prefetch the session cookie signs in).
   */
  const profilePage = (
    path: string,
    load: () => Promise<ComponentType | PageModule>,
  ): RouteObject =>
    page(path, async () => {
      const loaded = await load();
      return 'Component' in loaded ? loaded : { Component: loaded };
    });
  return [
    {
      element: <AppLayout />,
      loader: (args: LoaderFunctionArgs) =>
        run(({ language }) => prefetchShellContent(queryClient, options.config, language), args),
      errorElement: <ClientErrorPage standalone />,
      hydrateFallbackElement: <TranslatedLoader />,
      children: [
        {
          errorElement: <ClientErrorPage />,
          children: [
            page(undefined, async () => {
              const { HomePage, prefetchHome } = await import('../../features/home/home-page');
              return { Component: HomePage, prefetch: prefetchHome, shared: true };
            }),
            page('/flights', async () => {
              const [{ ResultsPage }, { prefetchResults }] = await Promise.all([
                import('../../features/flights/results-page'),
                import('../../features/flights/results-prefetch'),
              ]);
              return { Component: ResultsPage, prefetch: prefetchResults };
            }),
            page('/hotels', async () => {
              const { HotelsPage, prefetchHotels } =
                await import('../../features/hotels/hotels-page');
              return { Component: HotelsPage, prefetch: prefetchHotels };
            }),
            page('/hotels/:id', async () => {
              const { HotelPage, prefetchHotel } = await import('../../features/hotels/hotel-page');
              return { Component: HotelPage, prefetch: prefetchHotel };
            }),
            page('/hotels/:id/reserve', async () => {
              const { ReservePage, prefetchReserve } =
                await import('../../features/hotel-stays/reserve-page');
              return { Component: ReservePage, prefetch: prefetchReserve };
            }),
            page('/hotels/voucher/:trackingCode', async () => {
              const { VoucherPage, prefetchVoucher } =
                await import('../../features/hotel-stays/voucher-page');
              return { Component: VoucherPage, prefetch: prefetchVoucher };
            }),
            page('/booking', async () => {
              const { BookingPage, prefetchBooking } =
                await import('../../features/booking/booking-page');
              return { Component: BookingPage, prefetch: prefetchBooking };
            }),
            page('/booking/result', async () => {
              const { ResultPage } = await import('../../features/booking/result-page');
              return { Component: ResultPage };
            }),
            page('/refund', async () => {
              const { RefundPage, prefetchRefund } =
                await import('../../features/tickets/refund-page');
              return { Component: RefundPage, prefetch: prefetchRefund };
            }),
            page('/ticket', async () => {
              const { TicketPage, prefetchTicket } =
                await import('../../features/tickets/ticket-page');
              return { Component: TicketPage, prefetch: prefetchTicket };
            }),
            page('/flightPrivacy', async () => {
              const { FlightRulesPage } = await import('../../features/tickets/flight-rules-page');
              return { Component: FlightRulesPage, shared: true };
            }),
            page('/flightInformations', async () => {
              const { FlightBoardPage, prefetchFlightBoard } =
                await import('../../features/flight-board/flight-board-page');
              return { Component: FlightBoardPage, prefetch: prefetchFlightBoard, shared: true };
            }),
            page('/newsletter', async () => {
              const { NewsletterPage } = await import('../../features/newsletter/newsletter-page');
              return { Component: NewsletterPage, shared: true };
            }),
            page('/hotelPrivacy', async () => {
              const { HotelRulesPage } = await import('../../features/hotels/hotel-rules-page');
              return { Component: HotelRulesPage, shared: true };
            }),
            page('/aboutUs', loadContentPage),
            page('/contactUs', loadContentPage),
            page('/rules', loadContentPage),
            page('/recruitment', loadContentPage),
            page('/privacy', loadContentPage),
            page('/pages/:url', loadContentPage),
            page('/report', async () => {
              const { ReportPage } = await import('../../features/cases/report-page');
              return { Component: ReportPage, shared: true };
            }),
            page('/case', async () => {
              const { CaseLookupPage } = await import('../../features/cases/case-lookup-page');
              return { Component: CaseLookupPage };
            }),
            page('/blogs', async () => {
              const { BlogListPage, prefetchBlogList } =
                await import('../../features/blog/blog-list-page');
              return { Component: BlogListPage, prefetch: prefetchBlogList, shared: true };
            }),
            page('/blogs/:slug', async () => {
              const { BlogPostPage, prefetchBlogPost } =
                await import('../../features/blog/blog-post-page');
              return { Component: BlogPostPage, prefetch: prefetchBlogPost, shared: true };
            }),
            page('/faq', async () => {
              const { FaqPage, prefetchFaq } = await import('../../features/content/faq-page');
              return { Component: FaqPage, prefetch: prefetchFaq, shared: true };
            }),
            page('/ssr', async () => {
              const { SsrPage, prefetchSsr } = await import('../../features/ssr/ssr-page');
              return { Component: SsrPage, prefetch: prefetchSsr };
            }),
            page('/login', async () => {
              const { LoginPage } = await import('../../features/auth/login-page');
              return { Component: LoginPage };
            }),
            page('/signup', async () => {
              const { SignupPage } = await import('../../features/auth/signup-page');
              return { Component: SignupPage };
            }),
            page('/sign', async () => {
              const { SignPage } = await import('../../features/sign/sign-page');
              return { Component: SignPage };
            }),
            page('/forgetPassword', async () => {
              const { ForgotPasswordPage } =
                await import('../../features/auth/forgot-password-page');
              return { Component: ForgotPasswordPage };
            }),
            {
              lazy: async () => {
                const { ProfileLayout } = await import('../../features/profile/profile-layout');
                return { Component: ProfileLayout, loader: signInFirst };
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
                profilePage('/profile/flights', async () => {
                  const { FlightsPage, prefetchFlights } =
                    await import('../../features/profile/flights-page');
                  return { Component: FlightsPage, prefetch: prefetchFlights };
                }),
                profilePage('/profile/hotels', async () => {
                  const { HotelsPage, prefetchMyHotels } =
                    await import('../../features/profile/hotels-page');
                  return { Component: HotelsPage, prefetch: prefetchMyHotels };
                }),
                profilePage(
                  '/profile/transactions',
                  async () =>
                    (await import('../../features/profile/transactions-page')).TransactionsPage,
                ),
                profilePage('/profile/passengers', async () => {
                  const { PassengersPage, prefetchPassengers } =
                    await import('../../features/profile/passengers-page');
                  return { Component: PassengersPage, prefetch: prefetchPassengers };
                }),
                profilePage('/profile/credit', async () => {
                  const { CreditPage, prefetchCredit } =
                    await import('../../features/profile/credit-page');
                  return { Component: CreditPage, prefetch: prefetchCredit };
                }),
                profilePage(
                  '/profile/support',
                  async () => (await import('../../features/profile/support-page')).SupportPage,
                ),
                profilePage(
                  '/profile/changePassword',
                  async () =>
                    (await import('../../features/profile/change-password-page'))
                      .ChangePasswordPage,
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
                profilePage(
                  '/user/supporter/reconciliation',
                  async () =>
                    (await import('../../features/profile/reconciliation-page')).ReconciliationPage,
                ),
                profilePage(
                  '/user/supporter/books',
                  async () => (await import('../../features/profile/books-page')).BooksPage,
                ),
                {
                  path: '/admin',
                  lazy: async () => {
                    const { Navigate } = await import('react-router');
                    return { element: <Navigate to="/admin/pages" replace /> };
                  },
                },
                profilePage(
                  '/admin/pages',
                  async () => (await import('../../features/admin/pages-list-page')).PagesListPage,
                ),
                profilePage(
                  '/admin/pages/:url',
                  async () =>
                    (await import('../../features/admin/page-editor-page')).PageEditorPage,
                ),
                profilePage(
                  '/admin/home',
                  async () =>
                    (await import('../../features/admin/home-editor-page')).HomeEditorPage,
                ),
                profilePage(
                  '/admin/faq',
                  async () => (await import('../../features/admin/faq-editor-page')).FaqEditorPage,
                ),
                profilePage(
                  '/admin/footer',
                  async () =>
                    (await import('../../features/admin/footer-editor-page')).FooterEditorPage,
                ),
                profilePage(
                  '/admin/posts',
                  async () => (await import('../../features/admin/posts-list-page')).PostsListPage,
                ),
                profilePage(
                  '/admin/posts/:id',
                  async () =>
                    (await import('../../features/admin/post-editor-page')).PostEditorPage,
                ),
                profilePage(
                  '/admin/categories',
                  async () => (await import('../../features/admin/categories-page')).CategoriesPage,
                ),
                profilePage(
                  '/admin/comments',
                  async () => (await import('../../features/admin/comments-page')).CommentsPage,
                ),
                profilePage(
                  '/admin/signRequests',
                  async () =>
                    (await import('../../features/admin/sign-requests-page')).SignRequestsPage,
                ),
                profilePage(
                  '/admin/recruitment',
                  async () =>
                    (await import('../../features/admin/recruitment-page')).RecruitmentPage,
                ),
                profilePage(
                  '/admin/audit',
                  async () => (await import('../../features/admin/audit-log-page')).AuditLogPage,
                ),
              ],
            },
            ...plannedRoutes
              .filter((route) => !builtPaths.has(route.path))
              .map((route) => comingSoonRoute(route.path, route.titleKey)),
            page('*', async () => {
              const { NotFoundPage } = await import('../../components/not-found-page');
              return { Component: NotFoundPage };
            }),
          ],
        },
      ],
    },
  ];
}
