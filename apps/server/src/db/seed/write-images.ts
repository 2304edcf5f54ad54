import { publicPath, type Storage } from '../../storage/storage';
import { ACCOUNTS } from './content/accounts';
import { ADVERTS } from './content/adverts';
import { BLOG_POSTS } from './content/blog/index';
import { BRANDS } from './content/brands';
import { CATEGORIES } from './content/categories';
import type { ProductSeed } from './content/products';
import { SHOPS } from './content/shops';
import type { Raster } from './draw/raster';
import { banner, blogImage, shopBanner } from './images/banners';
import { brandLogo, categoryIcon, shopLogo } from './images/catalog-art';
import { productImage } from './images/product-image';
import { avatar, idCard, siteLogo } from './images/site-art';

/** The public paths (`/static/...`) of every generated picture, by what it belongs to. */
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

const pad = (n: number): string => String(n).padStart(3, '0');

/**
 * Draws every picture of the demo data and stores it. Drawing is synchronous; the writes run
 * while the next pictures are drawn.
 */
export async function writeSeedImages(
  storage: Storage,
  products: ProductSeed[],
): Promise<SeedImages> {
  const writes: Array<Promise<void>> = [];
  const put = (key: string, raster: Raster): string => {
    writes.push(storage.put(key, raster.toPng(), 'image/png'));
    return publicPath(key);
  };
  const images: SeedImages = {
    logo: put('site/logo.png', siteLogo()),
    categoryIcons: new Map(),
    brandLogos: new Map(),
    shopLogos: new Map(),
    shopBanners: new Map(),
    productImages: new Map(),
    adverts: new Map(),
    blog: new Map(),
    avatars: new Map(),
    idFront: put('site/id-front.png', idCard('front')),
    idBack: put('site/id-back.png', idCard('back')),
  };
  CATEGORIES.forEach((top, i) => {
    const hue = (i * 40 + 200) % 360;
    images.categoryIcons.set(
      top.key,
      put(`catalog/categories/${top.key}.png`, categoryIcon(top.kind, hue, top.key, true)),
    );
    top.children.forEach((child, j) => {
      const childHue = hue + (j - 2) * 12;
      images.categoryIcons.set(
        child.key,
        put(
          `catalog/categories/${top.key}-${child.key}.png`,
          categoryIcon(child.kind, childHue, child.key),
        ),
      );
    });
  });
  for (const brand of BRANDS)
    images.brandLogos.set(
      brand.key,
      put(`catalog/brands/${brand.key}.png`, brandLogo(brand.name.en, brand.hue, brand.mark)),
    );
  for (const shop of SHOPS) {
    images.shopLogos.set(
      shop.key,
      put(`shops/${shop.key}-logo.png`, shopLogo(shop.kinds[0] ?? 'handbag', shop.hue, shop.key)),
    );
    images.shopBanners.set(
      shop.key,
      put(`shops/${shop.key}-banner.png`, shopBanner(shop.name, shop.kinds, shop.hue, shop.key)),
    );
  }
  for (const advert of ADVERTS) {
    const height = advert.position === 'top' ? 400 : 300;
    const raster = banner({
      width: 1200,
      height,
      hue: advert.hue,
      headline: advert.headline,
      subline: advert.subline,
      kinds: advert.kinds,
      seed: advert.key,
    });
    images.adverts.set(advert.key, put(`adverts/${advert.key}.png`, raster));
  }
  for (const post of BLOG_POSTS)
    images.blog.set(
      post.key,
      put(`blog/${post.key}.png`, blogImage(post.kinds, post.hue, post.key)),
    );
  ACCOUNTS.forEach((account, i) => {
    images.avatars.set(
      account.email,
      put(
        `avatars/demo-${i + 1}.png`,
        avatar(account.firstname[0]! + (account.lastname[0] ?? ''), account.hue),
      ),
    );
  });
  for (const product of products) {
    const paths: string[] = [];
    for (let view = 0; view < product.imageCount; view++) {
      paths.push(
        put(
          `catalog/products/p${pad(product.index)}-${view + 1}.png`,
          productImage(product.look, view),
        ),
      );
    }
    images.productImages.set(product.index, paths);
    // Let finished writes leave the queue now and then.
    if (product.index % 25 === 0) await Promise.all(writes.splice(0));
  }
  await Promise.all(writes);
  return images;
}
