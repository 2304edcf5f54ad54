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
    brands: (lang: Lang) => ['catalog', 'brands', lang] as const,
    categories: (lang: Lang) => ['catalog', 'categories', lang] as const,
  },
};
