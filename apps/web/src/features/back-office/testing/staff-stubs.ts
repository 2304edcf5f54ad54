import { permissionsOf, type WaitingCounts } from '@mall/contract/staff';

type Answer = { code: number; message?: string; data?: unknown };
type Handler = (params: URLSearchParams) => Answer | Promise<Answer>;

/** The buyer's user info of someone with these roles. */
export const userInfoOf = (roles: string[], firstname = 'Alex') => ({
  code: 200,
  data: {
    id: 1,
    email: 'staff@example.com',
    firstname,
    lastname: '',
    avatar: '',
    phone: '',
    seller_url: '',
    is_seller: false,
    seller_status: 'none',
    roles,
    card: { count: 0 },
    product: { count: 0 },
    notice: { count: 0 },
    message_unread_count: 0,
  },
});

/**
 * The calls the back-office layout makes, for stubApi: user info, staff/me (forbidden for a
 * non-staff role list) and the waiting counts (`counts`, or not answered: no counts shown).
 * Spread it into stubApi with your page's own handlers.
 */
export function staffHandlers(
  roles: string[],
  counts?: WaitingCounts,
  firstname = 'Alex',
): Record<string, Handler> {
  const permissions = permissionsOf(roles);
  return {
    'GET /api/customer/info/get_userinfo': () => userInfoOf(roles, firstname),
    'GET /api/admin/staff/me': () =>
      permissions.length === 0
        ? { code: 1000008, message: 'Invalid parameter.', data: { reason: 'forbidden' } }
        : {
            code: 200,
            data: { id: 1, email: 'staff@example.com', firstname, roles, permissions },
          },
    ...(counts ? { 'GET /api/admin/dashboard/waiting': () => ({ code: 200, data: counts }) } : {}),
  };
}
