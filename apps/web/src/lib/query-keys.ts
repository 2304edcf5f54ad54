import type { Lang } from '@mall/contract/locales';

const USER = ['user'] as const;

/**
 * The one factory of TanStack Query keys: every query of every feature takes its key here, and
 * every invalidation names a key from here (decision 0017). Data the server localises (names,
 * titles, notices) carries the language in its key, so switching language fetches it again
 * instead of showing stale text. Everything about the logged-in user sits under
 * `queryKeys.user.all`, so a logout or a lost session drops it in one call (lib/session.ts).
 */
export const queryKeys = {
  user: {
    all: USER,
    info: () => [...USER, 'info'] as const,
  },
  settings: {
    currencies: () => ['settings', 'currencies'] as const,
    languages: () => ['settings', 'languages'] as const,
  },
  content: {
    adverts: (lang: Lang) => ['content', 'adverts', lang] as const,
    websiteConfig: (lang: Lang) => ['content', 'website-config', lang] as const,
  },
  catalog: {
    all: ['catalog'] as const,
    brands: (lang: Lang) => ['catalog', 'brands', lang] as const,
    categories: (lang: Lang) => ['catalog', 'categories', lang] as const,
    /** new, hot (best-selling) or recommend. */
    featured: (kind: string, lang: Lang, pagesize: number) =>
      ['catalog', 'featured', kind, lang, pagesize] as const,
    /** The same list page after page (the recommend page). */
    featuredPages: (kind: string, lang: Lang, pagesize: number) =>
      ['catalog', 'featured', kind, lang, pagesize, 'pages'] as const,
    products: (lang: Lang, params: object) => ['catalog', 'products', lang, params] as const,
    category: (id: number, lang: Lang, params: object) =>
      ['catalog', 'category', id, lang, params] as const,
    brand: (id: number, lang: Lang, params: object) =>
      ['catalog', 'brand', id, lang, params] as const,
    search: (term: string, lang: Lang, params: object) =>
      ['catalog', 'search', term, lang, params] as const,
    /** Every product page, whatever its id, language or viewer. */
    productAny: ['catalog', 'product'] as const,
    /** With `viewer` (logged in or not): the answer carries `wishlisted` and `followed`. */
    product: (id: number, lang: Lang, viewer: boolean) =>
      ['catalog', 'product', id, lang, viewer] as const,
    productAll: (id: number) => ['catalog', 'product', id] as const,
    related: (id: number, lang: Lang) => ['catalog', 'related', id, lang] as const,
    comments: (id: number) => ['catalog', 'comments', id] as const,
  },
  shop: {
    all: ['shop'] as const,
    /** Every page of one shop. */
    byId: (id: number) => ['shop', id] as const,
    detail: (id: number, lang: Lang, viewer: boolean, params: object) =>
      ['shop', id, lang, viewer, params] as const,
  },
  blog: {
    list: (lang: Lang) => ['blog', 'list', lang] as const,
    post: (id: number, lang: Lang) => ['blog', 'post', id, lang] as const,
  },
  policy: (key: string, lang: Lang) => ['policy', key, lang] as const,
  announcements: (lang: Lang, pagesize: number) => ['announcements', lang, pagesize] as const,
  /** Countries, their states, a state's cities: public, the same for everyone. */
  places: (country: string, state: string) => ['places', country, state] as const,
  /** The platform's deposit addresses (public). */
  depositWallets: () => ['deposit-wallets'] as const,

  // The user's own data: everything below starts with `user.all`.
  cart: () => [...USER, 'cart'] as const,
  checkout: {
    /** The selected lines, the default address, delivery types and payments. */
    onepage: () => [...USER, 'checkout'] as const,
    addresses: () => [...USER, 'addresses'] as const,
  },
  orders: {
    all: [...USER, 'orders'] as const,
    list: (status: string) => [...USER, 'orders', 'list', status] as const,
    detail: (id: number) => [...USER, 'orders', 'detail', id] as const,
    track: (id: number) => [...USER, 'orders', 'track', id] as const,
    refunds: (side: string) => [...USER, 'orders', 'refunds', side] as const,
  },
  notices: {
    all: [...USER, 'notices'] as const,
    /** With the language: notices are written in the reader's language. */
    list: (filter: object, lang: Lang) => [...USER, 'notices', filter, lang] as const,
  },
  profile: {
    paymentSettings: () => [...USER, 'payment-settings'] as const,
    dashboard: () => [...USER, 'dashboard'] as const,
  },
  wallet: {
    all: [...USER, 'wallet'] as const,
    balance: () => [...USER, 'wallet', 'balance'] as const,
    /** Top-ups (recharge and bank recharge) or withdrawals. */
    records: (kind: 'recharge' | 'withdraw') => [...USER, 'wallet', 'records', kind] as const,
    transactions: (type: '' | 'income' | 'expense') =>
      [...USER, 'wallet', 'transactions', type] as const,
  },
  seller: {
    all: [...USER, 'seller'] as const,
    dashboard: () => [...USER, 'seller', 'dashboard'] as const,
    orders: (status: string) => [...USER, 'seller', 'orders', status] as const,
    products: () => [...USER, 'seller', 'products'] as const,
    stock: () => [...USER, 'seller', 'stock'] as const,
  },
  /** What the admin sees goes with the session too. */
  backOffice: {
    all: [...USER, 'back-office'] as const,
    /** GET /admin/staff/me: who the staff member is and what they may do. */
    staffMe: () => [...USER, 'back-office', 'staff-me'] as const,
    /** GET /admin/dashboard/waiting: the side navigation's counts. */
    waiting: () => [...USER, 'back-office', 'waiting'] as const,
    /**
     * Any back-office area's queries: `of('users', 'list', params)`. One generic factory, so
     * a new back-office page adds no line to this file (which is in the buyer's entry chunk).
     */
    of: (area: string, ...parts: readonly unknown[]) =>
      [...USER, 'back-office', area, ...parts] as const,
    applications: (type: number, status: string, page: number) =>
      [...USER, 'back-office', 'applications', type, status, page] as const,
  },
};
