import { ACCOUNTS } from './accounts';
import { ADVERTS } from './adverts';
import { BLOG_POSTS } from './blog/index';
import { BRANDS, type BrandSeed } from './brands';
import { CATEGORIES } from './categories';
import type { ProductSeed } from './products';
import { SHOPS } from './shops';

/**
 * The demo pictures: which picture each seeded row shows, and what it is a picture of. The
 * pictures themselves are files made once from this list by
 * `apps/server/scripts/seed-pictures/generate.ts` and committed under `../seed-pictures/`
 * (decision 0018); the seed copies them into storage.
 */

/** The objects the pictures show, each drawn by the generator. */
export const OBJECT_KINDS = [
  'phone',
  'laptop',
  'headphones',
  'smartwatch',
  'camera',
  'tshirt',
  'dress',
  'jacket',
  'sneaker',
  'handbag',
  'skincare',
  'perfume',
  'lipstick',
  'haircare',
  'chair',
  'lamp',
  'kitchen',
  'decor',
  'ball',
  'fitness',
  'bicycle',
  'camping',
  'blocks',
  'teddy',
  'babyBottle',
  'toyCar',
  'coffee',
  'snacks',
  'fruit',
  'beverage',
  'books',
  'notebook',
  'pens',
  'art',
  'watch',
  'ring',
  'necklace',
  'sunglasses',
] as const;
export type ObjectKind = (typeof OBJECT_KINDS)[number];

/** What makes one product's pictures its own. */
export interface ProductLook {
  kind: ObjectKind;
  /** Hue of the product's colour. */
  hue: number;
  /** Which item of the kind (apple or orange, mug or pot). */
  variant: number;
  seed: string;
}

/** What one picture shows, with everything its drawing depends on. */
export type PictureSpec =
  | { type: 'site-logo' }
  | { type: 'id-card'; side: 'front' | 'back' }
  | { type: 'category-icon'; kind: ObjectKind; hue: number; seed: string; topLevel: boolean }
  | { type: 'brand-logo'; name: string; hue: number; mark: BrandSeed['mark'] }
  | { type: 'shop-logo'; kind: ObjectKind; hue: number; seed: string }
  | { type: 'shop-banner'; name: string; kinds: ObjectKind[]; hue: number; seed: string }
  | {
      type: 'banner';
      width: number;
      height: number;
      hue: number;
      headline: string;
      subline: string;
      kinds: ObjectKind[];
      seed: string;
    }
  | { type: 'blog'; kinds: ObjectKind[]; hue: number; seed: string }
  | { type: 'avatar'; initials: string; hue: number }
  | { type: 'product'; look: ProductLook; view: number };

/** One picture: its storage key (also its path under the pictures folder) and what it shows. */
export interface SeedPicture {
  key: string;
  spec: PictureSpec;
}

/** The public paths (`/static/...`) of every picture, by what it belongs to. */
export interface SeedImages {
  logo: string;
  categoryIcons: Map<string, string>;
  brandLogos: Map<string, string>;
  shopLogos: Map<string, string>;
  shopBanners: Map<string, string>;
  /** By product seed index, main picture first. */
  productImages: Map<number, string[]>;
  adverts: Map<string, string>;
  blog: Map<string, string>;
  /** By account email. */
  avatars: Map<string, string>;
  idFront: string;
  idBack: string;
}

/** The pictures' file format. */
export const PICTURE_EXTENSION = 'webp';
export const PICTURE_CONTENT_TYPE = 'image/webp';

const pad = (n: number): string => String(n).padStart(3, '0');

/** Every demo picture, and where each seeded row finds its own (`publicPath` maps a key to its URL). */
export function planSeedPictures(
  products: ProductSeed[],
  publicPath: (key: string) => string,
): { pictures: SeedPicture[]; images: SeedImages } {
  const pictures: SeedPicture[] = [];
  const add = (name: string, spec: PictureSpec): string => {
    const key = `${name}.${PICTURE_EXTENSION}`;
    pictures.push({ key, spec });
    return publicPath(key);
  };
  const images: SeedImages = {
    logo: add('site/logo', { type: 'site-logo' }),
    categoryIcons: new Map(),
    brandLogos: new Map(),
    shopLogos: new Map(),
    shopBanners: new Map(),
    productImages: new Map(),
    adverts: new Map(),
    blog: new Map(),
    avatars: new Map(),
    idFront: add('site/id-front', { type: 'id-card', side: 'front' }),
    idBack: add('site/id-back', { type: 'id-card', side: 'back' }),
  };
  CATEGORIES.forEach((top, i) => {
    const hue = (i * 40 + 200) % 360;
    images.categoryIcons.set(
      top.key,
      add(`catalog/categories/${top.key}`, {
        type: 'category-icon',
        kind: top.kind,
        hue,
        seed: top.key,
        topLevel: true,
      }),
    );
    top.children.forEach((child, j) => {
      images.categoryIcons.set(
        child.key,
        add(`catalog/categories/${top.key}-${child.key}`, {
          type: 'category-icon',
          kind: child.kind,
          hue: hue + (j - 2) * 12,
          seed: child.key,
          topLevel: false,
        }),
      );
    });
  });
  for (const brand of BRANDS)
    images.brandLogos.set(
      brand.key,
      add(`catalog/brands/${brand.key}`, {
        type: 'brand-logo',
        name: brand.name.en,
        hue: brand.hue,
        mark: brand.mark,
      }),
    );
  for (const shop of SHOPS) {
    images.shopLogos.set(
      shop.key,
      add(`shops/${shop.key}-logo`, {
        type: 'shop-logo',
        kind: shop.kinds[0] ?? 'handbag',
        hue: shop.hue,
        seed: shop.key,
      }),
    );
    images.shopBanners.set(
      shop.key,
      add(`shops/${shop.key}-banner`, {
        type: 'shop-banner',
        name: shop.name,
        kinds: shop.kinds,
        hue: shop.hue,
        seed: shop.key,
      }),
    );
  }
  for (const advert of ADVERTS)
    images.adverts.set(
      advert.key,
      add(`adverts/${advert.key}`, {
        type: 'banner',
        width: 1200,
        height: advert.position === 'top' ? 400 : 300,
        hue: advert.hue,
        headline: advert.headline,
        subline: advert.subline,
        kinds: advert.kinds,
        seed: advert.key,
      }),
    );
  for (const post of BLOG_POSTS)
    images.blog.set(
      post.key,
      add(`blog/${post.key}`, { type: 'blog', kinds: post.kinds, hue: post.hue, seed: post.key }),
    );
  ACCOUNTS.forEach((account, i) => {
    images.avatars.set(
      account.email,
      add(`avatars/demo-${i + 1}`, {
        type: 'avatar',
        initials: account.firstname[0]! + (account.lastname[0] ?? ''),
        hue: account.hue,
      }),
    );
  });
  for (const product of products) {
    const paths: string[] = [];
    for (let view = 0; view < product.imageCount; view++)
      paths.push(
        add(`catalog/products/p${pad(product.index)}-${view + 1}`, {
          type: 'product',
          look: product.look,
          view,
        }),
      );
    images.productImages.set(product.index, paths);
  }
  return { pictures, images };
}
