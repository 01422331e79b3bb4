import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: used for session tokens and password links. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as their SHA-256 digest, so a leaked table grants nothing. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
