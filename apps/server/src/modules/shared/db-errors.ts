/** Whether an error (or its cause, as Drizzle wraps driver errors) is a unique violation. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth += 1) {
    const candidate = current as {
      code?: unknown;
      constraint?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (candidate.code === '23505') {
      if (!constraint) return true;
      if (candidate.constraint === constraint) return true;
      return typeof candidate.message === 'string' && candidate.message.includes(constraint);
    }
    current = candidate.cause;
  }
  return false;
}
