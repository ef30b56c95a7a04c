import { Hono, type Context } from 'hono';
import { todayInZone } from '#shared/dates';
import { isBusinessDate } from '#shared/validation/primitives';
import { acceptLanguageTags, pickLanguage } from '#shared/i18n/languages';
import type { AppEnv } from '../http/types';
import { isOverLimit, type RequestLimit } from './outside';
import { lookupHashFor } from './statement-token';
import { findOpenLink, readStatementWindow, recordView } from './statement-page.queries';
import { expiredPageHtml, statementPageHtml, tooManyRequestsHtml } from './statement-page.html';

/** The statement shows 90 days of business dates per page; 'show older' moves the window back. */
export const WINDOW_DAYS = 90;
/**
 * Decision 082 (issue 36): per IP, requests with a token that opens no statement (the guessing an
 * attacker does) are held to `perIpWrong`; reads of statements that open, to `perIpValid` — many
 * customers share one carrier address (CGNAT), and each read is already held per link. An IP over its
 * wrong-token limit is refused everything until its window ends. Fixed windows (decision 017).
 */
export const STATEMENT_LIMITS = { perIpWrong: 120, perIpValid: 1_200, perLink: 60, windowSeconds: 60 };

/** A business date moved by whole days. */
export function shiftBusinessDate(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The page's own headers: never indexed, never cached, no referrer, no script, no cookie. */
function answer(c: Context<AppEnv>, html: string, status: 200 | 404 | 429) {
  c.header('X-Robots-Tag', 'noindex, nofollow');
  c.header('Referrer-Policy', 'no-referrer');
  c.header('Cache-Control', 'no-store');
  c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'");
  return c.html(html, status);
}

function limitsFor(ip: string | null, linkId: string | null): RequestLimit[] {
  const { perIpWrong, perIpValid, perLink, windowSeconds } = STATEMENT_LIMITS;
  const address = ip ?? 'unknown';
  const wrong: RequestLimit = { bucket: `statement:ip-wrong:${address}`, max: perIpWrong, windowSeconds };
  if (!linkId) return [wrong];
  return [
    { ...wrong, checkOnly: true },
    { bucket: `statement:ip:${address}`, max: perIpValid, windowSeconds },
    { bucket: `statement:link:${linkId}`, max: perLink, windowSeconds },
  ];
}

/**
 * GET /s/:token — the customer's statement (decision 050), server-rendered HTML with no script.
 * Unknown, tampered, expired and revoked tokens get the same 404 page; the store is never named.
 * The page is in the customer's language; the 404 and 429 pages in the browser's (issue 27).
 */
export function statementPageRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/:token', async (c) => {
    const { db } = c.get('deps');
    const ip = c.get('clientIp');
    const link = await findOpenLink(db, lookupHashFor(c.req.param('token')));
    const language = link?.language ?? pickLanguage(acceptLanguageTags(c.req.header('accept-language')));
    if (await isOverLimit(db, limitsFor(ip, link?.linkId ?? null))) return answer(c, tooManyRequestsHtml(language), 429);
    if (!link) return answer(c, expiredPageHtml(language), 404);
    const today = todayInZone(link.timezone);
    const asked = c.req.query('until');
    const until = asked && isBusinessDate(asked) && asked < today ? asked : today;
    const after = shiftBusinessDate(until, -WINDOW_DAYS);
    const { entries, hasOlder } = await readStatementWindow(db, link, after, until);
    await recordView(db, link, ip);
    const olderHref = hasOlder ? `?until=${after}` : null;
    return answer(c, statementPageHtml({ link, entries, from: shiftBusinessDate(after, 1), until, olderHref, generatedAt: new Date() }), 200);
  });
  return app;
}
