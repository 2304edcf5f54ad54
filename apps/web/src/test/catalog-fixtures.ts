import type { ProductCard, ProductDetail } from '../types/catalog';

export function card(id: number, extra: Partial<ProductCard> = {}): ProductCard {
  return {
    id,
    name: `Product ${id}`,
    image: `/static/catalog/products/p${id}.png`,
    price: 75,
    original_price: 100,
    sales: 1234,
    rating: 4.5,
    stock: 10,
    shop_id: 2,
    brand_id: 1,
    category_id: 3,
    ...extra,
  };
}

export function page<T>(list: T[], total = list.length, pageNo = 1, pagesize = 24) {
  return { list, total, page: pageNo, pagesize };
}

export function detail(id: number, extra: Partial<ProductDetail> = {}): ProductDetail {
  return {
    ...card(id),
    images: [`/static/catalog/products/p${id}.png`, `/static/catalog/products/p${id}-2.png`],
    description: '<p>Made <strong>well</strong>.</p>',
    short_description: 'A short line',
    brand: { id: 1, name: 'Acme', logo: '' },
    category: { id: 3, name: 'Lamps', icon: '', parent_id: null },
    shop: { id: 2, name: 'Nest and Nook', logo: '', followed: false },
    comment_count: 0,
    wishlisted: false,
    related: [card(id + 1)],
    ...extra,
  };
}
