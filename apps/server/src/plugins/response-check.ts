import type { FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';
import { serializeAnswer } from './answer-cache/serializer';

/** An answer that does not match its route's response schema (what /api/docs says it sends). */
export class ResponseMismatchError extends Error {
  constructor(
    readonly route: string,
    readonly problems: string[],
  ) {
    super(
      `${route} sent an answer its response schema does not describe:\n  ${problems.join('\n  ')}`,
    );
    this.name = 'ResponseMismatchError';
  }
}

/**
 * The schema a success answer must match. A route's answer is `okEnvelope(data) |
 * errorEnvelopeSchema` (plugins/envelope.ts), and the error envelope takes any code and any
 * data: an answer with code 200 is held to the success branch alone, or a drift in its data
 * would pass as an "error".
 */
function schemaFor(schema: z.ZodType, payload: unknown): z.ZodType {
  const code = (payload as { code?: unknown } | null)?.code;
  if (code !== 200 || !(schema instanceof z.ZodUnion)) return schema;
  const success = (schema.options as z.ZodType[]).filter(
    (option) =>
      option instanceof z.ZodObject &&
      option.shape.code instanceof z.ZodLiteral &&
      option.shape.code.values.has(200),
  );
  return success.length === 1 ? success[0]! : schema;
}

/**
 * Where `sent` has a key that `parsed` (the schema's reading of it) dropped: a field the
 * schema does not describe, which zod objects strip without a word.
 */
function undescribedKeys(sent: unknown, parsed: unknown, path: string, out: string[]): void {
  if (Array.isArray(sent) && Array.isArray(parsed)) {
    sent.forEach((item, i) => undescribedKeys(item, parsed[i], `${path}[${i}]`, out));
    return;
  }
  if (typeof sent !== 'object' || sent === null || typeof parsed !== 'object' || parsed === null)
    return;
  for (const [key, value] of Object.entries(sent)) {
    const at = path === '' ? key : `${path}.${key}`;
    if (!(key in parsed)) out.push(`${at}: not in the schema`);
    else undescribedKeys(value, (parsed as Record<string, unknown>)[key], at, out);
  }
}

/** The problems of an answer (the JSON text as sent) against a response schema; none when it matches. */
export function responseProblems(schema: z.ZodType, text: string): string[] {
  const sent: unknown = JSON.parse(text);
  const result = schemaFor(schema, sent).safeParse(sent);
  if (!result.success)
    return result.error.issues.map(
      (issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`,
    );
  const problems: string[] = [];
  undescribedKeys(sent, result.data, '', problems);
  return problems;
}

/**
 * The serializer compiler of a checking app (tests): every answer is serialised as in
 * production (the answer cache's serializer), then read back and checked against its route's
 * response schema; a mismatch is reported and thrown, so the request fails as a server fault.
 */
export function checkingSerializerCompiler(
  report: (error: ResponseMismatchError) => void,
): FastifySerializerCompiler<z.ZodType> {
  return ({ schema, method, url, httpStatus }) =>
    (payload: unknown) => {
      const text = serializeAnswer(payload);
      const problems = responseProblems(schema, text);
      if (problems.length > 0) {
        const error = new ResponseMismatchError(`${method} ${url} (HTTP ${httpStatus})`, problems);
        report(error);
        throw error;
      }
      return text;
    };
}
