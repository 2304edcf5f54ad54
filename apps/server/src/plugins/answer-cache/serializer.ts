import { ok } from '../envelope';

const SUCCESS = ok(null);

/** A success answer around a shared value: its text, and that text compressed, made once. */
export interface SharedAnswer {
  /** The shared value the answer carries. */
  readonly data: object;
  readonly text: string;
  readonly encoded: Partial<Record<'br' | 'gzip', Buffer>>;
}

/** Values shared between answers and never changed (the catalogue cache's), until when. */
const shared = new WeakMap<object, number>();
/** The answer of each shared value, made at its first use and dropped with the value. */
const answers = new WeakMap<object, SharedAnswer>();

/**
 * Marks a value as shared and never changed again, until `until` (ms since the epoch) or
 * until it is released: an answer carrying it is serialised (and compressed,
 * compression.ts) once.
 */
export function markShared<T>(value: T, until = Number.POSITIVE_INFINITY): T {
  if (typeof value === 'object' && value !== null) shared.set(value, until);
  return value;
}

/** Ends a value's sharing (its cache dropped it): answers remembered for it stop being live. */
export function releaseShared(value: unknown): void {
  if (typeof value === 'object' && value !== null) shared.delete(value);
}

/** Whether an answer's value is still shared: what a cache would answer now. */
export function isLive(answer: SharedAnswer): boolean {
  return (shared.get(answer.data) ?? 0) > Date.now();
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
    answer = { data, text: JSON.stringify(payload), encoded: {} };
    answers.set(data, answer);
  }
  return answer;
}

/** The serializer of every JSON answer (responses are built by the services, not re-validated). */
export function serializeAnswer(payload: unknown): string {
  return sharedAnswerOf(payload)?.text ?? JSON.stringify(payload);
}
