import { LANGS } from '@mall/contract/locales';
import type {
  AdminAdvert,
  AdminAnnouncement,
  AdminBlogDetail,
  AdminPolicy,
} from '@mall/contract/content-admin';

/** Records of the content API for the pages' tests. */

const texts = (prefix: string, values: Partial<Record<string, string>> = {}) =>
  Object.fromEntries(LANGS.map((lang) => [`${prefix}_${lang}`, values[lang] ?? '']));

export function advert(overrides: Partial<AdminAdvert> & { title?: string } = {}): AdminAdvert {
  const { title = '', ...rest } = overrides;
  return {
    id: 1,
    position: 'top',
    image: '/static/uploads/2026/01/a.png',
    link: '#/pages/category/category',
    ...(texts('title', { en: title }) as Record<`title_${(typeof LANGS)[number]}`, string>),
    sort: 10,
    active: 1,
    starts_at: null,
    ends_at: null,
    live: true,
    created_at: '2026-01-01T00:00:00.000Z',
    ...rest,
  };
}

export function blogPost(overrides: Partial<AdminBlogDetail> = {}): AdminBlogDetail {
  return {
    id: 7,
    ...(texts('title', { en: 'Spring news', zh: '春季新闻' }) as Record<
      `title_${(typeof LANGS)[number]}`,
      string
    >),
    ...(texts('summary', { en: 'What is new' }) as Record<
      `summary_${(typeof LANGS)[number]}`,
      string
    >),
    ...(texts('content', { en: '<p>Hello <strong>buyers</strong></p>' }) as Record<
      `content_${(typeof LANGS)[number]}`,
      string
    >),
    image: '',
    published_at: '2026-03-01T10:00:00.000Z',
    created_at: '2026-03-01T10:00:00.000Z',
    updated_at: '2026-03-02T10:00:00.000Z',
    ...overrides,
  };
}

export function policy(key: AdminPolicy['key'], title = '', content = ''): AdminPolicy {
  return {
    key,
    ...(texts('title', { en: title }) as Record<`title_${(typeof LANGS)[number]}`, string>),
    ...(texts('content', { en: content }) as Record<`content_${(typeof LANGS)[number]}`, string>),
    updated_at: title ? '2026-02-01T00:00:00.000Z' : null,
  };
}

export function announcement(id: number, title: string, content = ''): AdminAnnouncement {
  return {
    id,
    ...(texts('title', { en: title }) as Record<`title_${(typeof LANGS)[number]}`, string>),
    ...(texts('content', { en: content }) as Record<`content_${(typeof LANGS)[number]}`, string>),
    created_at: '2026-04-01T00:00:00.000Z',
  };
}

/** jsdom has no layout: what ProseMirror asks of it when it scrolls the cursor into view. */
export function stubEditorLayout(): void {
  const rect = { top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, x: 0, y: 0 };
  const rects = Object.assign([rect], { item: () => rect }) as unknown as DOMRectList;
  Range.prototype.getClientRects = () => rects;
  Range.prototype.getBoundingClientRect = () => rect as DOMRect;
  Element.prototype.getClientRects = () => rects;
  document.elementFromPoint = () => null;
}
