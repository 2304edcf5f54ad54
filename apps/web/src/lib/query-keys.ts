import type { Lang } from '@mall/contract/locales';

/**
 * The one factory of TanStack Query keys. Data the server localises (names, titles) carries the
 * language in its key, so switching language fetches it again instead of showing stale text.
 */
export const queryKeys = {
  user: {
    all: ['user'] as const,
    info: () => ['user', 'info'] as const,
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
    featured: (kind: string, lang: Lang, pagesize: number) => ['catalog', 'featured', kind, lang, pagesize] as const,
    products: (lang: Lang, params: object) => ['catalog', 'products', lang, params] as const,
    category: (id: number, lang: Lang, params: object) => ['catalog', 'category', id, lang, params] as const,
    brand: (id: number, lang: Lang, params: object) => ['catalog', 'brand', id, lang, params] as const,
    search: (term: string, lang: Lang, params: object) => ['catalog', 'search', term, lang, params] as const,
    /** With `viewer` (logged in or not): the answer carries `wishlisted` and `followed`. */
    product: (id: number, lang: Lang, viewer: boolean) => ['catalog', 'product', id, lang, viewer] as const,
    productAll: (id: number) => ['catalog', 'product', id] as const,
    related: (id: number, lang: Lang) => ['catalog', 'related', id, lang] as const,
    comments: (id: number) => ['catalog', 'comments', id] as const,
  },
  shop: {
    all: ['shop'] as const,
    detail: (id: number, lang: Lang, viewer: boolean, params: object) => ['shop', id, lang, viewer, params] as const,
  },
  blog: {
    list: (lang: Lang) => ['blog', 'list', lang] as const,
    post: (id: number, lang: Lang) => ['blog', 'post', id, lang] as const,
  },
  policy: (key: string, lang: Lang) => ['policy', key, lang] as const,
  announcements: (lang: Lang, pagesize: number) => ['announcements', lang, pagesize] as const,
};
