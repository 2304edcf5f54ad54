import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { historyRoutes } from './history-routes';
import { topUpRoutes } from './top-up-routes';
import { withdrawRoutes } from './withdraw-routes';

/** The buyer's wallet calls: top-ups, withdrawals, transfer, history. */
export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(topUpRoutes);
  await app.register(withdrawRoutes);
  await app.register(historyRoutes);
};
