import { createRng } from '../rng';

/** Short product reviews by star rating, in the languages buyers write them in. */
const TEXTS: Record<number, string[]> = {
  5: [
    'Exactly as described and arrived two days early. Really happy with it!',
    'Great quality for the price. I already ordered a second one as a gift.',
    'Beautiful colour, well packed, and the seller answered my question within an hour.',
    '质量很好，做工精细，物流也很快，五星好评！',
    '非常滿意，包裝很用心，會再回購。',
    'Muy buena calidad y llegó antes de lo previsto. ¡Lo recomiendo!',
    '思っていたより質感が良く、とても気に入っています。',
    'สินค้าดีมาก ส่งไว แพ็คของมาอย่างดี',
    '배송도 빠르고 품질도 좋아요. 추천합니다!',
    'Looks even better in person. Five stars.',
  ],
  4: [
    'Very nice, just a little smaller than I expected.',
    'Good value. Delivery took a few extra days but the product is great.',
    '整体不错，颜色和图片一致，就是快递稍微慢了一点。',
    'Buen producto, aunque el embalaje podría ser mejor.',
    '使用起來很順手，CP值高。',
    'Solid and well made. Would buy from this shop again.',
  ],
  3: [
    'It is okay. Does the job, nothing special.',
    '还可以，和描述基本一致，性价比一般。',
    'Correcto, pero esperaba un poco más por el precio.',
  ],
  2: ['The colour is different from the photos. Support offered a return, which was easy.'],
};

export interface ReviewSeed {
  /** 1-based product index in the seed. */
  productIndex: number;
  /** Index into the reviewer accounts (buyer first). */
  reviewer: number;
  star: number;
  content: string;
  daysAgo: number;
}

/** About 130 reviews over 60 products, mostly four and five stars. */
export function buildReviews(productCount: number, reviewerCount: number): ReviewSeed[] {
  const rng = createRng('reviews');
  const reviews: ReviewSeed[] = [];
  const reviewed = rng.shuffle(Array.from({ length: productCount }, (_, i) => i + 1)).slice(0, 60);
  for (const productIndex of reviewed) {
    const count = rng.int(1, Math.min(4, reviewerCount));
    const reviewers = rng
      .shuffle(Array.from({ length: reviewerCount }, (_, i) => i))
      .slice(0, count);
    for (const reviewer of reviewers) {
      const roll = rng.next();
      const star = roll < 0.62 ? 5 : roll < 0.88 ? 4 : roll < 0.97 ? 3 : 2;
      reviews.push({
        productIndex,
        reviewer,
        star,
        content: rng.pick(TEXTS[star] ?? TEXTS[5] ?? ['']),
        daysAgo: rng.float(0, 60),
      });
    }
  }
  return reviews;
}
