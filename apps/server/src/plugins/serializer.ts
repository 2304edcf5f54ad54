import { ok } from './envelope';

const SUCCESS = ok(null);

/** A success answer around a shared value: its text, and that text compressed, made once. */
export interface SharedAnswer {
  readonly text: string;
  readonly encoded: Partial<Record<'br' | 'gzip', Buffer>>;
}

/** Values that are shared between answers and never changed (the catalogue cache's). */
const shared = new WeakSet<object>();
/** The answer of each shared value, made at its first use and dropped with the value. */
const answers = new WeakMap<object, SharedAnswer>();

/**
 * Marks a value as shared and never changed again: an answer carrying it is serialised (and
 * compressed, plugins/compression.ts) once, until the value is dropped by a cache clear.
 */
export function markShared<T>(value: T): T {
  if (typeof value === 'object' && value !== null) shared.add(value);
  return value;
}

function sharedData(payload: unknown): object | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const { code, message, data } = payload as { code?: unknown; message?: unknown; data?: unknown };
  const isShared =
    code === SUCCESS.code &&
    message === SUCCESS.message &&
    typeof data === 'object' &&
    data !== null &&
    shared.has(data) &&
    Object.keys(payload).length === 3;
  return isShared ? data : null;
}

/** The answer of a success envelope around a shared value; undefined for anything else. */
export function sharedAnswerOf(payload: unknown): SharedAnswer | undefined {
  const data = sharedData(payload);
  if (data === null) return undefined;
  let answer = answers.get(data);
  if (answer === undefined) {
    answer = { text: JSON.stringify(payload), encoded: {} };
    answers.set(data, answer);
  }
  return answer;
}

/** The serializer of every JSON answer (responses are built by the services, not re-validated). */
export function serializeAnswer(payload: unknown): string {
  return sharedAnswerOf(payload)?.text ?? JSON.stringify(payload);
}
