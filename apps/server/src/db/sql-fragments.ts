import { sql, type SQL } from 'drizzle-orm';
import { isLang, type Lang } from '@mall/contract/locales';

/**
 * SQL fragments that the repositories of several modules share, so that a module never imports
 * another module's repository to reuse a piece of its SQL. Like `db/schema` and `queryRows`,
 * only repositories import this file (eslint/server-boundaries.js).
 */

/** `alias.prefix_lang`, or English where that translation is empty. */
export function localText(alias: string, prefix: string, lang: Lang): SQL {
  if (!isLang(lang) || !/^[a-z_]+$/.test(prefix) || !/^[a-z]+$/.test(alias))
    throw new Error('bad localised column');
  const english = `${alias}."${prefix}_en"`;
  if (lang === 'en') return sql.raw(english);
  const own = `${alias}."${prefix}_${lang}"`;
  return sql.raw(`case when btrim(${own}) <> '' then ${own} else ${english} end`);
}

/**
 * The one rule of what buyers see (decision 0028): a product (alias `p`) that is approved, not
 * hidden by the back office, and in a shop that is open (not suspended). Every buyer-facing
 * statement holds to it: the catalogue's lists, search, detail, related products, category,
 * brand and shop pages, home sections and counts, comments, the wishlist, and the cart and
 * checkout (a line that is not visible cannot be added or bought).
 */
export const BUYER_VISIBLE = sql.raw(
  `(p.status = 'approved' and not p.hidden and exists (select 1 from shops vs where vs.id = p.shop_id and vs.status = 'approved'))`,
);

export interface ShopSummaryRow {
  id: number;
  name: string;
  logo: string;
  banner: string;
  description: string;
  product_count: number;
  followers: number;
  followed: boolean;
  rating: number;
}

/** A shop's public summary (shop alias `s`); `followed` for the viewer (0: nobody). */
export function shopSummaryColumns(viewerId: number): SQL {
  return sql`s.id, s.name, s.logo, s.banner, s.description,
    (select count(*)::int from products p where p.shop_id = s.id and ${BUYER_VISIBLE}) as product_count,
    (select count(*)::int from shop_follows f where f.shop_id = s.id) as followers,
    exists (select 1 from shop_follows f where f.shop_id = s.id and f.user_id = ${viewerId}) as followed,
    coalesce((select round(avg(c.star), 1) from comments c join products p on p.id = c.product_id
      where p.shop_id = s.id and ${BUYER_VISIBLE}), 0)::float8 as rating`;
}

/**
 * The start of the UTC day `daysAgo` days before today, as a timestamptz: `0` is today's
 * midnight (UTC). Computed on UTC wall time, so the session's time zone and its daylight
 * saving never shift a day.
 */
export function utcDayStart(daysAgo: number): SQL {
  if (!Number.isInteger(daysAgo) || daysAgo < 0) throw new Error('bad day offset');
  return sql.raw(
    `((date_trunc('day', now() at time zone 'UTC') - interval '${daysAgo} days') at time zone 'UTC')`,
  );
}

/** Counts of rows in the back office's windows: today, the last 7 and the last 30 UTC days. */
export interface WindowCounts {
  today: number;
  last_7_days: number;
  last_30_days: number;
}

/** The select list of WindowCounts over a timestamptz column (filter the rows to `utcDayStart(29)`). */
export function windowCountColumns(column: SQL): SQL {
  return sql`count(*) filter (where ${column} >= ${utcDayStart(0)})::int as today,
    count(*) filter (where ${column} >= ${utcDayStart(6)})::int as last_7_days,
    count(*)::int as last_30_days`;
}
