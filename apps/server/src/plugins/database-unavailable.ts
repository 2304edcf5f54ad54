/**
 * Whether an error means the database cannot be reached right now (it is down, restarting or
 * unreachable), as opposed to a fault of the request or of the code: such a request is answered
 * HTTP 503 with Retry-After, and the same request may succeed once the database is back
 * (decision 0013). Drizzle wraps the driver's error in `cause`; the chain is followed a few levels.
 */

/** Socket errors of a connection that could not be made or was cut. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/**
 * SQLSTATEs of a server that is going away or not accepting work: class 08 (connection
 * exception), 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now (starting
 * up or shutting down), 53300 too_many_connections.
 */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300']);

/** node-postgres and pg-pool messages of a lost or impossible connection (they carry no code). */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

const DEPTH = 4;

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (
    let depth = 0;
    depth < DEPTH && current !== null && typeof current === 'object';
    depth += 1
  ) {
    const { code, message, cause } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (
      typeof code === 'string' &&
      (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))
    ) {
      return true;
    }
    if (typeof message === 'string' && DRIVER_MESSAGES.some((text) => message.startsWith(text)))
      return true;
    current = cause;
  }
  return false;
}

/** Seconds a client is asked to wait before trying again while the database is unavailable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
