import type { FastifyInstance } from 'fastify';
import { completeDeliveredOrders } from './order-auto-complete';
import { cancelExpiredOrders } from './order-expiry';

const MINUTE_MS = 60_000;

/**
 * Every minute, on every instance: cancel the unpaid orders past their time, and confirm the
 * receipt of orders delivered long ago. Both jobs are safe to run on several instances at once.
 */
export function startOrderJobs(app: FastifyInstance, intervalMs = MINUTE_MS): void {
  let timer: NodeJS.Timeout | null = null;
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const cancelled = await cancelExpiredOrders(app.database.db);
      if (cancelled > 0) app.log.info({ cancelled }, 'unpaid orders cancelled automatically');
      const completed = await completeDeliveredOrders(app.database.db);
      if (completed > 0) app.log.info({ completed }, 'delivered orders completed automatically');
    } catch (error) {
      app.log.warn({ err: error }, 'order jobs failed');
    } finally {
      running = false;
    }
  };
  app.addHook('onReady', async () => {
    timer = setInterval(() => void run(), intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
