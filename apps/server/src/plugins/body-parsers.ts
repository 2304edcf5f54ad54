import type { FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';

/**
 * Bodies of the contract: form-encoded (the client's default) and JSON, both up to
 * `bodyLimit` bytes (413 beyond). An empty JSON body counts as no parameters; a body of any
 * other type is read and ignored, so the route answers which parameter is missing.
 */
export async function registerBodyParsers(app: FastifyInstance, bodyLimit: number): Promise<void> {
  await app.register(formbody, { bodyLimit });
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit },
    (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') {
        done(null, undefined);
        return;
      }
      void parseJson(request, text, done);
    },
  );
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit }, (_request, _body, done) => {
    done(null, undefined);
  });
}
