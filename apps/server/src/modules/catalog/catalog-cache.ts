import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ListCache, type ListCacheOptions } from './list-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** Cached catalogue list answers of this instance. */
    catalogCache: ListCache;
    /** Clears the catalogue cache here and on every instance: call after any product change. */
    invalidateCatalog(): Promise<void>;
  }
}

/** The NOTIFY channel through which instances tell each other to clear their cache. */
export const CATALOG_CHANNEL = 'catalog_changed';
export const DEFAULT_CATALOG_CACHE: ListCacheOptions = { ttlMs: 60_000, maxEntries: 2_000 };

/**
 * Clears the catalogue cache of this instance and, through `NOTIFY catalog_changed`, of
 * every other instance on the same database. Product changes (seller, admin, orders) call it.
 */
export async function invalidateCatalog(app: FastifyInstance): Promise<void> {
  await app.invalidateCatalog();
}

/**
 * Decorates the root app with the catalogue cache, listens for other instances' clears once
 * the app is ready and stops listening when it closes.
 */
export function registerCatalogCache(
  app: FastifyInstance,
  options: ListCacheOptions = DEFAULT_CATALOG_CACHE,
): void {
  const cache = new ListCache(options);
  const instanceId = randomUUID();
  let unlisten: (() => Promise<void>) | null = null;

  app.decorate('catalogCache', cache);
  app.decorate('invalidateCatalog', async () => {
    cache.clear();
    try {
      await app.database.notify(CATALOG_CHANNEL, instanceId);
    } catch (error) {
      // The other instances fall back on the cache's TTL.
      app.log.warn({ err: error }, 'catalog invalidation was not broadcast');
    }
  });

  app.addHook('onReady', async () => {
    unlisten = await app.database.listen(CATALOG_CHANNEL, (payload) => {
      if (payload !== instanceId) cache.clear();
    });
  });
  app.addHook('onClose', async () => {
    const stop = unlisten;
    unlisten = null;
    if (stop)
      await stop().catch((error: unknown) =>
        app.log.warn({ err: error }, 'catalog unlisten failed'),
      );
  });
}
