import { z } from 'zod';
import { pageSchema } from './catalog';

/** Blog calls (contract section 3): texts in the request lang, English when empty. */
export const blogSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  image: z.string().describe('a /static/... path, or empty'),
  summary: z.string(),
  created_at: z.string().describe('when it was published'),
});
export type BlogSummary = z.infer<typeof blogSummarySchema>;
export const blogPageSchema = pageSchema(blogSummarySchema);
export type BlogPage = z.infer<typeof blogPageSchema>;

export const blogDetailSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  image: z.string(),
  content: z.string().describe('sanitised HTML'),
  created_at: z.string(),
});
export type BlogDetail = z.infer<typeof blogDetailSchema>;
