import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';

interface Issue {
  code: string;
  path: PropertyKey[];
  message: string;
}

/**
 * A request that does not match its route's schema. Keeps the raw input so that the error
 * handler can tell an absent or empty parameter (1000009) from a malformed one (1000008).
 */
export class RequestValidationError extends Error {
  constructor(
    readonly issues: Issue[],
    readonly input: unknown,
  ) {
    super('request validation failed');
    this.name = 'RequestValidationError';
  }
}

/** Validates with zod; an absent body or query counts as an empty object. */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data: unknown) => {
    const input = data === undefined || data === null ? {} : data;
    const result = schema.safeParse(input);
    if (result.success) return { value: result.data };
    return { error: new RequestValidationError(result.error.issues, input) };
  };

export interface FieldProblem {
  field: string;
  missing: boolean;
  reason: string;
}

function valueAt(input: unknown, path: PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

function isEmpty(value: unknown): boolean {
  return (
    value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
  );
}

/** The first problem of a failed validation: which field, and whether it is missing. */
export function firstProblem(error: RequestValidationError): FieldProblem {
  const issue = error.issues[0];
  if (!issue) return { field: 'body', missing: false, reason: 'invalid' };
  const field = issue.path.map(String).join('.') || 'body';
  const missing = issue.path.length > 0 && isEmpty(valueAt(error.input, issue.path));
  return { field, missing, reason: missing ? 'required' : issue.message };
}
