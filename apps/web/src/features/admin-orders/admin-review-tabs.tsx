import { useSearchParams } from 'react-router';
import { ReviewBoard } from '../admin/components/review-board';
import { AdminApplicationsBoard } from './admin-applications-board';
import type { ApplicationType } from './admin-orders-api';
import { AdminNav } from './admin-nav';

/** /admin/review: the back-office sections; `?type=100` sellers, `?type=200` products, `?type=300` stock-in, else wallet reviews. */
export function AdminReviewTabs() {
  const [params] = useSearchParams();
  const type = params.get('type');
  return (
    <>
      <AdminNav />
      {type === '100' || type === '200' || type === '300' ? (
        <AdminApplicationsBoard key={type} type={Number(type) as ApplicationType} />
      ) : (
        <ReviewBoard />
      )}
    </>
  );
}
