import { randomUUID } from 'node:crypto';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { Language } from '@parvaz/domain/languages';
import type { TenantId } from '@parvaz/domain/tenants/tenants';
import type { Database } from './db/client';
import { contextRoutes } from './modules/context/context.routes';
import { pageRoutes } from './modules/context/pages.routes';
import { initialConfig } from './modules/context/context.api';
import { initialConfigSchema } from '@parvaz/domain/contracts/context';
import { healthRoutes } from './modules/health/health.routes';
import { alertRoutes } from './modules/alerts/alerts.routes';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { userRoutes } from './modules/users/users.routes';
import { walletRoutes } from './modules/wallet/wallet.routes';
import { bookingRoutes } from './modules/booking/booking.routes';
import { flightRoutes } from './modules/flights/flights.routes';
import { airportBoardRoutes } from './modules/flights/airport-board.routes';
import { hotelRoutes } from './modules/hotels/hotels.routes';
import { blogRoutes } from './modules/blog/blog.routes';
import { blogFeedRoutes } from './modules/blog/blog-feed.routes';
import { sitemapRoutes } from './modules/sitemap/sitemap.routes';
import { paymentRoutes } from './modules/payments/payments.routes';
import { ledgerRoutes } from './modules/ledger/ledger.routes';
import { bankReconciliationRoutes } from './modules/payments/bank-reconciliation.routes';
import {
  createPurchaseRegistry,
  paymentStarter,
  type PaymentProviders,
  type PurchaseKind,
  type PurchaseRegistry,
} from './modules/payments/payments.api';
import { paymentProviders, type ProviderChoice } from './providers';
import { payAgainRoutes } from './modules/booking/pay-again.routes';
import { registerPurchaseKinds } from './purchases';
import { purchaseKindNames } from '@parvaz/domain/payments/purchase-kinds';
import { sourcesOfKind, type PaymentSource } from '@parvaz/domain/payments/payment-sources';
import { hotelStayRoutes } from './modules/hotels/hotel-stays.routes';

import { profileRoutes } from './modules/profile/profile.routes';
import { ticketRoutes } from './modules/tickets/tickets.routes';
import { ssrRoutes } from './modules/ssr/ssr.routes';
import { savedPassengerRoutes } from './modules/passengers/passengers.routes';
import { supportRoutes } from './modules/support/support.routes';
import { signRequestRoutes } from './modules/sign-requests/sign-requests.routes';
import { caseRoutes } from './modules/support/cases.routes';
import { visibleFile } from './modules/support/support.api';
import { accountOf } from './modules/users/users.api';
import { avatarRoutes } from './modules/avatars/avatars.routes';
import { referenceRoutes } from './modules/reference/reference.routes';
import { exchangeRoutes } from './modules/exchange/exchange.routes';
import { auditRoutes } from './modules/audit/audit.routes';
import { adminPageRoutes } from './modules/context/admin-pages.routes';
import { adminFaqRoutes } from './modules/context/admin-faq.routes';
import { careerRoutes } from './modules/careers/careers.routes';
import { adminCareerRoutes } from './modules/careers/admin-careers.routes';
import { adminHomeRoutes } from './modules/context/admin-home.routes';
import { homePageRoutes } from './modules/context/home-page.routes';
import { adminFooterRoutes } from './modules/context/admin-footer.routes';
import { blogModerationRoutes } from './modules/blog/blog-moderation.routes';
import { adminPostRoutes } from './modules/blog/admin-posts.routes';
import { adminCategoryRoutes } from './modules/blog/admin-categories.routes';
import { blogImageRoutes } from './modules/blog/blog-images.routes';
import { loadSigningSecret } from './platform/app-secret';
import { registerBodyParsers } from './platform/body-parsers';
import { installErrorHandler } from './platform/error-handler';
import { clientErrorHandler, frameworkErrorsHandler } from './platform/framework-errors';
import { registerOpenApi } from './platform/openapi';
import { requestContext } from './platform/request-context';
import { createTokenSigner, type TokenSigner } from './platform/signed-token';
import { createTranslator, type Translate } from './platform/translator';
import { devToolsRoutes } from './platform/dev-tools';
import { zodValidatorCompiler } from './platform/validation';
import { registerWebApp } from './platform/web-app';
import { bootScriptHash } from './platform/boot-script';
import { uploads } from './platform/uploads';
import { mapConfig, tileImageSource, type MapTiles } from './platform/map-tiles';
import type { AccountOf } from './platform/auth/sessions';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /** The role of a signed-in session's user (the users module's answer). */
    accountOf: AccountOf;
    /** Signs tokens the client carries back (search ids); shared by every process on the database. */
    signer: TokenSigner;
    /** The clock; tests replace it. */
    now: () => Date;
    translatorFor: (language: Language) => Translate;
    /** How long search answers may reuse a route's offers (0: always read the database). */
    searchCacheMs: number;
    /** How long searches may reuse a city's hotels as a list shows them (0: always read them). */
    catalogCacheMs: number;
    /** Whether answers are checked against their schemas (development and tests). */
    validateResponses: boolean;
    /** The kinds of purchase payments can be for, each registered by what sells it. */
    purchases: PurchaseRegistry;
    /** The payment providers, by the name a payment's row carries. */
    paymentProviders: PaymentProviders;
    /** The hotel map's tile source (MAP_TILES_URL); none: the map draws no background. */
    mapTiles: MapTiles | undefined;
  }
}

export interface AppOptions {
  db: Database;
  defaultTenant: TenantId;
  devTools: boolean;
  webDist: string;
  logger?: FastifyServerOptions['logger'];
  now?: () => Date;
  searchCacheMs?: number;
  catalogCacheMs?: number;
  /** Reverse proxies whose X-Forwarded-* headers are believed; none by default. */
  trustProxy?: string[];
  /** How long a fare re-check holds seats (default 10 minutes). */
  holdTtlMs?: number;
  validateResponses?: boolean;
  /** Folder of uploaded files, outside the web root; a temporary one when absent (tests). */
  uploadsDir?: string;
  /** The hotel map's tiles; their host joins the pages' `img-src`. None by default. */
  mapTiles?: MapTiles;
  /**
   * The purchase kinds' list (the domain's `purchaseKindNames` by default) and kinds registered
   * beside the site's own: a test's new thing to sell, or a wiring mistake a test provokes.
   */
  purchaseKinds?: {
    names: readonly string[];
    extra?: Readonly<Record<string, PurchaseKind>>;
    /** The sources each kind accepts, when a test lists kinds of its own (`sourcesOfKind`). */
    sources?: Readonly<Record<string, readonly PaymentSource[]>>;
  };
  /** Which provider new payments open at, per brand (default: the sandbox bank for all). */
  paymentProviders?: ProviderChoice;
}

const requestIdPattern = /^[\w-]{8,64}$/;

/** Builds the whole server without listening, so tests can `inject` into it. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const translator = createTranslator();
  const errorDeps = {
    defaultTenant: options.defaultTenant,
    translatorFor: (language: Language) => translator.forLanguage(language),
  };
  const app = Fastify({
    logger: options.logger ?? false,
    frameworkErrors: frameworkErrorsHandler(errorDeps),
    clientErrorHandler: clientErrorHandler(errorDeps),
    bodyLimit: 1024 * 1024,
    trustProxy: options.trustProxy ?? false,
    requestIdHeader: 'x-request-id',
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && requestIdPattern.test(incoming)
        ? incoming
        : randomUUID();
    },
  });
  app.setValidatorCompiler(zodValidatorCompiler);
  // Answers are checked against their schemas in development and tests, where a broken contract
  // must fail loudly; in production they are only stringified, which is several times cheaper.
  const validateResponses = options.validateResponses !== false;
  app.setSerializerCompiler(
    validateResponses ? serializerCompiler : () => (data) => JSON.stringify(data),
  );
  app.decorate('validateResponses', validateResponses);
  app.decorate('db', options.db);
  const appSecret = await loadSigningSecret(options.db);
  app.decorate('signer', createTokenSigner(appSecret));
  const providers = paymentProviders(appSecret, options.paymentProviders);
  app.decorate('paymentProviders', providers.registry);
  const startPayment = paymentStarter(providers.registry);
  app.decorate('accountOf', accountOf);
  app.decorate('now', options.now ?? (() => new Date()));
  app.decorate('searchCacheMs', options.searchCacheMs ?? 0);
  app.decorate('catalogCacheMs', options.catalogCacheMs ?? 0);
  app.decorate(
    'purchases',
    createPurchaseRegistry(
      options.purchaseKinds?.names ?? purchaseKindNames,
      options.purchaseKinds?.sources ?? sourcesOfKind,
    ),
  );
  app.decorate('mapTiles', options.mapTiles);
  registerPurchaseKinds(app);
  for (const [name, kind] of Object.entries(options.purchaseKinds?.extra ?? {}))
    app.purchases.register(name, kind);
  // A kind listed and not registered stops the start here, never in a bank callback.
  app.purchases.assertComplete();
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  app.decorate('translatorFor', (language: Language) => translator.forLanguage(language));
  await app.register(requestContext, {
    defaultTenant: options.defaultTenant,
    translatorFor: (language) => translator.forLanguage(language),
  });
  installErrorHandler(app);
  await registerBodyParsers(app);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", bootScriptHash],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // The map's tiles come from their own server when one is set up (MAP_TILES_URL).
        imgSrc: [
          "'self'",
          'data:',
          'blob:',
          ...(options.mapTiles ? [tileImageSource(options.mapTiles.url)] : []),
        ],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cors, { origin: false });
  await registerOpenApi(app);
  await app.register(uploads, { dir: options.uploadsDir, visibleFile });

  await app.register(healthRoutes);
  await app.register(contextRoutes);
  await app.register(pageRoutes);
  await app.register(referenceRoutes);
  await app.register(exchangeRoutes);
  await app.register(auditRoutes);
  await app.register(adminPageRoutes);
  await app.register(adminFaqRoutes);
  await app.register(adminHomeRoutes);
  await app.register(homePageRoutes);
  await app.register(adminFooterRoutes);
  await app.register(blogModerationRoutes);
  await app.register(adminPostRoutes);
  await app.register(adminCategoryRoutes);
  await app.register(blogImageRoutes);
  await app.register(flightRoutes);
  await app.register(airportBoardRoutes);
  await app.register(hotelRoutes);
  await app.register(blogRoutes);
  await app.register(blogFeedRoutes);
  await app.register(sitemapRoutes);
  await app.register(alertRoutes);
  await app.register(newsletterRoutes);
  await app.register(paymentRoutes);
  await app.register(ledgerRoutes);
  await app.register(bankReconciliationRoutes);
  await app.register(payAgainRoutes, { startPayment });
  await app.register(bookingRoutes, {
    startPayment,
    ...(options.holdTtlMs ? { holdTtlMs: options.holdTtlMs } : {}),
  });
  await app.register(authRoutes, { devTools: options.devTools });
  await app.register(userRoutes);
  await app.register(walletRoutes);
  await app.register(savedPassengerRoutes);
  await app.register(supportRoutes);
  await app.register(signRequestRoutes);
  await app.register(caseRoutes);
  await app.register(careerRoutes);
  await app.register(adminCareerRoutes);
  await app.register(avatarRoutes);
  await app.register(profileRoutes);
  await app.register(ticketRoutes, { webDist: options.webDist });
  await app.register(ssrRoutes, { startPayment });
  await app.register(hotelStayRoutes, { startPayment, providers: app.paymentProviders });
  await providers.registerPages(app);
  if (options.devTools) await app.register(devToolsRoutes);

  // Every page carries what `context/getInitialConfig` would answer for its brand.
  await registerWebApp(app, {
    webDist: options.webDist,
    defaultTenant: options.defaultTenant,
    initialConfig: (tenant, language) =>
      initialConfigSchema.parse(
        initialConfig(tenant, language, app.now(), mapConfig(options.mapTiles)),
      ),
  });
  return app;
}
