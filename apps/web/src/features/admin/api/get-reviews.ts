import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { adminKeys, type ReviewStatusFilter, type WalletReviewType } from '../keys';
import type { WalletApplicationPage } from '../types';

export const REVIEW_PAGE_SIZE = 20;

/** GET /admin/review/index: applications of one type, newest first. */
export function getReviews(type: WalletReviewType, status: ReviewStatusFilter, page: number, signal?: AbortSignal): Promise<WalletApplicationPage> {
  return apiClient.get(
    '/admin/review/index',
    { type, page, pagesize: REVIEW_PAGE_SIZE, ...(status ? { status } : {}) },
    { signal, background: true, silent: true },
  );
}

export function reviewsQueryOptions(type: WalletReviewType, status: ReviewStatusFilter, page: number) {
  return queryOptions({
    queryKey: adminKeys.reviewPage(type, status, page),
    queryFn: ({ signal }) => getReviews(type, status, page, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function useReviews(type: WalletReviewType, status: ReviewStatusFilter, page: number, enabled: boolean) {
  return useQuery({ ...reviewsQueryOptions(type, status, page), enabled });
}
