import { z } from 'zod';
import { emailSchema } from './auth';
import { currencyCodeSchema } from './currency';
import { LANGS } from './locales';
import { MAX_API_AMOUNT_CENTS, parseAmount } from './money';
import { PHONE_PATTERN } from './rules';
import {
  MEDIA_PATH_MAX,
  MEDIA_PATH_PATTERN,
  SETTING_FIELDS,
  SETTING_KEYS,
  SETTING_URL_PATTERN,
  SHIPPING_LABEL_MAX,
  SHIPPING_METHOD_PATTERN,
  SHIPPING_METHODS_MAX,
  VERSION_PATTERN,
  isSettingKey,
  type SettingField,
  type SettingKey,
} from './setting-keys';
import { line, text } from './text';

export * from './setting-keys';

/**
 * The settings registry (decision 0027): for every key of the `settings` table, the zod schema
 * of its value, its default (what readers use when nothing valid is stored), whether the public
 * `website_config` answers it, and its description in English. POST /admin/settings/save
 * validates a value with its key's schema and stores the schema's output.
 */
export interface SettingDefinition {
  schema: z.ZodType;
  default: unknown;
  /** Answered by GET /customer/index/store?type=website_config. */
  public: boolean;
  description: string;
}

function bounded(field: SettingField) {
  return field.maxLength ? { max: field.maxLength } : { max: 1000 };
}

function textValue(field: SettingField, multiline = false) {
  const { max } = bounded(field);
  return (multiline ? text() : line()).trim().max(max, { error: `at most ${max} characters` });
}

const mediaPath = line()
  .trim()
  .max(MEDIA_PATH_MAX, { error: `at most ${MEDIA_PATH_MAX} characters` })
  .refine((value) => value === '' || MEDIA_PATH_PATTERN.test(value), {
    error: 'must be empty or a path under /static/ (an uploaded file)',
  });

function urlValue(field: SettingField) {
  return textValue(field).refine((value) => value === '' || SETTING_URL_PATTERN.test(value), {
    error: 'must be empty, an http(s) URL or a path of this site starting with /',
  });
}

function numberIn(field: SettingField, integer: boolean) {
  const min = field.min ?? 0;
  const max = field.max ?? Number.MAX_SAFE_INTEGER;
  const base = z.number({ error: 'must be a number' });
  return (integer ? base.int({ error: 'must be a whole number' }) : base)
    .min(min, { error: `at least ${min}` })
    .max(max, { error: `at most ${max}` });
}

/** USD with at most 2 decimals, as a JSON number. */
function amountValue(field: SettingField) {
  return z.number({ error: 'must be a number' }).superRefine((value, ctx) => {
    const parsed = parseAmount(value);
    if (!parsed.ok) ctx.addIssue({ code: 'custom', message: parsed.reason });
    else if (parsed.cents < Math.round((field.min ?? 0) * 100))
      ctx.addIssue({ code: 'custom', message: `at least ${field.min ?? 0}` });
    else if (parsed.cents > Math.min(MAX_API_AMOUNT_CENTS, Math.round((field.max ?? 0) * 100)))
      ctx.addIssue({ code: 'custom', message: `at most ${field.max ?? 0}` });
  });
}

/** A percent: 0 to 100 with at most 2 decimals, as a JSON number. */
function percentValue(field: SettingField) {
  return numberIn(field, false).refine((value) => parseAmount(value).ok, {
    error: 'at most 2 decimals',
  });
}

const shippingMethodSchema = z.object(
  {
    method: line().trim().regex(SHIPPING_METHOD_PATTERN, {
      error: 'a code of lower-case letters, digits, - and _ (at most 32)',
    }),
    label: line()
      .trim()
      .min(1, { error: 'must not be empty' })
      .max(SHIPPING_LABEL_MAX, { error: `at most ${SHIPPING_LABEL_MAX} characters` }),
    cost: amountValue({ group: 'orders', input: 'amount', min: 0, max: 100_000 }),
  },
  { error: 'must be an object {method, label, cost}' },
);

const shippingMethodsSchema = z
  .array(shippingMethodSchema, { error: 'must be a list of {method, label, cost}' })
  .min(1, { error: 'at least one shipping method' })
  .max(SHIPPING_METHODS_MAX, { error: `at most ${SHIPPING_METHODS_MAX} shipping methods` })
  .refine((list) => new Set(list.map((m) => m.method)).size === list.length, {
    error: 'each method only once',
  });

const f = SETTING_FIELDS;

export const SETTINGS: Record<SettingKey, SettingDefinition> = {
  site_name: {
    schema: textValue(f.site_name).min(1, { error: 'must not be empty' }),
    default: 'Mall',
    public: true,
    description: 'The marketplace’s name, shown in the header, the page titles and the emails.',
  },
  site_description: {
    schema: textValue(f.site_description, true),
    default: '',
    public: true,
    description: 'A sentence or two about the marketplace, for search engines and link previews.',
  },
  logo: {
    schema: mediaPath,
    default: '',
    public: true,
    description: 'The logo shown in the header: an image uploaded with /upload.',
  },
  favicon: {
    schema: mediaPath,
    default: '',
    public: true,
    description: 'The small icon browsers show in the tab: an image uploaded with /upload.',
  },
  copyright: {
    schema: textValue(f.copyright),
    default: '',
    public: true,
    description: 'The copyright line at the foot of every page.',
  },
  default_currency: {
    schema: currencyCodeSchema,
    default: 'USD',
    public: true,
    description:
      'The currency prices are shown in until a visitor picks another: an enabled currency.',
  },
  default_lang: {
    schema: z.enum(LANGS, { error: `one of ${LANGS.join(', ')}` }),
    default: 'en',
    public: true,
    description: 'The interface language of a visitor whose browser asks for none we have.',
  },
  contact_email: {
    schema: z.union([z.literal(''), emailSchema], { error: 'must be empty or an email address' }),
    default: '',
    public: true,
    description: 'The email address buyers are told to write to.',
  },
  contact_phone: {
    schema: textValue(f.contact_phone).refine(
      (value) => value === '' || PHONE_PATTERN.test(value),
      { error: 'must be empty or a phone number (digits, spaces, + ( ) -)' },
    ),
    default: '',
    public: true,
    description: 'The phone number buyers are told to call.',
  },
  address: {
    schema: textValue(f.address, true),
    default: '',
    public: true,
    description: 'The company’s postal address, shown on the contact page.',
  },
  service_url: {
    schema: urlValue(f.service_url),
    default: '',
    public: true,
    description:
      'Where the customer-service button leads: an http(s) URL or a path of this site (the built-in chat is /#/pages/server/chat).',
  },
  third_service_url: {
    schema: urlValue(f.third_service_url),
    default: '',
    public: true,
    description:
      'A second, third-party customer-service link (for example a messenger), shown beside the first; empty hides it.',
  },
  seller_url: {
    schema: urlValue(f.seller_url),
    default: '',
    public: true,
    description:
      'Where the seller center lives when it has its own host; the SELLER_URL environment variable overrides it.',
  },
  chat_icon_size: {
    schema: numberIn(f.chat_icon_size, true),
    default: 50,
    public: true,
    description: 'The size, in pixels, of the floating customer-service chat icon.',
  },
  min_recharge: {
    schema: amountValue(f.min_recharge),
    default: 100,
    public: true,
    description: 'The smallest top-up a user may submit, in USD.',
  },
  topup_daily_limit: {
    schema: numberIn(f.topup_daily_limit, true),
    default: 5,
    public: true,
    description: 'How many top-ups a user may submit in 24 hours.',
  },
  order_auto_cancel_minutes: {
    schema: numberIn(f.order_auto_cancel_minutes, true),
    default: 30,
    public: true,
    description: 'An unpaid order is cancelled, and its stock returned, after this many minutes.',
  },
  order_auto_complete_days: {
    schema: numberIn(f.order_auto_complete_days, true),
    default: 10,
    public: true,
    description:
      'A delivered order whose buyer did not confirm receipt is completed, and the shop paid, after this many days.',
  },
  refund_window_days: {
    schema: numberIn(f.refund_window_days, true),
    default: 7,
    public: true,
    description: 'Days after the receipt is confirmed during which a buyer may ask for a refund.',
  },
  commission_percent: {
    schema: percentValue(f.commission_percent),
    default: 5,
    public: false,
    description:
      'The platform’s commission on the goods of a completed order, in percent; a category’s own percent overrides it.',
  },
  cod_max_order: {
    schema: amountValue(f.cod_max_order),
    default: 1000,
    public: false,
    description: 'The largest order total, in USD, that may be paid in cash on delivery.',
  },
  cod_ship_days: {
    schema: numberIn(f.cod_ship_days, true),
    default: 7,
    public: false,
    description:
      'A cash-on-delivery order not shipped within this many days is cancelled and its stock returned.',
  },
  shipping_methods: {
    schema: shippingMethodsSchema,
    default: [{ method: 'standard', label: 'Standard delivery', cost: 0 }],
    public: true,
    description:
      'The delivery methods buyers choose from at checkout: a code, the label shown and the cost in USD.',
  },
  app_version: {
    schema: line().trim().regex(VERSION_PATTERN, { error: 'dotted numbers, for example 1.0.8' }),
    default: '1.0.8',
    public: true,
    description: 'The version of the mobile app shown to users, for example 1.0.8.',
  },
  app_version_code: {
    schema: numberIn(f.app_version_code, true),
    default: 108,
    public: true,
    description: 'The mobile app’s build number; an app older than this offers to update.',
  },
  advert_popup_every_hours: {
    schema: numberIn(f.advert_popup_every_hours, true),
    default: 24,
    // website_config answers it inside advert_popup (the content module's contentConfig).
    public: false,
    description:
      'How often, in hours, a buyer sees the home page’s popup advert again (the popup itself is edited with the adverts).',
  },
};

/** The description of a key the table holds but the registry does not know. */
export const UNKNOWN_SETTING_DESCRIPTION =
  'Not a known setting: nothing reads it and it cannot be changed here.';

export type SettingCheck = { ok: true; value: unknown } | { ok: false; reason: string };

/** A value checked against its key's schema: the stored form, or the first problem. */
export function checkSetting(key: SettingKey, value: unknown): SettingCheck {
  const result = SETTINGS[key].schema.safeParse(value);
  if (result.success) return { ok: true, value: result.data };
  const issue = result.error.issues[0];
  const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
  return { ok: false, reason: `${where}${issue?.message ?? 'invalid'}` };
}

/** What readers use: the stored value when it is valid, else the key's default. */
export function settingValue(key: SettingKey, stored: unknown): unknown {
  if (stored === undefined) return SETTINGS[key].default;
  const checked = checkSetting(key, stored);
  return checked.ok ? checked.value : SETTINGS[key].default;
}

const settingKeySchema = line()
  .trim()
  .min(1)
  .max(64, { error: 'at most 64 characters' })
  .refine(isSettingKey, { error: 'not a known setting' });

/** A JSON text (a form field) parsed; a JSON body's value taken as it is. */
const jsonValue = z.preprocess(
  (value, ctx) => {
    if (typeof value !== 'string') return value;
    if (value.trim() === '') return undefined;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'not valid JSON (a string is sent quoted: "text")' });
      return z.NEVER;
    }
  },
  z.unknown().refine((value) => value !== undefined, { error: 'required' }),
);

/**
 * POST /admin/settings/save: `key` (a registry key) and `value` (JSON: in a form, the JSON
 * text; in a JSON body, a JSON text or the value itself), checked with the key's schema
 * (`checkSetting` gives the form to store). An unknown key is 1000008 {field: key}, a bad value
 * 1000008 {field: value, reason}.
 */
export const settingSaveBodySchema = z
  .object({
    key: settingKeySchema.describe(`one of ${SETTING_KEYS.join(', ')}`),
    value: jsonValue.describe(
      'the value as JSON (a string quoted: "WellMart"; a number: 30; a list: [...])',
    ),
  })
  .superRefine((body, ctx) => {
    if (!isSettingKey(body.key)) return;
    const checked = checkSetting(body.key, body.value);
    if (!checked.ok) ctx.addIssue({ code: 'custom', path: ['value'], message: checked.reason });
  });
export type SettingSaveBody = z.output<typeof settingSaveBodySchema>;

export const settingSchema = z.object({
  key: z.string(),
  value: z.unknown(),
  description: z.string().describe('in English; the back office shows its own translation'),
});
export type Setting = z.infer<typeof settingSchema>;

/** GET /admin/settings/index (contract 6.7): every key, the registry's first, in its order. */
export const settingListSchema = z.object({ list: z.array(settingSchema) });
export type SettingList = z.infer<typeof settingListSchema>;
