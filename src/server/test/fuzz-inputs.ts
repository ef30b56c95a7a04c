import type { Call } from './route-fixtures';
import type { RouteEntry } from '../http/route-manifest';

/**
 * Issue 22's additions to the fuzz suite, sent whatever the route's schema would say of them:
 * control characters in every query parameter, encoded cursors with impossible contents, and the
 * route's own path with a trailing slash. And the check every error answer passes: JSON of the one
 * shape, the security headers, no SQL or stack text.
 */

/** NUL, other C0 controls, DEL, C1 controls — alone and inside text. */
export const controlCharacters = ['\u0000', 'a\u0000b', '\u0001', 'x\u0007', '\u001b[2J', '\u001f', '\u007f', 'a\u0085b', '\u009f'];

const uuid = '3f2b8c1e-6a4d-4e8f-9b1a-2c3d4e5f6a7b';
const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

/** Cursors that decode to something no page ever hands out. */
export const impossibleCursors = [
  b64(JSON.stringify([false, '2025-13-45T99:99:99', uuid])),
  b64(JSON.stringify([true, '0000-01-01T00:00:00', uuid])),
  b64(JSON.stringify([false, '2025-02-30T00:00:00.000000', uuid])),
  b64(JSON.stringify([false, '2025-01-01T00:00:00', 'not-a-uuid-but-36-characters-long-xx'])),
  b64(JSON.stringify([false, '2025-01-01T00:00:00', `${uuid.slice(0, 35)}\u0000`])),
  b64(JSON.stringify(['a\u0000b', uuid])),
  b64(JSON.stringify(['x'.repeat(400), 'nope'])),
  b64(`1|${uuid}`),
  b64(`+010000-01-01T00:00:00Z|${uuid}`),
  b64(`2025-13-45T99:99:99Z|${uuid}`),
  b64(`2025-01-01T00:00:00.000000Z|${uuid}'`),
  b64('\u0000'),
  '%%%',
  "1' or '1'='1",
];

/** The calls: every query parameter (and one the route does not take) with each control character and each bad cursor. */
export function issue22Variants(entry: RouteEntry, valid: Call): Call[] {
  const [pathOnly, queryText] = valid.path.split('?') as [string, string | undefined];
  const query = Object.fromEntries(new URLSearchParams(queryText ?? ''));
  const withQuery = (q: Record<string, string>) => `${pathOnly}?${new URLSearchParams(q).toString()}`;
  const out: Call[] = [];
  for (const key of [...Object.keys(query), 'employeeId', 'cursor', 'q']) {
    for (const value of controlCharacters) out.push({ ...valid, path: withQuery({ ...query, [key]: value }) });
  }
  if (entry.method === 'GET') {
    for (const cursor of impossibleCursors) out.push({ ...valid, path: withQuery({ ...query, cursor }) });
  }
  out.push({ ...valid, path: `${pathOnly}/${queryText ? `?${queryText}` : ''}` });
  return out;
}

const leaks = /select |insert into|update .* set |delete from|failed query|params:|syntax error|violates|relation "|column "|\bat \S+ \(|node_modules|\.ts:\d+/i;

/** Why an error answer breaks the rules (null: it does not). */
export function errorAnswerProblem(response: Response, text: string): string | null {
  if (!(response.headers.get('content-type') ?? '').startsWith('application/json')) return `content-type ${response.headers.get('content-type')}`;
  for (const header of ['content-security-policy', 'x-content-type-options', 'x-frame-options', 'referrer-policy']) {
    if (!response.headers.get(header)) return `no ${header}`;
  }
  if (leaks.test(text)) return 'SQL or stack text';
  try {
    return typeof (JSON.parse(text) as { error?: { code?: unknown } }).error?.code === 'string' ? null : 'no error code';
  } catch {
    return 'not JSON';
  }
}
