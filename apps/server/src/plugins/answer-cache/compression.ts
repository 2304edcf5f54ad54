import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import { sharedAnswerOf, type SharedAnswer } from './serializer';

declare module 'fastify' {
  interface FastifyReply {
    /** Set before serialisation when the answer carries a shared (cached) value. */
    sharedAnswer: SharedAnswer | undefined;
  }
}

/** Text answers below this many bytes are sent as they are. */
export const COMPRESS_THRESHOLD = 1024;

type Encoding = keyof SharedAnswer['encoded'];

/** The encoding to send for an Accept-Encoding header: br, then gzip, or none. */
export function preferredEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const accepted = new Set<string>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue;
    accepted.add(name === 'x-gzip' ? 'gzip' : name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

const ENCODERS: Record<Encoding, (text: string) => Buffer> = {
  // Made once per shared answer, so the smallest output is worth the time.
  br: (text) => brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  gzip: (text) => gzipSync(text, { level: 9 }),
};

/**
 * Compression of text answers (br, gzip or deflate, as the client accepts). Shared answers
 * (the catalogue cache's, see serializer.ts beside this file) are compressed once and the bytes
 * reused; everything else is compressed per answer by @fastify/compress.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  app.decorateReply('sharedAnswer', undefined);
  app.addHook('preSerialization', (_request, reply, payload, done) => {
    reply.sharedAnswer = sharedAnswerOf(payload);
    done(null, payload);
  });
  // An instance hook runs before the route-level one of @fastify/compress, which leaves an
  // answer that already has a Content-Encoding alone.
  app.addHook('onSend', (request, reply, payload, done) => {
    const answer = reply.sharedAnswer;
    if (!answer || payload !== answer.text || answer.text.length < COMPRESS_THRESHOLD) {
      done(null, payload);
      return;
    }
    reply.header('vary', 'accept-encoding');
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (encoding === null) {
      done(null, payload);
      return;
    }
    const body = (answer.encoded[encoding] ??= ENCODERS[encoding](answer.text));
    reply.header('content-encoding', encoding).header('content-length', body.length);
    done(null, body);
  });
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip', 'deflate'],
  });
}
