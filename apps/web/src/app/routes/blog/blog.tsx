import { PageFrame } from '../../../components/page-frame';
import { BlogList } from '../../../features/content/components/blog-list';

/** /pages/blog/blog: the blog's posts. */
export function Component() {
  return (
    <PageFrame>
      <BlogList />
    </PageFrame>
  );
}
