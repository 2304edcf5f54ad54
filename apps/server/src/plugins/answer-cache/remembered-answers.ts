import type {
  FastifyInstance,
  FastifyRequest,
  onRequestHookHandler,
  onSendHookHandler,
} from 'fastify';
import { isLive, type SharedAnswer } from './serializer';

/** The most URLs remembered; the oldest go first. */
export const MAX_REMEMBERED_ANSWERS = 2_000;

/**
 * Repeated public requests answered before validation and the handler run. A GET without an
 * access-token whose answer was a shared value (the catalogue cache's, serializer.ts)
 * is remembered by lang and URL; the same request is then answered with that answer while its
 * value is live, i.e. until the catalogue cache drops it (a clear, a row change, its TTL).
 * Shared values are public by construction (per-viewer parts are never cached), and a request
 * with a token always goes the long way. Its hooks are route hooks of the GET routes, added
 * after the rate limit's, so remembered answers are limited like any other.
 */
export function registerAnswerCache(api: FastifyInstance): void {
  const remembered = new Map<string, SharedAnswer>();
  const keyOf = (request: FastifyRequest) => {
    const token = request.headers['access-token'];
    return token === undefined || token === '' ? `${request.lang} ${request.url}` : null;
  };

  const answerRemembered: onRequestHookHandler = (request, reply, done) => {
    const key = keyOf(request);
    const answer = key === null ? undefined : remembered.get(key);
    if (!answer) {
      done();
      return;
    }
    if (!isLive(answer)) {
      remembered.delete(key as string);
      done();
      return;
    }
    reply.sharedAnswer = answer;
    void reply.type('application/json; charset=utf-8').send(answer.text);
  };

  const remember: onSendHookHandler = (request, reply, payload, done) => {
    const answer = reply.sharedAnswer;
    const key = answer ? keyOf(request) : null;
    if (answer && key !== null && reply.statusCode === 200 && remembered.get(key) !== answer) {
      remembered.delete(key);
      remembered.set(key, answer);
      if (remembered.size > MAX_REMEMBERED_ANSWERS)
        remembered.delete(remembered.keys().next().value as string);
    }
    done(null, payload);
  };

  // Route hooks of GET routes, added after the rate limit's own route hook (registered before).
  api.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.includes('GET')) return;
    route.onRequest = [...hooksOf(route.onRequest), answerRemembered];
    route.onSend = [...hooksOf(route.onSend), remember];
  });
}

function hooksOf<T>(hooks: T | T[] | undefined): T[] {
  if (hooks === undefined) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}
