import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ListCache, type ListCacheOptions } from './list-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** Cached catalogue list answers of this instance. */
    catalogCache: ListCache;
    /**
     * Clears the catalogue cache here and, through `NOTIFY catalog_changed`, on every other
     * instance at once: for changes that must show on the next request (clear_product_cache, a
     * seller's save). Every row change also reaches all instances within a second through the
     * database's triggers (migration 0004).
     */
    invalidateCatalog(): Promise<void>;
  }
}

/** The NOTIFY channel through which instances tell each other to clear their cache. */
export const CATALOG_CHANNEL = 'catalog_changed';
/** The payload of the database's own notices: catalogue rows changed (migration 0004). */
export const ROW_CHANGES = 'rows';

export interface CatalogCacheOptions extends ListCacheOptions {
  /**
   * Row changes (an order taking stock, an admin's decision, a seller's save) clear the cache this long
   * after the first of them: a busy shop clears it once per period, not once per order.
   */
  rowChangeDelayMs: number;
}

export const DEFAULT_CATALOG_CACHE: CatalogCacheOptions = {
  ttlMs: 60_000,
  maxEntries: 2_000,
  rowChangeDelayMs: 1_000,
};

/**
 * Decorates the root app with the catalogue cache, listens for other instances' clears and
 * the database's row-change notices once the app is ready, and stops listening when it closes.
 */
export function registerCatalogCache(
  app: FastifyInstance,
  options: CatalogCacheOptions = DEFAULT_CATALOG_CACHE,
): void {
  const cache = new ListCache(options);
  const instanceId = randomUUID();
  let unlisten: (() => Promise<void>) | null = null;
  let pending: NodeJS.Timeout | null = null;

  const clearSoon = () => {
    if (pending) return;
    pending = setTimeout(() => {
      pending = null;
      cache.clear();
    }, options.rowChangeDelayMs);
    pending.unref();
  };

  app.decorate('catalogCache', cache);
  app.decorate('invalidateCatalog', async () => {
    cache.clear();
    try {
      await app.database.notify(CATALOG_CHANNEL, instanceId);
    } catch (error) {
      // The other instances fall back on the row-change notices and the cache's TTL.
      app.log.warn({ err: error }, 'catalog invalidation was not broadcast');
    }
  });

  app.addHook('onReady', async () => {
    unlisten = await app.database.listen(CATALOG_CHANNEL, (payload) => {
      if (payload === instanceId) return;
      if (payload === ROW_CHANGES) clearSoon();
      // Another instance's clear, or notices missed while the connection was down.
      else cache.clear();
    });
  });
  app.addHook('onClose', async () => {
    if (pending) clearTimeout(pending);
    pending = null;
    const stop = unlisten;
    unlisten = null;
    if (stop)
      await stop().catch((error: unknown) =>
        app.log.warn({ err: error }, 'catalog unlisten failed'),
      );
  });
}
