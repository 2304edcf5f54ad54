import { queryKeys } from '../../lib/query-keys';

/** Under `queryKeys.user.all`: the cart, the address book and orders go with the session. */
export const cartKeys = {
  cart: () => [...queryKeys.user.all, 'cart'] as const,
};
