import type { ReviewType } from '@mall/contract/admin';
import { invalidField } from '../../plugins/app-error';
import { productApplicationHandler } from '../seller/product-application-handler';
import { sellerApplicationHandler } from '../seller/seller-application-handler';
import { stockApplicationHandler } from '../stock/stock-application-handler';
import { topUpApplicationHandler } from '../wallet/top-up-application-handler';
import { withdrawalApplicationHandler } from '../wallet/withdrawal-application-handler';
import type { ApplicationHandler } from './application-handler';

/** Every kind of application the back office decides on: add a handler here to plug a type in. */
export const APPLICATION_HANDLERS: readonly ApplicationHandler[] = [
  sellerApplicationHandler,
  productApplicationHandler,
  stockApplicationHandler,
  withdrawalApplicationHandler,
  topUpApplicationHandler,
];

export type ApplicationRegistry = ReadonlyMap<ReviewType, ApplicationHandler>;

export function createApplicationRegistry(
  handlers: readonly ApplicationHandler[],
): ApplicationRegistry {
  const registry = new Map<ReviewType, ApplicationHandler>();
  for (const handler of handlers) {
    if (registry.has(handler.type))
      throw new Error(`two application handlers for type ${handler.type}`);
    registry.set(handler.type, handler);
  }
  return registry;
}

/** The handler of an application type; 1000008 {field: type} for a type nobody decides on yet. */
export function handlerFor(registry: ApplicationRegistry, type: ReviewType): ApplicationHandler {
  const handler = registry.get(type);
  if (!handler)
    throw invalidField('type', `applications of type ${type} are not reviewed here yet`);
  return handler;
}
