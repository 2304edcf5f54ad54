/**
 * A fresh idempotency key (request_id) for one intended request: sent again on a retry, it
 * lets the server answer the request already made instead of making a second one.
 * `crypto.getRandomValues` works on plain http too, where `randomUUID` does not.
 */
export function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
