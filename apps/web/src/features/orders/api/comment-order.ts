import { useMutation } from '@tanstack/react-query';
import type { CommentInput } from '@mall/contract/orders';
import { apiClient } from '../../../lib/api-client';
import { orderChanged } from '../order-cache';

export type CommentOrderInput = Omit<CommentInput, 'images'> & { images: string[] };

/** POST /customer/order/comment: stars, a text and images for a line of a completed order. */
export function commentOrder({ images, ...input }: CommentOrderInput): Promise<unknown> {
  return apiClient.post('/customer/order/comment', {
    ...input,
    ...(images.length ? { images: JSON.stringify(images) } : {}),
  });
}

export function useCommentOrder() {
  return useMutation({ mutationFn: commentOrder, onSuccess: () => orderChanged() });
}
