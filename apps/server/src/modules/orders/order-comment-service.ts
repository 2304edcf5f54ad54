import type { Comment } from '@mall/contract/catalog';
import { ErrorCode } from '@mall/contract/errors';
import type { Db } from '../../db/client';
import { AppError } from '../../plugins/app-error';
import { iso } from '../shared/localize';
import { assertOwnUploads } from '../uploads/own-upload';
import { claimCommentLine, insertComment, orderExists } from './order-comment-repository';

export interface CommentInput {
  orderId: number;
  productId: number;
  star: number;
  content: string;
  images: string[];
}

/**
 * comment: one comment per line of a completed order of the caller. 1500018 for an order that
 * is not the caller's; 2000007 when the order is not completed, has no such product, or the
 * line was already commented; 1000008 {field: images} for a path that is not the caller's upload.
 */
export async function commentOnOrder(
  db: Db,
  user: { id: number; firstname: string; avatar: string },
  input: CommentInput,
): Promise<Comment> {
  const images = [...new Set(input.images)];
  await assertOwnUploads(db, user.id, images, 'images');
  const row = await db.transaction(async (tx) => {
    const lineId = await claimCommentLine(tx, user.id, input.orderId, input.productId);
    if (lineId === null) return null;
    return insertComment(tx, {
      productId: input.productId,
      userId: user.id,
      orderItemId: lineId,
      star: input.star,
      content: input.content,
      images,
    });
  });
  if (!row) {
    if (!(await orderExists(db, user.id, input.orderId)))
      throw new AppError(ErrorCode.OrderNotFound);
    throw new AppError(ErrorCode.ReviewFailed);
  }
  return {
    id: row.id,
    user: { firstname: user.firstname, avatar: user.avatar },
    star: row.star,
    content: row.content,
    images: row.images,
    created_at: iso(row.createdAt) ?? '',
  };
}
