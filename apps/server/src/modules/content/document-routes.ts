import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { DOCUMENT_MAX_BYTES, DOCUMENT_URL, documentInfoSchema } from '@mall/contract/content-admin';
import { AppError, invalidField, missingField } from '../../plugins/app-error';
import { requirePermission, staffCodes } from '../../plugins/auth';
import { ok, responses, USER_SECURITY } from '../../plugins/envelope';
import { sendTransport } from '../../plugins/error-handler';
import { auditActorOf } from '../audit/audit-writer';
import { documentFile, documentInfo, DOCX_CONTENT_TYPE, uploadDocument } from './document-service';

const GUARD = requirePermission('content');
const CODES = staffCodes('content');

/** The uploaded file's bytes; over DOCUMENT_MAX_BYTES or unreadable is 1000008, never HTTP 413. */
async function readDocumentPart(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw missingField('file');
  try {
    const part = await request.file({
      limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
    });
    if (!part || part.fieldname !== 'file') throw missingField('file');
    return await part.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw invalidField('file', `too large (at most ${DOCUMENT_MAX_BYTES / 1024 / 1024} MB)`);
    request.log.info({ err: error }, 'unreadable multipart body');
    throw invalidField('file', 'malformed multipart body');
  }
}

/** The back office's calls for the static document (under /api). */
export const documentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, storage } = app;
  await app.register(multipart, { throwFileSizeLimit: true });

  app.get('/admin/document/info', {
    preHandler: GUARD,
    schema: {
      tags: ['admin'],
      security: USER_SECURITY,
      summary: 'The static document buyers download: its size and when it was replaced',
      description: `size and updated_at are null before the first upload. ${CODES}`,
      response: responses(documentInfoSchema),
    },
    handler: async () => ok(await documentInfo(database.db)),
  });

  app.post('/admin/document/upload', {
    preHandler: GUARD,
    schema: {
      tags: ['admin'],
      security: USER_SECURITY,
      summary: `Replace the document served at ${DOCUMENT_URL} (multipart, field \`file\`)`,
      description:
        'A Word document (.docx), recognised by its content (a ZIP archive with word/document.xml and the Word ' +
        `content type; a macro-enabled .docm is refused), at most ${DOCUMENT_MAX_BYTES / 1024 / 1024} MB. Stored under a ` +
        'new name, then served in place of the old one. Writes the audit entry `document.upload`. ' +
        `Codes: 1000009 no file; 1000008 {field: "file", reason}. ${CODES}`,
      consumes: ['multipart/form-data'],
      response: responses(documentInfoSchema),
    },
    handler: async (request) => {
      const data = await readDocumentPart(request);
      return ok(await uploadDocument(database.db, storage, auditActorOf(request), data));
    },
  });
};

/**
 * GET /static/wellMart.docx (outside /api, beside the media): the document the back office
 * uploaded last, revalidated on every load (its URL never changes, unlike the media's); 404
 * before the first upload. Served by the app even when the media live elsewhere.
 */
export const documentFileRoute: FastifyPluginAsync = async (app) => {
  app.get(DOCUMENT_URL, { schema: { hide: true } }, async (request, reply) => {
    const file = await documentFile(app.database.db, app.storage);
    if (!file) return sendTransport(reply, 404);
    const etag = `"${file.stored.key.slice('documents/'.length, -'.docx'.length)}"`;
    void reply
      .header('cache-control', 'no-cache')
      .header('etag', etag)
      .header('last-modified', new Date(file.stored.updated_at).toUTCString())
      .header('content-disposition', 'attachment; filename="wellMart.docx"')
      .header('x-content-type-options', 'nosniff');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type(DOCX_CONTENT_TYPE).send(file.data);
  });
};
