import type {
  Advert,
  Announcement,
  CurrencyList,
  LanguageList,
  Policy,
  WalletList,
  WebsiteConfig,
} from '@mall/contract/site';
import { BASE_CURRENCY } from '@mall/contract/money';
import { SETTING_KEYS, SETTINGS, settingValue } from '@mall/contract/settings';
import { DEFAULT_LANG, LANGS, LANGUAGE_NAMES, type Lang } from '@mall/contract/locales';
import { pageOf, pageOffset, type Page, type PageQuery } from '@mall/contract/pagination';
import type { DbOrTx } from '../../db/client';
import type { PolicyKey } from '../../db/schema/index';
import { DOCUMENT_URL } from '@mall/contract/content-admin';
import { STATIC_PREFIX } from '../../storage/storage';
import { iso, localized } from '../shared/localize';
import { readSettings } from './settings-repository';
import * as repo from './site-repository';
import { STATIC_DOCUMENT_SETTING } from './settings-writer';

/** "7.123400" -> "7.1234", "1.000000" -> "1": rates without trailing zeros. */
export function formatRate(rate: string): string {
  return rate.includes('.') ? rate.replace(/0+$/, '').replace(/\.$/, '') : rate;
}

export async function currencyList(db: DbOrTx): Promise<CurrencyList> {
  const rows = await repo.listCurrencies(db);
  return {
    list: rows.map((row) => ({ ...row, rate: formatRate(row.rate) })),
    default: BASE_CURRENCY,
    static_url: STATIC_PREFIX,
  };
}

export function languageList(): LanguageList {
  return {
    list: LANGS.map((code) => ({ name: LANGUAGE_NAMES[code], code })),
    default: DEFAULT_LANG,
  };
}

export async function walletList(db: DbOrTx): Promise<WalletList> {
  return { list: await repo.listDepositWallets(db) };
}

export async function advertList(db: DbOrTx, lang: Lang): Promise<{ list: Advert[] }> {
  const rows = await repo.listActiveAdverts(db);
  return {
    list: rows.flatMap((row) =>
      row.position === 'popup'
        ? []
        : [
            {
              id: row.id,
              position: row.position,
              image: row.image,
              link: row.link,
              title: localized(row, 'title', lang),
            },
          ],
    ),
  };
}

/**
 * The settings anyone may read (the registry's public keys, decision 0027). `advert_popup` and
 * `document_url` are not registry keys: contentConfig alone answers them.
 */
const PUBLIC_KEYS = SETTING_KEYS.filter((key) => SETTINGS[key].public);

/**
 * GET /customer/index/store?type=website_config: every public setting, the stored value when
 * it is valid for its key, else the registry's default; SELLER_URL, when configured, wins over
 * the stored seller_url. Read from the database on every request, so a save is seen at once by
 * every instance.
 */
export async function websiteConfig(
  db: DbOrTx,
  configuredSellerUrl: string | undefined,
): Promise<WebsiteConfig> {
  const stored = await readSettings(db, PUBLIC_KEYS);
  const config: Record<string, unknown> = {};
  for (const key of PUBLIC_KEYS) config[key] = settingValue(key, stored.get(key));
  if (configuredSellerUrl) config.seller_url = configuredSellerUrl;
  Object.assign(config, await contentConfig(db));
  return config as WebsiteConfig;
}

/**
 * The parts of website_config the back office's content pages write (contract 6.6): the live
 * popup advert (`{image, link, every_hours}` or null, `every_hours` the registry's
 * `advert_popup_every_hours`) and the static document's URL (empty before one is uploaded).
 */
async function contentConfig(db: DbOrTx): Promise<{
  advert_popup: { image: string; link: string; every_hours: number } | null;
  document_url: string;
}> {
  const [popup, stored] = await Promise.all([
    repo.findLivePopup(db),
    readSettings(db, [STATIC_DOCUMENT_SETTING, 'advert_popup_every_hours']),
  ]);
  const hours = settingValue('advert_popup_every_hours', stored.get('advert_popup_every_hours'));
  return {
    advert_popup: popup && { image: popup.image, link: popup.link, every_hours: Number(hours) },
    document_url: stored.has(STATIC_DOCUMENT_SETTING) ? DOCUMENT_URL : '',
  };
}

export async function policy(db: DbOrTx, key: PolicyKey, lang: Lang): Promise<Policy> {
  const row = await repo.findPolicy(db, key);
  if (!row) return { title: '', content: '', updated_at: null };
  return {
    title: localized(row, 'title', lang),
    content: localized(row, 'content', lang),
    updated_at: iso(row.updatedAt),
  };
}

export async function announcementPage(
  db: DbOrTx,
  query: PageQuery,
  lang: Lang,
): Promise<Page<Announcement>> {
  const { rows, total } = await repo.pageAnnouncements(db, query.pagesize, pageOffset(query));
  const list = rows.map((row) => ({
    id: row.id,
    title: localized(row, 'title', lang),
    content: localized(row, 'content', lang),
    created_at: iso(row.createdAt) ?? '',
  }));
  return pageOf(list, total, query);
}
