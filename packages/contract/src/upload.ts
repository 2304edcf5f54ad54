import { z } from 'zod';

/** Images the server accepts, recognised by their content. */
export const UPLOAD_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

export const uploadResultSchema = z.object({
  path: z.string().describe('/static/uploads/YYYY/MM/<name>.<ext>: send this in forms'),
  url: z.string(),
});
export type UploadResult = z.infer<typeof uploadResultSchema>;
