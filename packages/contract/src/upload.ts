import { z } from 'zod';
import { line } from './text';

/** Images the server accepts, recognised by their content. */
export const UPLOAD_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

export const uploadResultSchema = z.object({
  path: z
    .string()
    .describe(
      '/static/uploads/YYYY/MM/<name>.<ext> (private: /private/uploads/...): send this in forms',
    ),
  // url: the same path for a public upload; /api/upload/private?path=... for a private one.
  url: z.string(),
});
export type UploadResult = z.infer<typeof uploadResultSchema>;

/** GET /upload/private: the path of a private upload (identity document, payment proof). */
export const privateUploadQuerySchema = z.object({
  path: line().trim().min(1).max(255, { error: 'at most 255 characters' }),
});
