import { z } from 'zod';
import { line } from './text';

export const currencySchema = z.object({
  code: z.string(),
  symbol: z.string(),
  /** Units per 1 USD: a decimal string with up to 6 decimals, without trailing zeros. */
  rate: z.string(),
  name: z.string(),
});
export const currencyListSchema = z.object({
  list: z.array(currencySchema),
  default: z.string(),
  static_url: z.string(),
});
export type Currency = z.infer<typeof currencySchema>;
export type CurrencyList = z.infer<typeof currencyListSchema>;

export const languageListSchema = z.object({
  list: z.array(z.object({ name: z.string(), code: z.string() })),
  default: z.string(),
});
export type LanguageList = z.infer<typeof languageListSchema>;

export const walletListSchema = z.object({
  list: z.array(
    z.object({ name: z.string(), code: z.string(), address: z.string(), network: z.string() }),
  ),
});
export type WalletList = z.infer<typeof walletListSchema>;

export const STORE_TYPES = ['advert', 'website_config'] as const;
export const storeQuerySchema = z.object({
  type: z.enum(STORE_TYPES, { error: 'must be advert or website_config' }),
});

export const advertSchema = z.object({
  id: z.number().int(),
  position: z.enum(['top', 'center_top', 'center', 'center_bottom', 'bottom']),
  image: z.string(),
  link: z.string(),
  title: z.string(),
});
export const advertListSchema = z.object({ list: z.array(advertSchema) });
export type Advert = z.infer<typeof advertSchema>;

/** The public website settings; more keys may follow the listed ones. */
export const websiteConfigSchema = z
  .object({
    site_name: z.string(),
    logo: z.string(),
    service_url: z.string(),
    third_service_url: z.string(),
    seller_url: z.string(),
    min_recharge: z.number(),
  })
  .catchall(z.unknown());
export type WebsiteConfig = z.infer<typeof websiteConfigSchema>;

export const policySchema = z.object({
  title: z.string(),
  content: z.string().describe('sanitised HTML'),
  updated_at: z.string().nullable().describe('null when the policy has not been written yet'),
});
export type Policy = z.infer<typeof policySchema>;

export const announcementSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  created_at: z.string(),
});
export type Announcement = z.infer<typeof announcementSchema>;

const placeCode = line().trim().max(64, { error: 'at most 64 characters' }).optional();
export const citysBodySchema = z.object({
  country: placeCode.describe('ISO 3166-1 alpha-2 code: lists its states'),
  state: placeCode.describe('with country, a state code: lists its cities'),
});
export const placeListSchema = z.object({
  list: z.array(z.object({ code: z.string(), name: z.string() })),
});
export type PlaceList = z.infer<typeof placeListSchema>;
