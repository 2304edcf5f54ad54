import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { sendTransport } from './error-handler';
import { DOCUMENT_HEADERS } from './security';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

const NOT_BUILT_PAGE = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Web app not built</title>
<body style="font-family:sans-serif;max-width:40em;margin:3em auto">
<h1>The web app is not built yet</h1>
<p>The API is running at <a href="/api/docs">/api/docs</a>. Build the web app with
<code>npm run build -w @mall/web</code> (or <code>npm run build</code>) and restart the server.</p></body></html>`;

/**
 * Media under /static (uploaded and seeded files: random names, cached for a year) and the
 * built web app at / (index.html revalidated on every load, hashed assets immutable).
 * Unknown /api paths and missing files are HTTP 404; other GETs that want HTML get the SPA.
 */
export async function registerWeb(
  app: FastifyInstance,
  mediaRoot: string | null,
  webRoot: string | undefined,
): Promise<void> {
  if (mediaRoot) {
    await app.register(fastifyStatic, {
      root: mediaRoot,
      prefix: '/static/',
      decorateReply: false,
      index: false,
      redirect: false,
      maxAge: YEAR_SECONDS * 1000,
      immutable: true,
    });
  }
  const hasWeb = Boolean(webRoot && existsSync(join(webRoot, 'index.html')));
  if (webRoot && hasWeb) {
    await app.register(fastifyStatic, {
      root: webRoot,
      prefix: '/',
      wildcard: false,
      index: ['index.html'],
      setHeaders(res, path) {
        if (path.endsWith('.html')) {
          res.header('cache-control', 'no-cache');
          for (const [name, value] of Object.entries(DOCUMENT_HEADERS)) res.header(name, value);
        } else if (/[\\/]assets[\\/]/.test(path))
          res.header('cache-control', `public, max-age=${YEAR_SECONDS}, immutable`);
        else res.header('cache-control', 'public, max-age=3600');
      },
      cacheControl: false,
    });
  } else {
    app.get('/', { schema: { hide: true } }, (_request, reply) =>
      reply.headers(DOCUMENT_HEADERS).type('text/html; charset=utf-8').send(NOT_BUILT_PAGE),
    );
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const wantsPage =
      request.method === 'GET' && String(request.headers.accept ?? '').includes('text/html');
    if (hasWeb && wantsPage && !path.startsWith('/api/') && !path.startsWith('/static/')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', webRoot as string);
    }
    return sendTransport(reply, 404);
  });
}
