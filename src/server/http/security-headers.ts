import type { Context, MiddlewareHandler } from 'hono';
import { standHeader } from './standing-headers';

const csp = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "form-action 'self' https://accounts.google.com",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "object-src 'none'",
  'upgrade-insecure-requests',
].join('; ');

export type TransportOptions = {
  /** APP_URL is https: the CSP asks the browser to upgrade insecure requests. */
  isHttpsApp: boolean;
  /** TRUST_PROXY: the proxy in front says in X-Forwarded-Proto whether the browser used https. */
  trustProxy: boolean;
};

/** Whether this request reached us over https: directly (TLS), or through a trusted proxy that says so. */
export function isHttpsRequest(c: Context, trustProxy: boolean): boolean {
  // The request's URL is already normalized (lowercase scheme): no URL object per request for it.
  if (c.req.url.startsWith('https:')) return true;
  return trustProxy && c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase() === 'https';
}

/**
 * Real response headers on every response (DESIGN §1: not meta tags, not browser-side code), named
 * before the route runs as standing headers (standing-headers.ts, decision 073).
 * HSTS only on responses that went out over https: over plain http a browser ignores it anyway,
 * and sending it there only misleads. A response that brings its own Content-Security-Policy keeps
 * it: only community media set one, stricter than the app's ("sandbox; default-src 'none'" on the
 * PDFs and videos members upload), and the app's would loosen it (issue 22 point 7). A page that asks
 * for less referrer (the statement page: no-referrer, decision 050) keeps its own Referrer-Policy.
 */
export function securityHeaders({ isHttpsApp, trustProxy }: TransportOptions): MiddlewareHandler {
  const policy = isHttpsApp ? csp : csp.replace('; upgrade-insecure-requests', '');
  return (c, next) => {
    standHeader(c, 'Content-Security-Policy', policy, 'unlessOwn');
    if (isHttpsRequest(c, trustProxy)) standHeader(c, 'Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    standHeader(c, 'X-Content-Type-Options', 'nosniff');
    standHeader(c, 'X-Frame-Options', 'DENY');
    standHeader(c, 'Referrer-Policy', 'strict-origin-when-cross-origin', 'unlessOwn');
    standHeader(c, 'Permissions-Policy', 'camera=(self), microphone=(), geolocation=(), payment=()');
    standHeader(c, 'Cross-Origin-Opener-Policy', 'same-origin');
    return next();
  };
}
