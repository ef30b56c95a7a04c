import crypto from 'node:crypto';
import type { Auth } from './auth';

/**
 * What the request hot path needs from Better Auth's configuration, read once from `auth.$context`
 * (so the cookie names, the secret and the lifetimes are exactly the ones Better Auth itself uses).
 */
export type SessionCookieSettings = {
  /** e.g. `better-auth.session_token`, or `__Secure-better-auth.session_token` over HTTPS. */
  sessionCookieName: string;
  dontRememberCookieName: string;
  secret: string;
  /** Idle lifetime in seconds: a refreshed session expires this long after the refresh. */
  expiresInS: number;
  /** A session is refreshed (expires_at moved) once it is this many seconds past its last refresh. */
  updateAgeS: number;
};

const settingsByAuth = new WeakMap<Auth, Promise<SessionCookieSettings>>();

export function sessionCookieSettings(auth: Auth): Promise<SessionCookieSettings> {
  let settings = settingsByAuth.get(auth);
  if (!settings) {
    settings = auth.$context.then((ctx) => ({
      sessionCookieName: ctx.authCookies.sessionToken.name,
      dontRememberCookieName: ctx.authCookies.dontRememberToken.name,
      secret: ctx.secret,
      expiresInS: ctx.sessionConfig.expiresIn,
      updateAgeS: ctx.sessionConfig.updateAge,
    }));
    settingsByAuth.set(auth, settings);
  }
  return settings;
}

function tryDecode(value: string): string {
  try {
    return value.includes('%') ? decodeURIComponent(value) : value;
  } catch {
    return value;
  }
}

/**
 * One cookie from a Cookie header, parsed as better-call (Better Auth's HTTP layer) parses it: the
 * first occurrence of a name wins, values are trimmed, unquoted and URI-decoded.
 */
export function readCookie(header: string | undefined, name: string): string | null {
  if (!header) return null;
  let index = 0;
  while (index < header.length) {
    const eqIdx = header.indexOf('=', index);
    if (eqIdx === -1) break;
    let endIdx = header.indexOf(';', index);
    if (endIdx === -1) endIdx = header.length;
    else if (endIdx < eqIdx) {
      index = header.lastIndexOf(';', eqIdx - 1) + 1;
      continue;
    }
    if (header.slice(index, eqIdx).trim() === name) {
      let value = header.slice(eqIdx + 1, endIdx).trim();
      if (value.codePointAt(0) === 34) value = value.slice(1, -1);
      return tryDecode(value);
    }
    index = endIdx + 1;
  }
  return null;
}

const keyBySecret = new Map<string, crypto.KeyObject>();
const SIGNATURE = /^[A-Za-z0-9+/]{43}=$/;

/**
 * The value of a cookie signed the way Better Auth signs it (`value.base64(HMAC-SHA256(secret, value))`,
 * better-call's signCookieValue), or null when it is missing, malformed or the signature does not verify.
 */
export function verifySignedCookie(raw: string | null, secret: string): string | null {
  if (!raw) return null;
  const known = verifiedBySecret.get(secret)?.get(raw);
  if (known !== undefined) return known;
  const value = verifySignature(raw, secret);
  if (value !== null) rememberVerified(secret, raw, value);
  return value;
}

/**
 * Cookies whose signature verified, by secret: the same text under the same secret verifies the same
 * way (HMAC is deterministic), so a browser's next request skips the HMAC (decision 065: about 1 % of
 * the page's Node CPU). Only the signature is remembered — the session itself is still checked on every
 * request (session-lookup.ts). A forged or unknown text is verified in full, as before. At most
 * VERIFIED_MAX texts per secret; when full, the set starts again.
 */
const verifiedBySecret = new Map<string, Map<string, string>>();
const VERIFIED_MAX = 10_000;

function rememberVerified(secret: string, raw: string, value: string) {
  let verified = verifiedBySecret.get(secret);
  if (!verified) verifiedBySecret.set(secret, (verified = new Map()));
  if (verified.size >= VERIFIED_MAX) verified.clear();
  verified.set(raw, value);
}

function verifySignature(raw: string, secret: string): string | null {
  const dot = raw.lastIndexOf('.');
  if (dot < 1) return null;
  const value = raw.slice(0, dot);
  const signature = raw.slice(dot + 1);
  if (!SIGNATURE.test(signature)) return null;
  let key = keyBySecret.get(secret);
  if (!key) {
    key = crypto.createSecretKey(Buffer.from(secret, 'utf8'));
    keyBySecret.set(secret, key);
  }
  const expected = crypto.createHmac('sha256', key).update(value, 'utf8').digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? value : null;
}
