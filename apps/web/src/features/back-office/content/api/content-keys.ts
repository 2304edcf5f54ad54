import { queryKeys } from '../../../../lib/query-keys';

/** The content area's query keys (queryKeys.backOffice.of, see ../../README.md). */
export const contentKeys = {
  all: () => queryKeys.backOffice.of('content'),
  adverts: (params: Record<string, unknown>) =>
    queryKeys.backOffice.of('content', 'adverts', params),
  blogPosts: (params: Record<string, unknown>) =>
    queryKeys.backOffice.of('content', 'blog', params),
  blogPost: (id: number) => queryKeys.backOffice.of('content', 'blog-post', id),
  policies: () => queryKeys.backOffice.of('content', 'policies'),
  announcements: (params: Record<string, unknown>) =>
    queryKeys.backOffice.of('content', 'announcements', params),
  document: () => queryKeys.backOffice.of('content', 'document'),
};
