import type { FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { uploadResultSchema } from '@mall/contract/upload';
import { requireUser, userIdOf } from '../../plugins/auth';
import { AppError, invalidField, missingField } from '../../plugins/app-error';
import { ok, responses, USER_SECURITY } from '../../plugins/envelope';
import { storeUpload } from './upload-service';

/**
 * The uploaded file's bytes. An over-size file is 1000008 "too large", never HTTP 413; a
 * multipart body that cannot be read (cut short, bad boundary) is 1000008 too.
 */
async function readFilePart(request: FastifyRequest, maxBytes: number): Promise<Buffer> {
  if (!request.isMultipart()) throw missingField('file');
  try {
    const part = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 20, fieldSize: 4096, parts: 25 } });
    if (!part || part.fieldname !== 'file') throw missingField('file');
    return await part.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw invalidField('file', `too large (at most ${Math.floor(maxBytes / 1024 / 1024)} MB)`);
    }
    request.log.info({ err: error }, 'unreadable multipart body');
    throw invalidField('file', 'malformed multipart body');
  }
}

export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, storage, config } = app;
  await app.register(multipart, { throwFileSizeLimit: true });

  app.post('/upload', {
    preHandler: requireUser,
    schema: {
      tags: ['uploads'],
      summary: 'Upload an image (multipart/form-data, one file in the field `file`)',
      description:
        'PNG, JPEG, WebP or GIF, recognised by content, at most 5 MB. Codes: 1000009 no file, ' +
        '1000008 {field: "file", reason} for anything that is not an accepted image or is too large; user route codes.',
      security: USER_SECURITY,
      consumes: ['multipart/form-data'],
      response: responses(uploadResultSchema),
    },
    handler: async (request) => {
      const data = await readFilePart(request, config.uploadMaxBytes);
      return ok(await storeUpload(database.db, storage, userIdOf(request), data));
    },
  });
};
