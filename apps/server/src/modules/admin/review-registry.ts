import type { ReviewType } from '@mall/contract/admin';
import { invalidField } from '../../plugins/app-error';
import type { ReviewHandler } from './review-handler';

export type ReviewRegistry = ReadonlyMap<ReviewType, ReviewHandler>;

export function createReviewRegistry(handlers: readonly ReviewHandler[]): ReviewRegistry {
  const registry = new Map<ReviewType, ReviewHandler>();
  for (const handler of handlers) {
    if (registry.has(handler.type)) throw new Error(`two review handlers for type ${handler.type}`);
    registry.set(handler.type, handler);
  }
  return registry;
}

/** The handler of a review type; 1000008 {field: type} for a type nobody reviews yet. */
export function handlerFor(registry: ReviewRegistry, type: ReviewType): ReviewHandler {
  const handler = registry.get(type);
  if (!handler) throw invalidField('type', `applications of type ${type} are not reviewed here yet`);
  return handler;
}
