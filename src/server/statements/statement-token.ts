import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes (256 bits) as base64url: 43 characters. */
const TOKEN_BYTES = 32;
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newStatementToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/** What the database keeps: the token's SHA-256, base64url. */
export function hashStatementToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/**
 * The hash to look up for any text in the URL. A malformed token is hashed too (a value no link
 * has), so every request does the same work: one hash, one indexed lookup, whatever was sent.
 */
export function lookupHashFor(candidate: string): string {
  const isWellFormed = TOKEN_PATTERN.test(candidate);
  const hash = hashStatementToken(isWellFormed ? candidate : `malformed:${candidate.slice(0, 100)}`);
  return isWellFormed ? hash : `!${hash}`; // "!" is not base64url: never a stored hash
}
