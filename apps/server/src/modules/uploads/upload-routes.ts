import { hasPermission } from '@mall/contract/staff';
import type { FastifyRequest } from 'fastify';
import multipart, { type MultipartFields } from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { uploadResultSchema } from '@mall/contract/upload';
import { requireUser, userIdOf } from '../../plugins/auth';
import { privateUploadQuerySchema } from '@mall/contract/upload';
import { AppError, invalidField, missingField } from '../../plugins/app-error';
import { ok, responses, USER_SECURITY } from '../../plugins/envelope';
import { storeUpload } from './upload-service';
import { readPrivateUpload } from './private-document';
import { PRIVATE_UPLOAD_ROUTE } from './private-upload-url';

/**
 * The uploaded file's bytes. An over-size file is 1000008 "too large", never HTTP 413; a
 * multipart body that cannot be read (cut short, bad boundary) is 1000008 too.
 */
async function readFilePart(
  request: FastifyRequest,
  maxBytes: number,
): Promise<{ data: Buffer; private: boolean }> {
  if (!request.isMultipart()) throw missingField('file');
  try {
    const part = await request.file({
      limits: { fileSize: maxBytes, files: 1, fields: 20, fieldSize: 4096, parts: 25 },
    });
    if (!part || part.fieldname !== 'file') throw missingField('file');
    const data = await part.toBuffer();
    return { data, private: wantsPrivate(part.fields) };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw invalidField('file', `too large (at most ${Math.floor(maxBytes / 1024 / 1024)} MB)`);
    }
    request.log.info({ err: error }, 'unreadable multipart body');
    throw invalidField('file', 'malformed multipart body');
  }
}

/** `private=1` (or `kind=document`), sent before the file: an identity document or a payment proof. */
function wantsPrivate(fields: MultipartFields): boolean {
  const value = (name: string): string => {
    const field = fields[name];
    const first = Array.isArray(field) ? field[0] : field;
    return first && first.type === 'field' ? String(first.value).trim().toLowerCase() : '';
  };
  return ['1', 'true'].includes(value('private')) || value('kind') === 'document';
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
        '1000008 {field: "file", reason} for anything that is not an accepted image or is too large; user route codes. ' +
        'Identity documents and payment proofs (id_front, id_back, certificate) are private: send the field `private=1` ' +
        '(or `kind=document`) before the file. A private upload answers path `/private/uploads/...` (send it in the form) ' +
        `and url \`/api${PRIVATE_UPLOAD_ROUTE}?path=...\`, where only you and admins can fetch it; it is never under /static. ` +
        'A public upload sent as a document is made private then. Past the per-user 24-hour quota (UPLOAD_DAILY_COUNT ' +
        'files, UPLOAD_DAILY_BYTES bytes) 1000008 {field: "file", reason starting "quota:"}.',
      security: USER_SECURITY,
      consumes: ['multipart/form-data'],
      response: responses(uploadResultSchema),
    },
    handler: async (request) => {
      const file = await readFilePart(request, config.uploadMaxBytes);
      return ok(
        await storeUpload(database.db, storage, userIdOf(request), file.data, config.uploadQuota, {
          private: file.private,
        }),
      );
    },
  });

  app.get(PRIVATE_UPLOAD_ROUTE, {
    preHandler: requireUser,
    schema: {
      tags: ['uploads'],
      summary:
        'A private upload (identity document, payment proof): the image itself, for its owner and admins',
      description:
        'path: the `path` /upload answered (or a document path a seller application or wallet record shows). ' +
        'Answers the image bytes with its content type, `Cache-Control: private, no-store` and ' +
        '`X-Content-Type-Options: nosniff`. Codes: 2000019 for a path that is not a private upload of yours ' +
        '(admins: of anyone), as for one that does not exist; 1000009/1000008 {field: path}; user route codes.',
      security: USER_SECURITY,
      querystring: privateUploadQuerySchema,
      produces: ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'application/json'],
    },
    handler: async (request, reply) => {
      const viewer = {
        userId: userIdOf(request),
        // Staff who review identity documents (shops) or payment proofs (money).
        readsAnyDocument: (['shops', 'money'] as const).some((permission) =>
          hasPermission(request.session?.user.roles ?? [], permission),
        ),
      };
      const file = await readPrivateUpload(database.db, storage, viewer, request.query.path);
      return reply
        .type(file.contentType)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .send(file.data);
    },
  });
};
