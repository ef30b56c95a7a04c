import type { Context, MiddlewareHandler } from 'hono';
import { setResponseHeader } from './set-response-header';

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
 * Real response headers on every response (DESIGN §1: not meta tags, not browser-side code).
 * HSTS only on responses that went out over https: over plain http a browser ignores it anyway,
 * and sending it there only misleads. A response that brings its own Content-Security-Policy keeps
 * it: only community media set one, stricter than the app's ("sandbox; default-src 'none'" on the
 * PDFs and videos members upload), and the app's would loosen it (issue 22 point 7).
 */
export function securityHeaders({ isHttpsApp, trustProxy }: TransportOptions): MiddlewareHandler {
  const policy = isHttpsApp ? csp : csp.replace('; upgrade-insecure-requests', '');
  return async (c, next) => {
    await next();
    if (!c.res.headers.has('Content-Security-Policy')) setResponseHeader(c, 'Content-Security-Policy', policy);
    if (isHttpsRequest(c, trustProxy)) setResponseHeader(c, 'Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    setResponseHeader(c, 'X-Content-Type-Options', 'nosniff');
    setResponseHeader(c, 'X-Frame-Options', 'DENY');
    // A page that asks for less (the statement page: no-referrer, decision 050) keeps its own.
    if (!c.res.headers.has('Referrer-Policy')) setResponseHeader(c, 'Referrer-Policy', 'strict-origin-when-cross-origin');
    setResponseHeader(c, 'Permissions-Policy', 'camera=(self), microphone=(), geolocation=(), payment=()');
    setResponseHeader(c, 'Cross-Origin-Opener-Policy', 'same-origin');
  };
}
