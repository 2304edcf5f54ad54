import type { FastifyInstance } from 'fastify';

/** The policy of the web app's pages: the SPA's own scripts, inline styles, media from here. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "base-uri 'self'",
  "script-src 'self'",
  // React and Tailwind set inline style attributes.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self' ws: wss:",
  "media-src 'self' blob:",
  // Nothing is framed: the configured customer-service URL is a link, not a frame, so hostile
  // rich text cannot bring in a frame either.
  "frame-src 'none'",
  "object-src 'none'",
  "frame-ancestors 'self'",
  "form-action 'self'",
].join(';');

/** Sent with every answer: JSON, media and assets are never sniffed into something else. */
export const BASE_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  // Media may be shown by the seller sub-host.
  'cross-origin-resource-policy': 'cross-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
};

/** Added to HTML documents (the web app's index.html): what only a page needs. */
export const DOCUMENT_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'cross-origin-opener-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
};

/**
 * Security headers: fixed strings set on every answer (no per-request policy building: a
 * cached list is answered in microseconds). Pages add DOCUMENT_HEADERS where they are sent
 * (plugins/web.ts); the API docs page sets its own policy.
 */
export function registerSecurity(app: FastifyInstance): void {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(BASE_HEADERS);
    done();
  });
}
