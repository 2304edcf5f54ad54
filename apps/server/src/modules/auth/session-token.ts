import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: 43 characters. Only its SHA-256 is stored. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function isWellFormedToken(token: string): boolean {
  return TOKEN_PATTERN.test(token);
}
