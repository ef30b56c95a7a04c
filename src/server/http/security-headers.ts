import type { MiddlewareHandler } from 'hono';
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

/** Real response headers on every response (DESIGN §1: not meta tags, not browser-side code). */
export function securityHeaders(isHttps: boolean): MiddlewareHandler {
  const policy = isHttps ? csp : csp.replace('; upgrade-insecure-requests', '');
  return async (c, next) => {
    await next();
    setResponseHeader(c, 'Content-Security-Policy', policy);
    setResponseHeader(c, 'Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    setResponseHeader(c, 'X-Content-Type-Options', 'nosniff');
    setResponseHeader(c, 'X-Frame-Options', 'DENY');
    setResponseHeader(c, 'Referrer-Policy', 'strict-origin-when-cross-origin');
    setResponseHeader(c, 'Permissions-Policy', 'camera=(self), microphone=(), geolocation=(), payment=()');
    setResponseHeader(c, 'Cross-Origin-Opener-Policy', 'same-origin');
  };
}
