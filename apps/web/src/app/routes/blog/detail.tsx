import { useSearchParams } from 'react-router';
import { PageFrame } from '../../../components/page-frame';
import { useBlogPost } from '../../../features/content/api/get-blog-post';
import { BlogPost } from '../../../features/content/components/blog-post';
import { positiveId } from '../../../lib/route-params';

/** /pages/blog/detail?id=N: one post. */
export function Component() {
  const [params] = useSearchParams();
  const id = positiveId(params.get('id')) ?? 0;
  const query = useBlogPost(id);
  return (
    <PageFrame ownHeading title={query.data?.title}>
      <BlogPost id={id} query={query} />
    </PageFrame>
  );
}
