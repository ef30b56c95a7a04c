import type { Context, MiddlewareHandler } from 'hono';
import { setResponseHeader } from './set-response-header';

/**
 * The headers every answer to a request carries whichever route makes it — the request id, the
 * security headers, /api's Cache-Control — named before the route runs (decision 073).
 *
 * A JSON answer is then made with them at once, as one plain record (compress.ts): no web Headers
 * object to fill header by header, sort and copy again for Node, on the app's most frequent answers.
 * An answer made any other way (static files, HTML, streams, redirects) gets them set on it
 * afterwards by applyStandingHeaders, as the middlewares used to do one by one.
 *
 * `always` headers win over the answer's own; `unlessOwn` ones yield to a header of the same name the
 * answer brings (a stricter Content-Security-Policy or Referrer-Policy of its own). Each is a flat list
 * of lowercase name, value, name, value…: filled and copied in a fraction of a microsecond, where a
 * record built key by key per request took several (measured in decision 073).
 */
export type StandingHeaders = { always: string[]; unlessOwn: string[] };

/** `touched`: something set a header or a status through the context (c.header, c.status). */
type RequestState = StandingHeaders & { touched: boolean };

/** Where a request's state lives: a property of its context (cheaper per lookup than a WeakMap). */
const STATE = Symbol('standing headers');
type WithState = Context & { [STATE]?: RequestState };
const stateOf = (c: Context) => (c as WithState)[STATE];
/** The mark of an answer made with its standing headers (a property: cheaper per answer than a WeakSet). */
const BORN_WITH = Symbol('born with the standing headers');
type Marked = Response & { [BORN_WITH]?: true };

/** Names a header every answer to this request carries (applyStandingHeaders must run before). */
export function standHeader(c: Context, name: string, value: string, mode: 'always' | 'unlessOwn' = 'always'): void {
  const state = stateOf(c);
  if (!state) throw new Error(`${name}: applyStandingHeaders() must come before the middleware that names a standing header`);
  state[mode].push(name.toLowerCase(), value);
}

/**
 * The standing headers to make an answer with, or undefined when the answer must be made by hono
 * instead: without applyStandingHeaders, or once a header or status was set through the context
 * (hono keeps those to itself until it makes the answer).
 */
export function standingHeadersForAnswer(c: Context): StandingHeaders | undefined {
  const state = stateOf(c);
  return state && !state.touched ? state : undefined;
}

/** Marks an answer made with this request's standing headers already in it. */
export function bornWithStandingHeaders(res: Response): Response {
  (res as Marked)[BORN_WITH] = true;
  return res;
}

/** Whether an answer was made with the standing headers in it (they are then not set again). */
export function isBornWithStandingHeaders(res: Response): boolean {
  return (res as Marked)[BORN_WITH] === true;
}

/**
 * The first middleware: keeps the request's standing headers and notes any header or status set
 * through the context; once the route has answered, an answer not made with the standing headers
 * gets them set on it (an answer's own header of the same name stays for the `unlessOwn` ones).
 */
export function applyStandingHeaders(): MiddlewareHandler {
  return async (c, next) => {
    const state: RequestState = { always: [], unlessOwn: [], touched: false };
    (c as WithState)[STATE] = state;
    const { header, status } = c;
    c.header = ((...args: Parameters<typeof header>) => {
      state.touched = true;
      return header(...args);
    }) as typeof header;
    c.status = (code) => {
      state.touched = true;
      status(code);
    };
    await next();
    if (isBornWithStandingHeaders(c.res)) return;
    const { unlessOwn, always } = state;
    for (let i = 0; i < unlessOwn.length; i += 2) {
      if (!c.res.headers.has(unlessOwn[i]!)) setResponseHeader(c, unlessOwn[i]!, unlessOwn[i + 1]!);
    }
    for (let i = 0; i < always.length; i += 2) setResponseHeader(c, always[i]!, always[i + 1]!);
  };
}
