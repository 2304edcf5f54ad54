import type { Db } from '../db/client';
import {
  brands,
  categories,
  comments,
  productImages,
  products,
  shops,
  type ProductStatus,
} from '../db/schema/index';
import { insertUser } from './fixtures';

/**
 * A small catalogue for the catalogue tests:
 *
 * Electronics (zh 电子产品)      Audio (音频): headphones, speaker, + pending and off products
 *                                Phones (zh empty: English fallback): phone, case
 * Fashion (服饰)                 Shoes (鞋): running shoes; Fashion itself: jacket
 * Home (家居): no products
 *
 * Brands Voltix and Lumora (and Unused without products); shops Gadget Harbor and Style
 * Street (open) and Closed Shop (suspended). Prices, sales and ages all differ, so every sort
 * has one right answer.
 */
export interface CatalogFixture {
  category: {
    electronics: number;
    audio: number;
    phones: number;
    fashion: number;
    shoes: number;
    home: number;
  };
  brand: { voltix: number; lumora: number; unused: number };
  shop: { gadget: number; style: number; closed: number };
  product: {
    headphones: number;
    speaker: number;
    phone: number;
    phoneCase: number;
    shoes: number;
    jacket: number;
    pending: number;
    off: number;
  };
  buyer: { id: number; email: string };
}

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);

interface ProductSpec {
  key: keyof CatalogFixture['product'];
  en: string;
  zh?: string;
  es?: string;
  short?: string;
  shortEs?: string;
  category: keyof CatalogFixture['category'];
  brand: keyof CatalogFixture['brand'] | null;
  shop: keyof CatalogFixture['shop'];
  cents: number;
  originalCents?: number;
  sales: number;
  days: number;
  recommended?: boolean;
  status?: ProductStatus;
}

export const PRODUCT_SPECS: ProductSpec[] = [
  {
    key: 'headphones',
    en: 'Wireless Headphones',
    zh: '无线降噪耳机',
    es: 'Auriculares inalámbricos',
    short: 'Noise cancelling over-ear sound',
    shortEs: 'Sonido envolvente sin cables',
    category: 'audio',
    brand: 'voltix',
    shop: 'gadget',
    cents: 9900,
    originalCents: 12900,
    sales: 500,
    days: 10,
    recommended: true,
  },
  {
    key: 'speaker',
    en: 'Studio Speaker',
    zh: '录音室音箱',
    es: 'Altavoz de estudio',
    short: 'Pairs with any headphones or phone',
    category: 'audio',
    brand: 'lumora',
    shop: 'gadget',
    cents: 14950,
    sales: 300,
    days: 5,
  },
  {
    key: 'phone',
    en: 'Smart Phone X',
    es: 'Teléfono inteligente X',
    short: 'A bright screen and a long battery',
    category: 'phones',
    brand: 'voltix',
    shop: 'gadget',
    cents: 59999,
    sales: 800,
    days: 20,
    recommended: true,
  },
  {
    key: 'phoneCase',
    en: 'Phone Case',
    zh: '手机壳',
    category: 'phones',
    brand: 'lumora',
    shop: 'gadget',
    cents: 999,
    sales: 50,
    days: 1,
  },
  {
    key: 'shoes',
    en: 'Running Shoes',
    zh: '跑步鞋',
    es: 'Zapatillas de correr',
    category: 'shoes',
    brand: null,
    shop: 'style',
    cents: 7900,
    sales: 1200,
    days: 30,
    recommended: true,
  },
  {
    key: 'jacket',
    en: 'Leather Jacket',
    zh: '皮夹克',
    category: 'fashion',
    brand: 'lumora',
    shop: 'style',
    cents: 19900,
    sales: 20,
    days: 3,
  },
  {
    key: 'pending',
    en: 'Pending Headphones',
    category: 'audio',
    brand: 'voltix',
    shop: 'gadget',
    cents: 1000,
    sales: 9999,
    days: 0,
    recommended: true,
    status: 'pending',
  },
  {
    key: 'off',
    en: 'Retired Earbuds',
    category: 'audio',
    brand: 'voltix',
    shop: 'gadget',
    cents: 2000,
    sales: 5000,
    days: 0,
    status: 'off',
  },
];

/** The names of the visible products, by key. */
export const VISIBLE_KEYS = PRODUCT_SPECS.filter(
  (p) => (p.status ?? 'approved') === 'approved',
).map((p) => p.key);

function names(en: string, zh = '', es = '') {
  return { name_en: en, name_zh: zh, name_es: es };
}

export async function seedCatalog(db: Db): Promise<CatalogFixture> {
  const owners = await Promise.all([insertUser(db), insertUser(db), insertUser(db)]);
  const buyer = await insertUser(db);
  const [electronics, fashion, home] = await db
    .insert(categories)
    .values([
      {
        ...names('Electronics', '电子产品', 'Electrónica'),
        icon: '/static/c/electronics.png',
        sort: 1,
      },
      { ...names('Fashion', '服饰'), icon: '/static/c/fashion.png', sort: 2 },
      { ...names('Home', '家居'), icon: '/static/c/home.png', sort: 3 },
    ])
    .returning({ id: categories.id });
  const [audio, phones, shoes] = await db
    .insert(categories)
    .values([
      { ...names('Audio', '音频'), parentId: electronics?.id, sort: 1 },
      { ...names('Phones'), parentId: electronics?.id, sort: 2 },
      { ...names('Shoes', '鞋'), parentId: fashion?.id, sort: 1 },
    ])
    .returning({ id: categories.id });
  const [voltix, lumora, unused] = await db
    .insert(brands)
    .values([
      { ...names('Voltix', '沃尔提斯'), logo: '/static/b/voltix.png', sort: 1 },
      { ...names('Lumora', '璐茉拉'), logo: '/static/b/lumora.png', sort: 2 },
      { ...names('Unused'), logo: '', sort: 3 },
    ])
    .returning({ id: brands.id });
  const [gadget, style, closed] = await db
    .insert(shops)
    .values([
      {
        ownerId: owners[0].id,
        name: 'Gadget Harbor',
        logo: '/static/s/gadget.png',
        banner: '/static/s/gadget-banner.png',
        description: 'Devices',
      },
      { ownerId: owners[1].id, name: 'Style Street', logo: '/static/s/style.png' },
      { ownerId: owners[2].id, name: 'Closed Shop', status: 'suspended' },
    ])
    .returning({ id: shops.id });
  const ids = {
    category: {
      electronics: electronics?.id ?? 0,
      audio: audio?.id ?? 0,
      phones: phones?.id ?? 0,
      fashion: fashion?.id ?? 0,
      shoes: shoes?.id ?? 0,
      home: home?.id ?? 0,
    },
    brand: { voltix: voltix?.id ?? 0, lumora: lumora?.id ?? 0, unused: unused?.id ?? 0 },
    shop: { gadget: gadget?.id ?? 0, style: style?.id ?? 0, closed: closed?.id ?? 0 },
  };
  const rows = await db
    .insert(products)
    .values(
      PRODUCT_SPECS.map((p) => ({
        ...names(p.en, p.zh, p.es),
        short_description_en: p.short ?? '',
        short_description_es: p.shortEs ?? '',
        description_en: `<p>${p.en} description</p>`,
        description_zh: p.zh ? `<p>${p.zh} 描述</p>` : '',
        shopId: ids.shop[p.shop],
        categoryId: ids.category[p.category],
        brandId: p.brand ? ids.brand[p.brand] : null,
        priceCents: p.cents,
        originalPriceCents: p.originalCents ?? p.cents,
        stock: 10,
        sales: p.sales,
        stockReceived: 10 + p.sales,
        image: `/static/p/${p.key}.png`,
        status: p.status ?? 'approved',
        isRecommended: p.recommended ?? false,
        createdAt: ago(p.days),
      })),
    )
    .returning({ id: products.id, name: products.name_en });
  const byName = new Map(rows.map((row) => [row.name, row.id]));
  const product = Object.fromEntries(
    PRODUCT_SPECS.map((p) => [p.key, byName.get(p.en) ?? 0]),
  ) as CatalogFixture['product'];
  await db.insert(productImages).values([
    { productId: product.headphones, url: '/static/p/headphones-2.png', sort: 2 },
    { productId: product.headphones, url: '/static/p/headphones.png', sort: 1 },
  ]);
  await db.insert(comments).values([
    {
      productId: product.headphones,
      userId: buyer.id,
      star: 5,
      content: 'Great',
      createdAt: ago(3),
    },
    {
      productId: product.headphones,
      userId: buyer.id,
      star: 4,
      content: 'Good',
      images: ['/static/u/1.png'],
      createdAt: ago(2),
    },
    {
      productId: product.headphones,
      userId: buyer.id,
      star: 4,
      content: 'Fine',
      createdAt: ago(1),
    },
    { productId: product.shoes, userId: buyer.id, star: 3, content: 'OK', createdAt: ago(1) },
    { productId: product.pending, userId: buyer.id, star: 1, content: 'Hidden', createdAt: ago(1) },
  ]);
  return { ...ids, product, buyer };
}
