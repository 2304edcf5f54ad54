import type { Tx } from '../client';
import {
  adverts,
  announcements,
  blogPosts,
  currencies,
  depositWallets,
  policies,
  settings,
} from '../schema/index';
import { ADVERTS, type AdvertTarget } from './content/adverts';
import { ANNOUNCEMENTS } from './content/announcements';
import { BLOG_POSTS } from './content/blog/index';
import { CURRENCIES } from './content/currencies';
import { sanitizeRichText } from '../../modules/shared/rich-text';
import { localizedColumns, mapTexts } from './content/i18n';
import { POLICIES } from './content/policies/index';
import { websiteSettings } from './content/settings';
import { DEPOSIT_WALLETS } from './content/wallets';
import type { CatalogIds } from './insert-catalog';
import type { SeedImages } from './write-images';

const DAY = 86_400_000;
const ago = (days: number): Date => new Date(Date.now() - days * DAY);

/** The app's route for an advert's target. */
function advertLink(target: AdvertTarget, ids: CatalogIds): string {
  if ('category' in target)
    return `/pages/category/detail?id=${ids.categories.get(target.category) ?? ''}`;
  if ('product' in target)
    return `/pages/prouduct/detail?id=${ids.products.get(target.product) ?? ''}`;
  return target.page;
}

export async function insertContent(tx: Tx, ids: CatalogIds, images: SeedImages): Promise<void> {
  await tx.insert(blogPosts).values(
    BLOG_POSTS.map((post) => ({
      ...localizedColumns('title', post.title),
      ...localizedColumns('summary', post.summary),
      ...localizedColumns('content', mapTexts(post.content, sanitizeRichText)),
      image: images.blog.get(post.key) ?? '',
      publishedAt: ago(post.daysAgo),
      createdAt: ago(post.daysAgo),
    })),
  );
  await tx.insert(adverts).values(
    ADVERTS.map((advert, i) => ({
      position: advert.position,
      image: images.adverts.get(advert.key) ?? '',
      link: advertLink(advert.target, ids),
      ...localizedColumns('title', advert.title),
      sort: i + 1,
    })),
  );
  await tx.insert(announcements).values(
    ANNOUNCEMENTS.map((a) => ({
      ...localizedColumns('title', a.title),
      ...localizedColumns('content', a.content),
      createdAt: ago(a.daysAgo),
    })),
  );
  await tx.insert(depositWallets).values(DEPOSIT_WALLETS.map((w, i) => ({ ...w, sort: i + 1 })));
  await insertBaseContent(tx, images.logo);
}

/**
 * What every marketplace starts with, demo or not: the currencies, the six policies and the
 * website settings. Rows already there are kept (a database that started without the demo).
 */
export async function insertBaseContent(tx: Tx, logo: string): Promise<void> {
  await tx
    .insert(policies)
    .values(
      POLICIES.map((policy) => ({
        key: policy.key,
        ...localizedColumns('title', policy.title),
        ...localizedColumns('content', mapTexts(policy.content, sanitizeRichText)),
      })),
    )
    .onConflictDoNothing();
  await tx
    .insert(currencies)
    .values(CURRENCIES.map((c, i) => ({ ...c, sort: i + 1 })))
    .onConflictDoNothing();
  await tx
    .insert(settings)
    .values(Object.entries(websiteSettings(logo)).map(([key, value]) => ({ key, value })))
    .onConflictDoNothing();
}
