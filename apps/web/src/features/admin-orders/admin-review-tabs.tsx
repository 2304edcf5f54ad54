import { useSearchParams } from 'react-router';
import { ReviewBoard } from '../admin/components/review-board';
import { AdminApplicationsBoard } from './admin-applications-board';
import { AdminNav } from './admin-nav';

/** /admin/review: the back-office sections; `?type=100` sellers, `?type=200` products, else wallet reviews. */
export function AdminReviewTabs() {
  const [params] = useSearchParams();
  const type = params.get('type');
  return (
    <>
      <AdminNav />
      {type === '100' ? <AdminApplicationsBoard key={100} type={100} /> : type === '200' ? <AdminApplicationsBoard key={200} type={200} /> : <ReviewBoard />}
    </>
  );
}
