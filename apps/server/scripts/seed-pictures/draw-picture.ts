import type { PictureSpec } from '../../src/db/seed/content/pictures';
import type { Raster } from './draw/raster';
import { banner, blogImage, shopBanner } from './images/banners';
import { brandLogo, categoryIcon, shopLogo } from './images/catalog-art';
import { productImage } from './images/product-image';
import { avatar, idCard, siteLogo } from './images/site-art';

/** Draws the picture a spec of the seed's picture list describes. */
export function drawPicture(spec: PictureSpec): Raster {
  switch (spec.type) {
    case 'site-logo':
      return siteLogo();
    case 'id-card':
      return idCard(spec.side);
    case 'category-icon':
      return categoryIcon(spec.kind, spec.hue, spec.seed, spec.topLevel);
    case 'brand-logo':
      return brandLogo(spec.name, spec.hue, spec.mark);
    case 'shop-logo':
      return shopLogo(spec.kind, spec.hue, spec.seed);
    case 'shop-banner':
      return shopBanner(spec.name, spec.kinds, spec.hue, spec.seed);
    case 'banner':
      return banner(spec);
    case 'blog':
      return blogImage(spec.kinds, spec.hue, spec.seed);
    case 'avatar':
      return avatar(spec.initials, spec.hue);
    case 'product':
      return productImage(spec.look, spec.view);
  }
}
