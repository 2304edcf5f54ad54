import { PageFrame } from '../../../components/page-frame';
import { usePolicy } from '../api/get-policy';
import type { PolicyKey } from '../types';
import { PolicyView } from './policy-view';

/** One of the six policy pages: the policy's own title (else the route's) and its text. */
export function PolicyPage({ policy }: { policy: PolicyKey }) {
  const query = usePolicy(policy);
  return (
    <PageFrame title={query.data?.title || undefined}>
      <PolicyView query={query} />
    </PageFrame>
  );
}
