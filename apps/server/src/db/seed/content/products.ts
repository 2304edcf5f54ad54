import type { Lang } from '@mall/contract/locales';
import type { ProductLook } from './pictures';
import { createRng, type Rng } from '../rng';
import { BRANDS } from './brands';
import { CATALOG } from './catalog/index';
import { agree } from './catalog/spanish';
import type { CatalogSpec, Noun, SubcatalogSpec } from './catalog/types';
import { CATEGORIES } from './categories';
import { t4, type Texts, type Texts4 } from './i18n';
import { SHOPS } from './shops';

export const PRODUCT_COUNT = 150;

export interface ProductSeed {
  /** 1-based position in the seed, used for image keys (never the database id). */
  index: number;
  categoryKey: string;
  shopKey: string;
  brandKey: string;
  name: Texts;
  description: Texts4;
  shortDescription: Texts4;
  priceCents: number;
  originalPriceCents: number;
  stock: number;
  sales: number;
  isRecommended: boolean;
  /** How long ago it was listed. */
  daysAgo: number;
  look: ProductLook;
  imageCount: number;
}

const DESCRIPTION_LANGS = ['en', 'zh', 'zhtw', 'es'] as const;

const CLOSINGS: Texts4[] = [
  t4(
    'Ships within 48 hours from {shop}, with free returns within 7 days.',
    '由{shop}在48小时内发货，7天内免费退货。',
    '由{shop}於48小時內出貨，7天內免費退貨。',
    '{shop} lo envía en 48 horas, con devolución gratuita en 7 días.',
  ),
  t4(
    'Carefully packed and gift-ready: add a note at checkout.',
    '精心包装，可直接送礼，结账时可留言附卡。',
    '精心包裝，可直接送禮，結帳時可留言附卡。',
    'Embalado con cuidado y listo para regalar: añade una nota al pagar.',
  ),
  t4(
    'Questions? Our support team replies within one business day.',
    '有疑问？客服团队将在一个工作日内回复。',
    '有疑問？客服團隊將在一個工作天內回覆。',
    '¿Dudas? Nuestro equipo de soporte responde en un día laborable.',
  ),
];

const INTRO: Texts4 = t4(
  'The {name} is made for {usage}.',
  '{name}，专为{usage}而设计。',
  '{name}，專為{usage}而設計。',
  '{name}: pensado para {usage}.',
);

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const fill = (template: string, values: Record<string, string>): string =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

function productName(brand: string, adjective: Texts, noun: Noun, model: string): Texts {
  const join = (...parts: string[]): string => parts.filter(Boolean).join(' ');
  const es = agree(adjective.es, noun.g);
  return {
    en: join(brand, adjective.en, noun.en, model),
    zh: join(brand, adjective.zh + noun.zh, model),
    zhtw: join(brand, adjective.zhtw + noun.zhtw, model),
    es: join(noun.es, es, brand, model),
    jp: join(brand, adjective.jp + noun.jp, model),
    th: join(noun.th + adjective.th, brand, model),
    ko: join(brand, adjective.ko, noun.ko, model),
  };
}

/** A price in cents ending in .99 (or 9.99 above 300 dollars), skewed towards the low end. */
function priceCents(rng: Rng, [min, max]: [number, number]): number {
  const dollars = min + (max - min) * rng.next() ** 1.6;
  if (dollars >= 300) return Math.round(dollars / 10) * 1000 - 1;
  return Math.max(1, Math.round(dollars)) * 100 - 1;
}

function describe(
  name: Texts,
  spec: CatalogSpec,
  features: Texts4[],
  shop: string,
  rng: Rng,
): { description: Texts4; short: Texts4 } {
  const usage = rng.pick(spec.usage);
  const closing = rng.pick(CLOSINGS);
  const description = {} as Texts4;
  const short = {} as Texts4;
  for (const lang of DESCRIPTION_LANGS) {
    const items = features.map((f) => `<li>${escapeHtml(f[lang])}</li>`).join('');
    const intro = fill(INTRO[lang], {
      name: escapeHtml(name[lang as Lang]),
      usage: escapeHtml(usage[lang]),
    });
    description[lang] =
      `<p>${intro}</p><ul>${items}</ul><p>${escapeHtml(fill(closing[lang], { shop }))}</p>`;
    short[lang] = features
      .slice(0, 2)
      .map((f) => f[lang])
      .join(' · ');
  }
  return { description, short };
}

interface SubEntry {
  top: CatalogSpec;
  sub: SubcatalogSpec;
  kind: ProductLook['kind'];
}

function subcategories(): SubEntry[] {
  const out: SubEntry[] = [];
  for (const top of CATALOG) {
    const category = CATEGORIES.find((c) => c.key === top.key);
    for (const sub of top.subs) {
      const child = category?.children.find((c) => c.key === sub.key);
      if (!child) throw new Error(`no category for ${top.key}/${sub.key}`);
      out.push({ top, sub, kind: child.kind });
    }
  }
  return out;
}

/** The 150 demo products, spread over every subcategory, shop and brand; deterministic. */
export function buildProducts(count = PRODUCT_COUNT): ProductSeed[] {
  const rng = createRng('products');
  const subs = subcategories();
  const recommended = new Set(
    rng.shuffle(Array.from({ length: count }, (_, i) => i + 1)).slice(0, 20),
  );
  const soldOut = new Set([17, 58, 96, 133]);
  const names = new Set<string>();
  const products: ProductSeed[] = [];
  for (let index = 1; index <= count; index++) {
    const p = rng.fork(index);
    const entry = subs[(index - 1) % subs.length];
    if (!entry) throw new Error('no subcategories');
    const { top, sub, kind } = entry;
    const shop = p.pick(SHOPS.filter((s) => s.categories.includes(top.key)));
    const brand = p.pick(BRANDS.filter((b) => b.categories.includes(top.key)));
    let name: Texts | null = null;
    let noun: Noun = p.pick(sub.nouns);
    for (let attempt = 0; attempt < 40 && !name; attempt++) {
      noun = p.pick(sub.nouns);
      const candidate = productName(
        brand.name.en,
        p.pick(sub.adjectives ?? top.adjectives),
        noun,
        p.pick(sub.models),
      );
      if (!names.has(candidate.en)) name = candidate;
    }
    if (!name) throw new Error(`could not name product ${index}`);
    names.add(name.en);
    const features = p.shuffle(sub.features).slice(0, 3);
    const { description, short } = describe(name, top, features, shop.name, p);
    const price = priceCents(p, sub.price);
    const discounted = p.chance(0.45);
    const original = discounted ? Math.round((price * p.float(1.15, 1.6)) / 100) * 100 - 1 : price;
    const stock = soldOut.has(index) ? 0 : p.chance(0.08) ? p.int(1, 5) : p.int(12, 480);
    const sales = p.chance(0.1) ? p.int(2500, 9800) : Math.round(p.next() ** 2 * 2400);
    products.push({
      index,
      categoryKey: sub.key,
      shopKey: shop.key,
      brandKey: brand.key,
      name,
      description,
      shortDescription: short,
      priceCents: price,
      originalPriceCents: Math.max(original, price),
      stock,
      sales,
      isRecommended: recommended.has(index),
      daysAgo: p.float(0, 120),
      look: { kind, hue: p.int(0, 359), variant: noun.v, seed: `product-${index}` },
      imageCount: recommended.has(index) || index % 3 === 0 ? 3 : 2,
    });
  }
  return products;
}
