import { z } from 'zod';
import { LANGS, type Lang } from './locales';
import { pageQuerySchema } from './pagination';
import { flagSchema, idSchema, optionalParam } from './params';
import { line, text } from './text';

/**
 * Back-office content calls (issue #11, permission `content`): adverts and the advert popup,
 * blog posts, the six policies, announcements and the static document. Texts are per language
 * (`title_en`, `title_zh`, ...); English is required where a text is, the fallback of the others.
 * A save replaces every text: a language left out is stored empty.
 */

/** The positions of the home page's adverts (contract section 3). */
export const ADVERT_POSITIONS = ['top', 'center_top', 'center', 'center_bottom', 'bottom'] as const;
/** The stored positions: the home's five and the popup (website_config `advert_popup`). */
export const ADMIN_ADVERT_POSITIONS = [...ADVERT_POSITIONS, 'popup'] as const;
export type AdminAdvertPosition = (typeof ADMIN_ADVERT_POSITIONS)[number];

/** The six policy pages, by their stored key. */
export const POLICY_KEYS = ['terms', 'support', 'return', 'privacy', 'about_us', 'user'] as const;
export type PolicyKey = (typeof POLICY_KEYS)[number];

export const CONTENT_TITLE_MAX = 200;
export const BLOG_SUMMARY_MAX = 1_000;
/** Rich text (blog posts, policies), as sent: the server sanitises it before storing. */
export const RICH_TEXT_MAX = 200_000;
export const ANNOUNCEMENT_CONTENT_MAX = 5_000;
export const ADVERT_LINK_MAX = 500;

/** The static document: a Word file (.docx) of at most 10 MB, served at DOCUMENT_URL. */
export const DOCUMENT_URL = '/static/wellMart.docx';
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

const optionalLine = (max: number) =>
  optionalParam(
    line()
      .trim()
      .max(max, { error: `at most ${max} characters` }),
  );
const optionalText = (max: number) =>
  optionalParam(
    text()
      .trim()
      .max(max, { error: `at most ${max} characters` }),
  );
const requiredLine = (max: number) =>
  line()
    .trim()
    .min(1)
    .max(max, { error: `at most ${max} characters` });

/** `<prefix>_<lang>` for every language. */
function perLang<P extends string, S extends z.ZodType>(prefix: P, schema: () => S) {
  return Object.fromEntries(LANGS.map((lang) => [`${prefix}_${lang}`, schema()])) as Record<
    `${P}_${Lang}`,
    S
  >;
}
const stringsPerLang = <P extends string>(prefix: P) => perLang(prefix, () => z.string());

/** An instant with its offset (`2026-05-01T00:00:00Z`, `...+02:00`). */
const instantSchema = z.iso.datetime({ offset: true, error: 'an ISO date-time with its offset' });

/** A /static/... media path (an upload, or a picture already shown). */
const mediaPathSchema = line()
  .trim()
  .max(255, { error: 'at most 255 characters' })
  .regex(/^\/static\/[a-z0-9][a-z0-9_\-/]*\.[a-z0-9]+$/, {
    error: 'must be a path answered by /upload',
  });

/**
 * Where an advert leads: empty (nowhere), a path of the buyer's app (`#/...` or `/...`) or an
 * https URL. No other scheme, no spaces, backslashes or protocol-relative `//`.
 */
export const advertLinkSchema = line()
  .trim()
  .max(ADVERT_LINK_MAX, { error: `at most ${ADVERT_LINK_MAX} characters` })
  .refine(
    (value) =>
      value === '' ||
      (/^(#\/|\/(?![/\\])|https:\/\/[^/\\\s]+)/i.test(value) &&
        !/[\s\\<>"']/.test(value) &&
        (!/^https:/i.test(value) || URL.canParse(value))),
    { error: 'must be an app path (#/... or /...) or an https URL' },
  );

// ---- Adverts ----------------------------------------------------------------------------

export const advertIndexQuerySchema = pageQuerySchema.extend({
  position: optionalParam(
    z.enum(ADMIN_ADVERT_POSITIONS, { error: `one of ${ADMIN_ADVERT_POSITIONS.join(', ')}` }),
  ),
});
export type AdvertIndexQuery = z.output<typeof advertIndexQuerySchema>;

export const adminAdvertSchema = z.object({
  id: z.number().int(),
  position: z.enum(ADMIN_ADVERT_POSITIONS),
  image: z.string(),
  link: z.string(),
  ...stringsPerLang('title'),
  sort: z.number().int(),
  active: z.union([z.literal(0), z.literal(1)]),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  /** Shown to buyers now: active and inside its dates. */
  live: z.boolean(),
  created_at: z.string(),
});
export type AdminAdvert = z.infer<typeof adminAdvertSchema>;
export const adminAdvertPageSchema = z.object({
  list: z.array(adminAdvertSchema),
  total: z.number().int(),
  page: z.number().int(),
  pagesize: z.number().int(),
});
export type AdminAdvertPage = z.infer<typeof adminAdvertPageSchema>;

export const advertSaveBodySchema = z
  .object({
    id: optionalParam(idSchema).describe('edit this advert; without it a new one'),
    position: z.enum(ADMIN_ADVERT_POSITIONS, {
      error: `one of ${ADMIN_ADVERT_POSITIONS.join(', ')}`,
    }),
    image: mediaPathSchema.describe('a path from /upload (your own), or the advert’s current one'),
    link: optionalParam(advertLinkSchema),
    ...perLang('title', () => optionalLine(CONTENT_TITLE_MAX)),
    sort: optionalParam(
      z.coerce
        .number({ error: 'not a number' })
        .int({ error: 'must be a whole number' })
        .min(0)
        .max(99_999),
    ).describe('smaller first (default 0)'),
    active: optionalParam(flagSchema).describe('1 (default) or 0'),
    starts_at: optionalParam(instantSchema).describe('shown from (open when absent)'),
    ends_at: optionalParam(instantSchema).describe('shown until (open when absent)'),
  })
  .superRefine((body, ctx) => {
    if (body.starts_at && body.ends_at && Date.parse(body.ends_at) <= Date.parse(body.starts_at))
      ctx.addIssue({ code: 'custom', path: ['ends_at'], message: 'must be after starts_at' });
  });
export type AdvertSaveInput = z.input<typeof advertSaveBodySchema>;
export type AdvertSaveBody = z.output<typeof advertSaveBodySchema>;

export const idBodySchema = z.object({ id: idSchema });

export const removedSchema = z.object({ id: z.number().int() });

// ---- Blog -------------------------------------------------------------------------------

export const blogIndexQuerySchema = pageQuerySchema.extend({
  q: optionalLine(100).describe('words of the English title'),
});
export type BlogIndexQuery = z.output<typeof blogIndexQuerySchema>;

export const adminBlogSummarySchema = z.object({
  id: z.number().int(),
  title: z.string().describe('the English title'),
  image: z.string(),
  published_at: z.string(),
  /** A post whose publication time has not come is a draft to buyers (not listed). */
  published: z.boolean(),
  updated_at: z.string(),
});
export type AdminBlogSummary = z.infer<typeof adminBlogSummarySchema>;
export const adminBlogPageSchema = z.object({
  list: z.array(adminBlogSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pagesize: z.number().int(),
});
export type AdminBlogPage = z.infer<typeof adminBlogPageSchema>;

export const adminBlogDetailSchema = z.object({
  id: z.number().int(),
  ...stringsPerLang('title'),
  ...stringsPerLang('summary'),
  ...stringsPerLang('content'),
  image: z.string(),
  published_at: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminBlogDetail = z.infer<typeof adminBlogDetailSchema>;

export const blogSaveBodySchema = z.object({
  id: optionalParam(idSchema).describe('edit this post; without it a new one'),
  ...perLang('title', () => optionalLine(CONTENT_TITLE_MAX)),
  title_en: requiredLine(CONTENT_TITLE_MAX),
  ...perLang('summary', () => optionalText(BLOG_SUMMARY_MAX)),
  ...perLang('content', () => optionalText(RICH_TEXT_MAX)),
  image: optionalParam(mediaPathSchema).describe('a path from /upload (your own), or the current'),
  published_at: optionalParam(instantSchema).describe(
    'when buyers see it (a later time schedules it); new posts default to now, edits keep theirs',
  ),
});
export type BlogSaveInput = z.input<typeof blogSaveBodySchema>;
export type BlogSaveBody = z.output<typeof blogSaveBodySchema>;

// ---- Policies ---------------------------------------------------------------------------

export const adminPolicySchema = z.object({
  key: z.enum(POLICY_KEYS),
  ...stringsPerLang('title'),
  ...stringsPerLang('content'),
  updated_at: z.string().nullable().describe('null when never written'),
});
export type AdminPolicy = z.infer<typeof adminPolicySchema>;
export const adminPolicyListSchema = z.object({ list: z.array(adminPolicySchema) });
export type AdminPolicyList = z.infer<typeof adminPolicyListSchema>;

export const policySaveBodySchema = z.object({
  key: z.enum(POLICY_KEYS, { error: `one of ${POLICY_KEYS.join(', ')}` }),
  ...perLang('title', () => optionalLine(CONTENT_TITLE_MAX)),
  ...perLang('content', () => optionalText(RICH_TEXT_MAX)),
});
export type PolicySaveInput = z.input<typeof policySaveBodySchema>;
export type PolicySaveBody = z.output<typeof policySaveBodySchema>;

// ---- Announcements ----------------------------------------------------------------------

export const adminAnnouncementSchema = z.object({
  id: z.number().int(),
  ...stringsPerLang('title'),
  ...stringsPerLang('content'),
  created_at: z.string(),
});
export type AdminAnnouncement = z.infer<typeof adminAnnouncementSchema>;
export const adminAnnouncementPageSchema = z.object({
  list: z.array(adminAnnouncementSchema),
  total: z.number().int(),
  page: z.number().int(),
  pagesize: z.number().int(),
});
export type AdminAnnouncementPage = z.infer<typeof adminAnnouncementPageSchema>;

export const announcementSaveBodySchema = z.object({
  id: optionalParam(idSchema).describe('edit this announcement; without it a new one'),
  ...perLang('title', () => optionalLine(CONTENT_TITLE_MAX)),
  title_en: requiredLine(CONTENT_TITLE_MAX),
  ...perLang('content', () => optionalText(ANNOUNCEMENT_CONTENT_MAX)),
});
export type AnnouncementSaveInput = z.input<typeof announcementSaveBodySchema>;
export type AnnouncementSaveBody = z.output<typeof announcementSaveBodySchema>;

// ---- The static document ----------------------------------------------------------------

export const documentInfoSchema = z.object({
  url: z.string().describe(`${DOCUMENT_URL}, where buyers download it`),
  size: z.number().int().nullable().describe('bytes; null before the first upload'),
  updated_at: z.string().nullable(),
});
export type DocumentInfo = z.infer<typeof documentInfoSchema>;
