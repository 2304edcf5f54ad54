import type { FastifyInstance } from 'fastify';
import { resolveLang, type Lang } from '@mall/contract/locales';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's language from the `lang` header; anything else means en. */
    lang: Lang;
  }
}

export function registerLang(app: FastifyInstance): void {
  app.decorateRequest('lang', 'en');
  app.addHook('onRequest', async (request) => {
    request.lang = resolveLang(request.headers.lang);
  });
}
