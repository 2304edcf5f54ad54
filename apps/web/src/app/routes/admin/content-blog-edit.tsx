import { BlogEditPage } from '../../../features/back-office/content/components/blog-edit-page';

/** /admin/blog/:id: a blog post in every language (new: a new one) (permission content). */
export function Component() {
  return <BlogEditPage />;
}
