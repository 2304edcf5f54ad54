import { ReviewSections } from '../../../features/back-office/reviews/components/review-sections';

/**
 * /admin/review?type=: the review of applications (seller 100, product 200, stock-in 300,
 * withdrawal 400, top-up 500). The layout checks the type's permission.
 */
export function Component() {
  return <ReviewSections />;
}
