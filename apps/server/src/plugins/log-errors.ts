/**
 * How errors are written to the log: what happened, never the values a statement carried.
 * A failed Drizzle statement's message ends with "params: ..." (password hashes, addresses,
 * emails), and the driver's error may carry the params and a `detail` that quotes the row; the
 * serializer keeps the query text, the codes and the messages, and drops the rest.
 */

const CAUSE_DEPTH = 3;
/** Fields of a driver error that name what failed without quoting values. */
const SAFE_FIELDS = [
  'code',
  'severity',
  'constraint',
  'table',
  'column',
  'routine',
  'statusCode',
] as const;

/** A message without Drizzle's trailing "params: ..." line. */
export function withoutParams(message: string): string {
  const at = message.indexOf('\nparams:');
  return at === -1 ? message : message.slice(0, at);
}

export interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

function serialize(value: unknown, depth: number): SerializedError {
  if (value === null || typeof value !== 'object')
    return { type: typeof value, message: String(value), stack: '' };
  const error = value as Record<string, unknown> & {
    message?: unknown;
    stack?: unknown;
    name?: unknown;
  };
  const message = withoutParams(typeof error.message === 'string' ? error.message : '');
  const type = typeof error.name === 'string' ? error.name : 'Error';
  const frames = typeof error.stack === 'string' ? error.stack.indexOf('\n    at ') : -1;
  const stack = frames === -1 ? '' : `${type}: ${message}${String(error.stack).slice(frames)}`;
  const out: SerializedError = { type, message, stack };
  if (typeof error.query === 'string') out.query = error.query;
  for (const field of SAFE_FIELDS) {
    const safe = error[field];
    if (typeof safe === 'string' || typeof safe === 'number') out[field] = safe;
  }
  if (error.cause !== undefined && depth < CAUSE_DEPTH)
    out.cause = serialize(error.cause, depth + 1);
  return out;
}

/** The logger's `err` serializer (every `log.x({ err }, ...)` of the app goes through it). */
export function serializeError(error: unknown): SerializedError {
  return serialize(error, 0);
}

/** One line for console output outside the logger (start-up and shutdown). */
export function describeError(error: unknown): string {
  const serialized = serializeError(error);
  const cause = serialized.cause as SerializedError | undefined;
  return [serialized.message, cause?.message].filter(Boolean).join(': ');
}
