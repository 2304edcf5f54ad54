import type { Tx } from '../client';
import { brands, categories, comments, productImages, products, shops } from '../schema/index';
import { BRANDS } from './content/brands';
import { CATEGORIES } from './content/categories';
import { sanitizeRichText } from '../../modules/shared/rich-text';
import { localizedColumns, mapTexts } from './content/i18n';
import type { ProductSeed } from './content/products';
import type { ReviewSeed } from './content/reviews';
import { SHOPS } from './content/shops';
import type { SeedImages } from './write-images';

const DAY = 86_400_000;
const ago = (days: number): Date => new Date(Date.now() - days * DAY);

/** Database ids of the seeded catalogue, by seed key. */
export interface CatalogIds {
  categories: Map<string, number>;
  shops: Map<string, number>;
  /** By product seed index. */
  products: Map<number, number>;
}

async function insertCategories(tx: Tx, images: SeedImages): Promise<Map<string, number>> {
  const icon = (key: string): string => images.categoryIcons.get(key) ?? '';
  const tops = await tx
    .insert(categories)
    .values(
      CATEGORIES.map((c, i) => ({
        ...localizedColumns('name', c.name),
        icon: icon(c.key),
        sort: i + 1,
      })),
    )
    .returning({ id: categories.id, icon: categories.icon });
  const ids = new Map<string, number>();
  const byIcon = new Map(tops.map((row) => [row.icon, row.id]));
  for (const c of CATEGORIES) ids.set(c.key, byIcon.get(icon(c.key)) ?? 0);
  const children = await tx
    .insert(categories)
    .values(
      CATEGORIES.flatMap((c) =>
        c.children.map((child, i) => ({
          ...localizedColumns('name', child.name),
          parentId: ids.get(c.key),
          icon: icon(child.key),
          sort: i + 1,
        })),
      ),
    )
    .returning({ id: categories.id, icon: categories.icon });
  const childByIcon = new Map(children.map((row) => [row.icon, row.id]));
  for (const c of CATEGORIES)
    for (const child of c.children) ids.set(child.key, childByIcon.get(icon(child.key)) ?? 0);
  return ids;
}

async function insertBrands(tx: Tx, images: SeedImages): Promise<Map<string, number>> {
  const rows = await tx
    .insert(brands)
    .values(
      BRANDS.map((b, i) => ({
        ...localizedColumns('name', b.name),
        logo: images.brandLogos.get(b.key) ?? '',
        sort: i + 1,
      })),
    )
    .returning({ id: brands.id, logo: brands.logo });
  const byLogo = new Map(rows.map((row) => [row.logo, row.id]));
  return new Map(BRANDS.map((b) => [b.key, byLogo.get(images.brandLogos.get(b.key) ?? '') ?? 0]));
}

async function insertShops(
  tx: Tx,
  userIds: Map<string, number>,
  images: SeedImages,
): Promise<Map<string, number>> {
  const rows = await tx
    .insert(shops)
    .values(
      SHOPS.map((s) => ({
        ownerId: userIds.get(s.ownerEmail) ?? 0,
        name: s.name,
        logo: images.shopLogos.get(s.key) ?? '',
        banner: images.shopBanners.get(s.key) ?? '',
        description: s.description,
        contactName: s.contactName,
        telephone: s.telephone,
        email: s.email,
        address: s.address,
        createdAt: ago(150),
      })),
    )
    .returning({ id: shops.id, name: shops.name });
  const byName = new Map(rows.map((row) => [row.name, row.id]));
  return new Map(SHOPS.map((s) => [s.key, byName.get(s.name) ?? 0]));
}

async function insertProducts(
  tx: Tx,
  seeds: ProductSeed[],
  ids: { categories: Map<string, number>; shops: Map<string, number>; brands: Map<string, number> },
  images: SeedImages,
): Promise<Map<number, number>> {
  const mainImage = (p: ProductSeed): string => images.productImages.get(p.index)?.[0] ?? '';
  const rows = await tx
    .insert(products)
    .values(
      seeds.map((p) => {
        const listed = ago(p.daysAgo);
        return {
          shopId: ids.shops.get(p.shopKey) ?? 0,
          categoryId: ids.categories.get(p.categoryKey) ?? 0,
          brandId: ids.brands.get(p.brandKey) ?? null,
          ...localizedColumns('name', p.name),
          ...localizedColumns('description', mapTexts(p.description, sanitizeRichText)),
          ...localizedColumns('short_description', p.shortDescription),
          priceCents: p.priceCents,
          originalPriceCents: p.originalPriceCents,
          stock: p.stock,
          sales: p.sales,
          stockReceived: p.stock + p.sales,
          image: mainImage(p),
          status: 'approved' as const,
          isRecommended: p.isRecommended,
          createdAt: listed,
          updatedAt: listed,
        };
      }),
    )
    .returning({ id: products.id, image: products.image });
  const byImage = new Map(rows.map((row) => [row.image, row.id]));
  const productIds = new Map(seeds.map((p) => [p.index, byImage.get(mainImage(p)) ?? 0]));
  await tx.insert(productImages).values(
    seeds.flatMap((p) =>
      (images.productImages.get(p.index) ?? []).map((url, sort) => ({
        productId: productIds.get(p.index) ?? 0,
        url,
        sort,
      })),
    ),
  );
  return productIds;
}

export async function insertCatalog(
  tx: Tx,
  seeds: ProductSeed[],
  userIds: Map<string, number>,
  images: SeedImages,
): Promise<CatalogIds> {
  const categoryIds = await insertCategories(tx, images);
  const brandIds = await insertBrands(tx, images);
  const shopIds = await insertShops(tx, userIds, images);
  const productIds = await insertProducts(
    tx,
    seeds,
    { categories: categoryIds, shops: shopIds, brands: brandIds },
    images,
  );
  return { categories: categoryIds, shops: shopIds, products: productIds };
}

/** Reviews without an order item, so that ratings exist from the start. */
export async function insertReviews(
  tx: Tx,
  reviews: ReviewSeed[],
  reviewerIds: number[],
  productIds: Map<number, number>,
): Promise<void> {
  if (reviews.length === 0) return;
  await tx.insert(comments).values(
    reviews.map((r) => ({
      productId: productIds.get(r.productIndex) ?? 0,
      userId: reviewerIds[r.reviewer] ?? 0,
      orderItemId: null,
      star: r.star,
      content: r.content,
      createdAt: ago(r.daysAgo),
    })),
  );
}
