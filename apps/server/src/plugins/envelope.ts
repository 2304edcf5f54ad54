import { z } from 'zod';

/** The success envelope around a route's data, for its OpenAPI description. */
export function okEnvelope<T extends z.ZodType>(data: T) {
  return z.object({
    code: z.literal(200),
    message: z.string(),
    data,
  });
}

/** Every error envelope: HTTP 200 with a catalogue code (contract section 1). */
export const errorEnvelopeSchema = z.object({
  code: z.number().int().describe('a code of the error catalogue'),
  message: z.string().describe('the error text in the request lang'),
  data: z.unknown().describe('details, e.g. {field, reason}'),
});

/** The body of a transport-level failure (404, 413, 429, 500): no internals. */
export function transportBody(statusCode: number, message: string) {
  return { code: statusCode, message, data: null };
}

/** Response schemas of a route: the success data, or an error envelope, both HTTP 200. */
export function responses<T extends z.ZodType>(data: T) {
  return {
    200: z
      .union([okEnvelope(data), errorEnvelopeSchema])
      .describe('The envelope: code 200 with data, or an error code'),
  };
}

export function ok<T>(data: T): { code: 200; message: string; data: T } {
  return { code: 200, message: 'success', data };
}

/** OpenAPI security of user, seller and admin routes: the `access-token` header. */
export const USER_SECURITY = [{ accessToken: [] }];
