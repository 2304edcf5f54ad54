import { z } from 'zod';
import { pageQuerySchema } from './pagination';
import { flagSchema, idSchema, optionalParam } from './params';

/** Notice kinds: what the notice is about. */
export const NOTICE_TYPE = {
  merchant: 100,
  product: 200,
  stockIn: 300,
  withdrawal: 400,
  topUp: 500,
} as const;
export const NOTICE_TYPES = [100, 200, 300, 400, 500] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];

/** Notice status: -1 failed, 0 under review, 1 success. */
export const NOTICE_STATUSES = [-1, 0, 1] as const;
export type NoticeStatus = (typeof NOTICE_STATUSES)[number];

/** One of the notice (and review) types, sent as a number or a string. */
export const noticeTypeSchema = z.coerce
  .number({ error: 'not a number' })
  .refine((value): value is NoticeType => (NOTICE_TYPES as readonly number[]).includes(value), {
    error: 'must be 100, 200, 300, 400 or 500',
  })
  .transform((value) => value as NoticeType)
  .describe('100 merchant, 200 product, 300 stock-in, 400 withdrawal, 500 top-up');

/** Notice (contract section 2). */
export const noticeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  type: z
    .number()
    .int()
    .describe('100 merchant, 200 product, 300 stock-in, 400 withdrawal, 500 top-up application'),
  status: z.number().int().describe('-1 failed, 0 under review, 1 success'),
  isread: z.boolean(),
  created_at: z.string(),
  read_at: z.string().nullable(),
});
export type Notice = z.infer<typeof noticeSchema>;

export const noticeListQuerySchema = pageQuerySchema.extend({
  type: optionalParam(noticeTypeSchema),
  isread: optionalParam(flagSchema).describe('1 read only, 0 unread only'),
});

export const noticePageSchema = z.object({
  list: z.array(noticeSchema),
  total: z.number().int(),
  page: z.number().int(),
  pagesize: z.number().int(),
  unread: z.number().int().describe('all unread notices of the user, whatever the filter'),
});
export type NoticePage = z.infer<typeof noticePageSchema>;

export const noticeReadQuerySchema = z.object({ id: idSchema });

export const noticeReadAllSchema = z.object({
  count: z.number().int().describe('how many notices this call marked read'),
});
export type NoticeReadAll = z.infer<typeof noticeReadAllSchema>;
