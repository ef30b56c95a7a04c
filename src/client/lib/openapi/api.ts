import createClient, { type Client } from 'openapi-fetch';
import { IDEMPOTENCY_HEADER } from '#shared/credit/idempotency-header';
import { answerOf, apiErrorFrom, parseJson, untilSettled, type Answer } from '../api-client';
import type { paths } from './schema';

/**
 * The typed client (decision 079): openapi-fetch over the types openapi-typescript makes of the API
 * document (schema.d.ts, `npm run generate:api-types`), so a call's path, parameters, body and
 * answer compile only if the server's document says so. It keeps the app's conventions: JSON
 * accepted, same-origin cookies, bodies that are empty or not JSON read as none (parseJson).
 */
export type ApiClient = Client<paths>;

/** Without a location (Node, in the unit tests) a stand-in origin: the tests' fetch reads only the path. */
const origin = () => globalThis.location?.origin ?? 'http://localhost';

/** A typed client sending each request through `transport` (a fetch). */
export function createApiClient(transport: (request: Request) => Promise<Response>): ApiClient {
  return createClient<paths>({ baseUrl: origin(), credentials: 'same-origin', headers: { Accept: 'application/json' }, fetch: transport });
}

/** Headers that described the body as sent; the rebuilt answer carries its own. */
const BODY_HEADERS = new Set(['content-length', 'content-encoding', 'transfer-encoding']);

/** The answer rebuilt for openapi-fetch: its JSON body, or none when the body was empty or not JSON. */
function jsonResponse({ status, data, response }: Answer): Response {
  const headers = new Headers([...response.headers].filter(([name]) => !BODY_HEADERS.has(name.toLowerCase())));
  return new Response(data === undefined ? null : JSON.stringify(data), { status, statusText: response.statusText, headers });
}

/** A transport that reads any answer as the app does (parseJson) and nothing more: the offline queue's. */
export function readingAsJson(send: (request: Request) => Promise<Response>) {
  return async (request: Request): Promise<Response> => {
    const response = await send(request);
    return jsonResponse({ status: response.status, data: parseJson(await response.text().catch(() => '')), response });
  };
}

/**
 * The pages' transport: what apiRequest does around a request — no answer at all is ApiError
 * NETWORK (and online-status is told), a write with an Idempotency-Key is asked again while the
 * servers are switching (decision 053).
 */
async function pageTransport(request: Request): Promise<Response> {
  const retried = request.headers.has(IDEMPOTENCY_HEADER);
  return jsonResponse(await untilSettled(retried, request.signal, () => answerOf(() => fetch(request.clone()))));
}

/** The pages' typed client. */
export const api = createApiClient(pageTransport);

/** The data of a 2xx answer; otherwise the ApiError apiRequest would throw (code → the text catalogue). */
export function dataOf<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (result.response.ok) return result.data as T;
  throw apiErrorFrom(result.response.status, result.error);
}
