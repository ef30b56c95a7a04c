import type { Context } from 'hono';
import { AppError } from '../http/app-error';
import type { AppEnv } from '../http/types';
import { CLIENT_IP_HEADER } from './auth';

/**
 * Hand the request to Better Auth with the client IP header set by us (any incoming copy is
 * replaced). `body` is the JSON of the input our schema accepted (the raw body never reaches it).
 */
export function forwardToAuth(c: Context<AppEnv>, body?: unknown): Promise<Response> {
  const headers = new Headers(c.req.raw.headers);
  headers.delete(CLIENT_IP_HEADER);
  headers.delete('content-length');
  const ip = c.get('clientIp');
  if (ip) headers.set(CLIENT_IP_HEADER, ip);
  const init: RequestInit = { method: c.req.method, headers };
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
    headers.set('content-type', 'application/json');
    init.body = JSON.stringify(body ?? {});
  }
  return c.get('deps').auth.handler(new Request(c.req.raw.url, init));
}

const codeByStatus: Record<number, 'VALIDATION_FAILED' | 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | 'BODY_TOO_LARGE' | 'RATE_LIMITED'> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'BODY_TOO_LARGE',
  422: 'VALIDATION_FAILED',
  429: 'RATE_LIMITED',
};

/**
 * Better Auth's answer in our shape: successes and redirects as they are; its errors (JSON with its
 * own codes and texts, or text/plain for its rate limit) become { error: { code } } with the
 * matching status; a server error of its own is logged and answered 500 INTERNAL.
 */
export async function answerFromAuth(c: Context<AppEnv>, response: Response): Promise<Response> {
  if (response.status < 400) return response;
  const code = codeByStatus[response.status];
  if (code) throw new AppError(code);
  const text = await response.text().catch(() => '');
  console.error(`[auth] request ${c.get('requestId')} ${c.req.method} ${c.req.path} answered ${response.status}: ${text.slice(0, 500)}`);
  throw new AppError('INTERNAL');
}
