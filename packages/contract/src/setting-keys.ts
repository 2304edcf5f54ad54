/**
 * The website settings' keys, without zod (decision 0027): which form section each belongs to
 * and what kind of input edits it. The web back office builds its settings form from this list
 * (and translates each key's label and description by key); `settings.ts` adds each key's zod
 * schema, default and English description for the server.
 */

/** The settings form's sections, in order. */
export const SETTING_GROUPS = ['site', 'contact', 'service', 'wallet', 'orders', 'app'] as const;
export type SettingGroup = (typeof SETTING_GROUPS)[number];

/**
 * How a value is edited:
 * - `text`, `multiline`: a string (one line / several lines);
 * - `url`: an http(s) URL, or a path of this site starting with `/`, or empty;
 * - `media`: a path under `/static/` (an uploaded image), or empty;
 * - `email`, `phone`: as named, or empty;
 * - `integer`: a whole number; `amount`: USD with at most 2 decimals; `percent`: 0 to 100, at
 *   most 2 decimals;
 * - `currency`: the code of an enabled currency; `lang`: an interface language;
 * - `version`: dotted digits (`1.0.8`);
 * - `shipping_methods`: a list of `{method, label, cost}`.
 *
 * The home's popup advert and the static document are not settings: they are edited with the
 * adverts and on the document page (decision 0026), and website_config answers them from there.
 */
export type SettingInput =
  | 'text'
  | 'multiline'
  | 'url'
  | 'media'
  | 'email'
  | 'phone'
  | 'integer'
  | 'amount'
  | 'percent'
  | 'currency'
  | 'lang'
  | 'version'
  | 'shipping_methods';

export interface SettingField {
  group: SettingGroup;
  input: SettingInput;
  /** Smallest and largest value of an `integer`, `amount` or `percent`. */
  min?: number;
  max?: number;
  /** Longest string of a `text`, `multiline`, `url`, `email` or `phone`. */
  maxLength?: number;
}

/** Every setting the registry knows, by key, in the order the form shows them. */
export const SETTING_FIELDS = {
  site_name: { group: 'site', input: 'text', maxLength: 60 },
  site_description: { group: 'site', input: 'multiline', maxLength: 500 },
  logo: { group: 'site', input: 'media' },
  favicon: { group: 'site', input: 'media' },
  copyright: { group: 'site', input: 'text', maxLength: 200 },
  default_currency: { group: 'site', input: 'currency' },
  default_lang: { group: 'site', input: 'lang' },
  contact_email: { group: 'contact', input: 'email', maxLength: 254 },
  contact_phone: { group: 'contact', input: 'phone', maxLength: 32 },
  address: { group: 'contact', input: 'multiline', maxLength: 255 },
  service_url: { group: 'service', input: 'url', maxLength: 500 },
  third_service_url: { group: 'service', input: 'url', maxLength: 500 },
  seller_url: { group: 'service', input: 'url', maxLength: 500 },
  chat_icon_size: { group: 'service', input: 'integer', min: 16, max: 200 },
  min_recharge: { group: 'wallet', input: 'amount', min: 0.01, max: 1_000_000 },
  topup_daily_limit: { group: 'wallet', input: 'integer', min: 0, max: 1000 },
  order_auto_cancel_minutes: { group: 'orders', input: 'integer', min: 1, max: 10_080 },
  order_auto_complete_days: { group: 'orders', input: 'integer', min: 1, max: 365 },
  refund_window_days: { group: 'orders', input: 'integer', min: 1, max: 365 },
  commission_percent: { group: 'orders', input: 'percent', min: 0, max: 100 },
  cod_max_order: { group: 'orders', input: 'amount', min: 0.01, max: 10_000_000 },
  cod_ship_days: { group: 'orders', input: 'integer', min: 1, max: 365 },
  shipping_methods: { group: 'orders', input: 'shipping_methods' },
  app_version: { group: 'app', input: 'version', maxLength: 20 },
  app_version_code: { group: 'app', input: 'integer', min: 1, max: 2_147_483_647 },
  advert_popup_every_hours: { group: 'app', input: 'integer', min: 1, max: 720 },
} as const satisfies Record<string, SettingField>;

export type SettingKey = keyof typeof SETTING_FIELDS;
export const SETTING_KEYS = Object.keys(SETTING_FIELDS) as SettingKey[];

export function isSettingKey(key: string): key is SettingKey {
  return Object.hasOwn(SETTING_FIELDS, key);
}

/** Shipping methods: at most this many, each method a short lower-case code. */
export const SHIPPING_METHODS_MAX = 20;
export const SHIPPING_METHOD_PATTERN = /^[a-z0-9][a-z0-9_-]{0,31}$/;
export const SHIPPING_LABEL_MAX = 60;

/** A path under /static/ (media served by the site), as settings hold them. */
export const MEDIA_PATH_PATTERN = /^\/static\/[A-Za-z0-9/_.-]+$/;
export const MEDIA_PATH_MAX = 255;

/** An http(s) URL, or a path of this site (`/`, not `//`). */
export const SETTING_URL_PATTERN = /^(https?:\/\/[^\s/?#]+[^\s]*|\/(?!\/)[^\s]*)$/i;

/** A version as the apps show it: 1 to 4 dotted numbers. */
export const VERSION_PATTERN = /^\d{1,4}(\.\d{1,4}){0,3}$/;
