import { BlogListPage } from '../../../features/back-office/content/components/blog-list-page';

/** /admin/blog: every blog post (permission content). */
export function Component() {
  return <BlogListPage />;
}
