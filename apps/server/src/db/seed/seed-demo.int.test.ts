import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, isNull, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../modules/auth/password';
import { balanceOf, userAccount } from '../../modules/ledger/ledger-service';
import { createLocalStorage } from '../../storage/local-storage';
import { keyOfPublicPath, type Storage } from '../../storage/storage';
import { useTestDatabase } from '../../test/use-test-app';
import { queryRows } from '../query-rows';
import {
  adverts,
  announcements,
  blogPosts,
  brands,
  categories,
  comments,
  currencies,
  depositWallets,
  policies,
  productImages,
  products,
  sellerApplications,
  settings,
  shops,
  users,
  walletRecords,
} from '../schema/index';
import { isStaffRole } from '@mall/contract/staff';
import { DEMO_ACCOUNTS, seedDemo } from './seed-demo';

let dir = '';
let storage: Storage;
let seconds = 0;
let result: Awaited<ReturnType<typeof seedDemo>>;

const testDb = useTestDatabase({
  reset: 'none',
  timeout: 120_000,
  seed: async ({ database }) => {
    dir = await mkdtemp(join(tmpdir(), 'seed-'));
    storage = createLocalStorage(dir);
    const started = performance.now();
    result = await seedDemo(database, storage);
    seconds = (performance.now() - started) / 1000;
    console.warn(`seedDemo on ${database.kind}: ${seconds.toFixed(1)} s`);
  },
});

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

const fileOf = (path: string): string => {
  const key = keyOfPublicPath(path);
  if (!key) throw new Error(`not a static path: ${path}`);
  return join(dir, key);
};

describe('seedDemo', () => {
  it('seeds and lists the demo accounts', () => {
    expect(result.seeded).toBe(true);
    expect(result.accounts).toEqual(DEMO_ACCOUNTS);
    expect(result.accounts.map((a) => a.role).sort()).toEqual([
      'admin',
      'buyer',
      'catalogue',
      'finance',
      ...Array(6).fill('seller'),
      'support',
    ]);
  });

  it('writes a category tree, brands and shops', async () => {
    const { db } = testDb.database;
    const tops = await db.select().from(categories).where(isNull(categories.parentId));
    expect(tops.length).toBeGreaterThanOrEqual(8);
    const all = await db.select().from(categories);
    for (const top of tops) {
      const children = all.filter((c) => c.parentId === top.id);
      expect(children.length).toBeGreaterThanOrEqual(3);
      expect(children.length).toBeLessThanOrEqual(5);
    }
    for (const c of all) {
      for (const lang of ['en', 'zh', 'zhtw', 'es', 'jp', 'th', 'ko'] as const)
        expect(c[`name_${lang}`]).not.toBe('');
      expect(await storage.exists(keyOfPublicPath(c.icon) ?? '')).toBe(true);
    }
    expect(await db.$count(brands)).toBe(12);
    const shopRows = await db.select().from(shops);
    expect(shopRows).toHaveLength(6);
    const applications = await db.select().from(sellerApplications);
    expect(applications).toHaveLength(6);
    expect(applications.every((a) => a.status === 1)).toBe(true);
    expect(new Set(shopRows.map((s) => s.ownerId))).toEqual(
      new Set(applications.map((a) => a.userId)),
    );
  });

  it('writes 150 translated products with consistent stock and real pictures', async () => {
    const { db } = testDb.database;
    const rows = await db.select().from(products);
    expect(rows).toHaveLength(150);
    for (const p of rows) {
      for (const field of ['name', 'description', 'short_description'] as const) {
        for (const lang of ['en', 'zh', 'zhtw', 'es'] as const)
          expect(p[`${field}_${lang}`], `${p.id} ${field}_${lang}`).not.toBe('');
      }
      expect(p.name_jp && p.name_th && p.name_ko).toBeTruthy();
      expect(p.stock + p.sales).toBe(p.stockReceived);
      expect(p.priceCents).toBeGreaterThan(0);
      expect(p.originalPriceCents).toBeGreaterThanOrEqual(p.priceCents);
      expect(p.status).toBe('approved');
    }
    expect(new Set(rows.map((p) => p.shopId)).size).toBe(6);
    expect(new Set(rows.map((p) => p.brandId)).size).toBe(12);
    expect(rows.filter((p) => p.stock === 0).length).toBeGreaterThanOrEqual(1);
    const recommended = rows.filter((p) => p.isRecommended).length;
    expect(recommended).toBeGreaterThanOrEqual(15);
    expect(recommended).toBeLessThanOrEqual(25);

    const pictures = await db.select().from(productImages);
    const byProduct = new Map<number, string[]>();
    for (const image of pictures)
      byProduct.set(image.productId, [...(byProduct.get(image.productId) ?? []), image.url]);
    const hashes = new Set<string>();
    for (const p of rows) {
      const urls = byProduct.get(p.id) ?? [];
      expect(urls.length).toBeGreaterThanOrEqual(2);
      expect(urls).toContain(p.image);
      for (const url of urls) {
        const bytes = await readFile(fileOf(url));
        // A WebP file (decision 0018): RIFF....WEBP.
        expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
        expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
        expect(bytes.length).toBeLessThan(60_000);
        hashes.add(createHash('sha256').update(bytes).digest('hex'));
      }
    }
    expect(hashes.size).toBe(pictures.length);
  });

  it('writes reviews, content, currencies, wallets and settings', async () => {
    const { db } = testDb.database;
    const reviewRows = await db.select().from(comments);
    expect(reviewRows.length).toBeGreaterThanOrEqual(50);
    expect(reviewRows.every((c) => c.orderItemId === null && c.star >= 1 && c.star <= 5)).toBe(
      true,
    );

    const posts = await db.select().from(blogPosts);
    expect(posts.length).toBeGreaterThanOrEqual(6);
    for (const post of posts) {
      for (const lang of ['en', 'zh', 'zhtw', 'es'] as const) {
        expect(post[`title_${lang}`]).not.toBe('');
        expect(post[`summary_${lang}`]).not.toBe('');
        expect(post[`content_${lang}`]).toMatch(/^<p>/);
      }
      expect(await storage.exists(keyOfPublicPath(post.image) ?? '')).toBe(true);
    }

    const policyRows = await db.select().from(policies);
    expect(policyRows.map((p) => p.key).sort()).toEqual([
      'about_us',
      'privacy',
      'return',
      'support',
      'terms',
      'user',
    ]);
    for (const policy of policyRows) {
      for (const lang of ['en', 'zh', 'zhtw', 'es', 'jp', 'th', 'ko'] as const) {
        expect(policy[`title_${lang}`]).not.toBe('');
        expect(policy[`content_${lang}`]).toMatch(/^<p>/);
      }
    }

    const advertRows = await db.select().from(adverts);
    expect(new Set(advertRows.map((a) => a.position))).toEqual(
      new Set(['top', 'center_top', 'center', 'center_bottom', 'bottom']),
    );
    expect(advertRows.filter((a) => a.position === 'top')).toHaveLength(3);
    for (const advert of advertRows) {
      expect(advert.link).toMatch(/^\/pages\//);
      expect(advert.link).not.toMatch(/id=$/);
      expect(await storage.exists(keyOfPublicPath(advert.image) ?? '')).toBe(true);
    }
    expect(await db.$count(announcements)).toBeGreaterThanOrEqual(3);

    const currencyRows = await db.select().from(currencies).orderBy(currencies.sort);
    expect(currencyRows.length).toBeGreaterThanOrEqual(7);
    expect(currencyRows[0]?.code).toBe('USD');
    expect(Number(currencyRows[0]?.rate)).toBe(1);
    expect(currencyRows.map((c) => c.code)).toEqual(
      expect.arrayContaining(['EUR', 'GBP', 'CNY', 'JPY', 'THB', 'KRW', 'TWD']),
    );

    const wallets = await db.select().from(depositWallets);
    expect(wallets.map((w) => w.code).sort()).toEqual(['BTC', 'USDT-ERC20', 'USDT-TRC20']);

    const config = new Map((await db.select().from(settings)).map((s) => [s.key, s.value]));
    expect(config.get('site_name')).toBe('WellMart');
    expect(config.get('service_url')).toBe('/#/pages/server/chat');
    expect(config.get('min_recharge')).toBe(100);
    expect(config.get('topup_daily_limit')).toBe(5);
    expect(config.get('shipping_methods')).toEqual([
      { method: 'standard', label: 'Standard delivery', cost: 0 },
      { method: 'express', label: 'Express delivery', cost: 9.9 },
    ]);
    expect(await storage.exists(keyOfPublicPath(String(config.get('logo'))) ?? '')).toBe(true);
  });

  it('creates accounts that log in with the demo password, and the buyer has 1000.00', async () => {
    const { db } = testDb.database;
    for (const account of DEMO_ACCOUNTS) {
      const [user] = await db.select().from(users).where(eq(users.email, account.email));
      expect(user, account.email).toBeDefined();
      expect(await verifyPassword(account.password, user!.passwordHash)).toBe(true);
      expect(user!.inviteCode).toMatch(/^[A-Z0-9]{8}$/);
      expect(user!.roles).toEqual(isStaffRole(account.role) ? [account.role] : []);
    }
    const [buyer] = await db.select().from(users).where(eq(users.email, 'buyer@example.com'));
    expect(await balanceOf(db, userAccount(buyer!.id, 'balance'))).toBe(100_000);
    const records = await db
      .select()
      .from(walletRecords)
      .where(eq(walletRecords.userId, buyer!.id));
    expect(records).toMatchObject([
      {
        kind: 'recharge',
        state: 'finished',
        type: 'income',
        amountCents: 100_000,
        walletCode: 'USDT-TRC20',
      },
    ]);
    const [seller] = await db.select().from(users).where(eq(users.email, 'seller@example.com'));
    const [shop] = await db.select().from(shops).where(eq(shops.ownerId, seller!.id));
    expect(shop?.name).toBe('Gadget Harbor');
  });

  it('does nothing the second time', async () => {
    const { db } = testDb.database;
    const count = sql`select (select count(*) from products) + (select count(*) from users) + (select count(*) from ledger_entries) as n`;
    const before = await queryRows<{ n: string }>(db, count);
    const again = await seedDemo(testDb.database, storage);
    expect(again.seeded).toBe(false);
    expect(again.accounts).toEqual(DEMO_ACCOUNTS);
    expect(await queryRows<{ n: string }>(db, count)).toEqual(before);
  });
});
