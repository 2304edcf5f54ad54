import { mkdir } from 'node:fs/promises';
import Fastify, { LogController, type FastifyInstance, type RouteOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from './db/client';
import type { AppConfig } from './env';
import { accountRoutes } from './modules/account/account-routes';
import { applicationRoutes } from './modules/admin/application-routes';
import { adminDashboardRoutes } from './modules/admin-dashboard/admin-dashboard-routes';
import { auditRoutes } from './modules/audit/audit-routes';
import { adminUserRoutes } from './modules/back-office-users/admin-user-routes';
import { adminCurrencyRoutes } from './modules/site/admin-currency-routes';
import { adminSettingsRoutes } from './modules/site/admin-settings-routes';
import { adminDepositWalletRoutes } from './modules/wallet/admin-deposit-wallet-routes';
import { staffRoutes } from './modules/staff/staff-routes';
import { authRoutes } from './modules/auth/auth-routes';
import { cartRoutes } from './modules/cart/cart-routes';
import { addressRoutes } from './modules/checkout/address-routes';
import { checkoutRoutes } from './modules/checkout/checkout-routes';
import { startAuthMaintenance } from './modules/auth/maintenance';
import { noticeRoutes } from './modules/notices/notice-routes';
import { adminOrderRoutes } from './modules/orders/admin-order-routes';
import { startOrderJobs } from './modules/orders/order-jobs';
import { orderRoutes } from './modules/orders/order-routes';
import { profileRoutes } from './modules/profile/profile-routes';
import { ledgerRoutes } from './modules/ledger/ledger-routes';
import { sellerRoutes } from './modules/seller/seller-routes';
import { refundRoutes } from './modules/refunds/refund-routes';
import { adminRefundRoutes } from './modules/refunds/admin-refund-routes';
import { adminShopRoutes } from './modules/seller/admin-shop-routes';
import { sellerOrderRoutes } from './modules/seller/seller-order-routes';
import { stockRoutes } from './modules/stock/stock-routes';
import {
  registerCatalogCache,
  type CatalogCacheOptions,
} from './plugins/answer-cache/catalog-cache';
import { adminBrandRoutes } from './modules/catalog/admin-brand-routes';
import { adminCategoryRoutes } from './modules/catalog/admin-category-routes';
import { adminProductRoutes } from './modules/catalog/admin-product-routes';
import { catalogRoutes } from './modules/catalog/catalog-routes';
import { productRoutes } from './modules/catalog/product-routes';
import { blogRoutes } from './modules/content/blog-routes';
import { advertAdminRoutes } from './modules/content/advert-admin-routes';
import { announcementAdminRoutes } from './modules/content/announcement-admin-routes';
import { blogAdminRoutes } from './modules/content/blog-admin-routes';
import { documentAdminRoutes, documentFileRoute } from './modules/content/document-routes';
import { policyAdminRoutes } from './modules/content/policy-admin-routes';
import { dashboardRoutes } from './modules/dashboard/dashboard-routes';
import { policyRoutes } from './modules/site/policy-routes';
import { siteRoutes } from './modules/site/site-routes';
import { socialRoutes } from './modules/social/social-routes';
import { uploadRoutes } from './modules/uploads/upload-routes';
import { walletRoutes } from './modules/wallet/wallet-routes';
import { registerAnswerCache } from './plugins/answer-cache/remembered-answers';
import { registerApiRateLimit } from './plugins/api-rate-limit';
import { registerAuth } from './plugins/auth';
import { registerCompression } from './plugins/answer-cache/compression';
import { registerBodyParsers } from './plugins/body-parsers';
import { registerDocs } from './plugins/docs';
import { frameworkErrors, registerErrorHandler } from './plugins/error-handler';
import { registerLang } from './plugins/lang';
import { serializeError } from './plugins/log-errors';
import { registerSecurity } from './plugins/security';
import { serializeAnswer } from './plugins/answer-cache/serializer';
import { checkingSerializerCompiler, type ResponseMismatchError } from './plugins/response-check';
import { validatorCompiler } from './plugins/validation';
import { registerWeb } from './plugins/web';
import type { Storage } from './storage/storage';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    storage: Storage;
  }
}

export interface BuildOptions {
  config: AppConfig;
  database: Database;
  storage: Storage;
  /** The built web app (apps/web/dist); `/` explains how to build it when absent. */
  webRoot?: string | undefined;
  version?: string;
  /** Where the log goes (default: stdout); tests read it. */
  logStream?: { write(line: string): void };
  /** The catalogue cache's sizes and delays (tests make row changes wait for them). */
  catalogCache?: CatalogCacheOptions;
  /** Called for every route the app registers (tests build their route inventory from it). */
  onRoute?: (route: RouteOptions) => void;
  /**
   * Tests: check every answer against its route's response schema (the OpenAPI document) and
   * report each mismatch here; the request then fails as a server fault. Off in production.
   */
  onResponseMismatch?: (error: ResponseMismatchError) => void;
}

export type App = FastifyInstance;

/** Builds the whole app without listening: server.ts listens, tests use app.inject(). */
export async function buildApp(options: BuildOptions): Promise<App> {
  const { config, database, storage } = options;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers["access-token"]', 'req.headers.cookie'],
      // Errors without the values of failed statements (plugins/log-errors.ts).
      serializers: { err: serializeError },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    routerOptions: { maxParamLength: 200, ignoreTrailingSlash: true },
    // Bad percent-encoding and over-long path parameters: the one error handler's transport body.
    frameworkErrors,
    // Request lines only at debug level: info logs stay readable under load.
    logController: new LogController({
      disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace',
    }),
  }).withTypeProvider<ZodTypeProvider>();
  if (options.onRoute) {
    const onRoute = options.onRoute;
    app.addHook('onRoute', (route) => onRoute(route));
  }
  app.setValidatorCompiler(validatorCompiler);
  // Responses are built by the services; their schemas document them. Production serialises
  // without a second validation; tests check every answer against its schema.
  app.setSerializerCompiler(
    options.onResponseMismatch
      ? checkingSerializerCompiler(options.onResponseMismatch)
      : () => serializeAnswer,
  );
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('storage', storage);

  registerLang(app);
  registerAuth(app);
  registerCatalogCache(app, options.catalogCache);
  registerErrorHandler(app);
  registerSecurity(app);
  await registerCompression(app);
  await registerBodyParsers(app, config.bodyLimit);
  await registerDocs(app, options.version ?? '1.0.0');

  await app.register(
    async (api) => {
      await registerApiRateLimit(api, config.rateLimitPerMinute);
      registerAnswerCache(api);
      await api.register(authRoutes);
      await api.register(accountRoutes);
      await api.register(siteRoutes);
      await api.register(policyRoutes);
      await api.register(uploadRoutes);
      await api.register(walletRoutes);
      await api.register(profileRoutes);
      await api.register(noticeRoutes);
      await api.register(applicationRoutes);
      await api.register(catalogRoutes);
      await api.register(productRoutes);
      await api.register(adminCategoryRoutes);
      await api.register(adminBrandRoutes);
      await api.register(adminProductRoutes);
      await api.register(socialRoutes);
      await api.register(blogRoutes);
      await api.register(cartRoutes);
      await api.register(addressRoutes);
      await api.register(checkoutRoutes);
      await api.register(orderRoutes);
      await api.register(sellerOrderRoutes);
      await api.register(adminOrderRoutes);
      await api.register(refundRoutes);
      await api.register(sellerRoutes);
      await api.register(stockRoutes);
      await api.register(dashboardRoutes);
      await api.register(ledgerRoutes);
      await api.register(staffRoutes);
      await api.register(auditRoutes);
      await api.register(adminShopRoutes);
      await api.register(adminRefundRoutes);
      // Content (back office).
      await api.register(advertAdminRoutes);
      await api.register(blogAdminRoutes);
      await api.register(policyAdminRoutes);
      await api.register(announcementAdminRoutes);
      await api.register(documentAdminRoutes);
      await api.register(adminUserRoutes);
      // Money and settings (decision 0027).
      await api.register(adminCurrencyRoutes);
      await api.register(adminDepositWalletRoutes);
      await api.register(adminSettingsRoutes);
      // Dashboard and the counts of what waits (decision 0025).
      await api.register(adminDashboardRoutes);
    },
    { prefix: '/api' },
  );

  if (storage.localRoot) await mkdir(storage.localRoot, { recursive: true });
  await app.register(documentFileRoute);
  await registerWeb(app, storage.localRoot, options.webRoot);
  startAuthMaintenance(app);
  startOrderJobs(app);
  return app;
}
