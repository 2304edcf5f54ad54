import { z } from 'zod';
import { text } from './text';
import { NOTICE_STATUSES, noticeTypeSchema, type NoticeStatus, type NoticeType } from './notices';
import { pageQuerySchema } from './pagination';
import { flagSchema, idSchema, optionalParam } from './params';
import { walletRecordSchema } from './wallet';
import { REVIEW_MESSAGE_MAX } from './rules';

/** Review types are the notice types: 100 seller, 200 product, 300 stock-in, 400 withdrawal, 500 top-up. */
export type ReviewType = NoticeType;
/** Review status, as the notice's: -1 rejected (or revoked), 0 under review, 1 approved. */
export type ReviewStatus = NoticeStatus;

export const reviewStatusSchema = z.coerce
  .number({ error: 'not a number' })
  .refine(
    (value): value is ReviewStatus => (NOTICE_STATUSES as readonly number[]).includes(value),
    {
      error: 'must be -1, 0 or 1',
    },
  )
  .transform((value) => value as ReviewStatus);

/** GET /admin/review/index */
export const reviewIndexQuerySchema = pageQuerySchema.extend({
  type: noticeTypeSchema,
  status: optionalParam(reviewStatusSchema).describe(
    '-1 rejected or revoked, 0 under review, 1 approved; all without',
  ),
});
export type ReviewIndexQuery = z.output<typeof reviewIndexQuerySchema>;

/** POST /admin/review/decide */
export const reviewDecideBodySchema = z.object({
  type: noticeTypeSchema,
  id: idSchema,
  approve: flagSchema.describe('1 approve, 0 reject'),
  message: optionalParam(
    text()
      .trim()
      .max(REVIEW_MESSAGE_MAX, { error: `at most ${REVIEW_MESSAGE_MAX} characters` }),
  ),
});
export type ReviewDecideInput = z.input<typeof reviewDecideBodySchema>;

export const reviewApplicantSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstname: z.string(),
});

/** What every application has; each review type adds its own fields. */
export const reviewApplicationSchema = z
  .object({
    id: z.number().int(),
    review_type: z.number().int(),
    status: z.number().int().describe('-1 rejected or revoked, 0 under review, 1 approved'),
    user: reviewApplicantSchema,
    created_at: z.string(),
    reviewed_at: z.string().nullable(),
  })
  .catchall(z.unknown());
export type ReviewApplication = z.infer<typeof reviewApplicationSchema>;

/** Applications of types 400 and 500: the wallet record with its applicant and destination. */
export const walletApplicationSchema = walletRecordSchema.extend({
  review_type: z.number().int(),
  status: z.number().int(),
  user: reviewApplicantSchema,
  details: z.record(z.string(), z.string()).describe('bank fields or crypto address'),
  reviewed_at: z.string().nullable(),
});
export type WalletApplication = z.infer<typeof walletApplicationSchema>;

export const reviewApplicationPageSchema = z.object({
  list: z.array(reviewApplicationSchema),
  total: z.number().int(),
  page: z.number().int(),
  pagesize: z.number().int(),
});
export type ReviewApplicationPage = z.infer<typeof reviewApplicationPageSchema>;
