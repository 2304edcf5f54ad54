import type { ErrorCodeValue } from './errors';

/** Every answer to a known API route: HTTP 200 with this body. */
export interface Envelope<T = unknown> {
  code: 200 | ErrorCodeValue;
  message: string;
  data: T;
}

export interface FieldErrorData {
  field: string;
  reason?: string;
}
