import { isApiErrorBody, type ErrorParams } from '#shared/errors/codes';
import { reportServerReachable } from './online-status';

/** Codes the client can see: the server's ErrorCode values plus 'NETWORK' (no answer at all). */
export type ClientErrorCode = string;

/** Every failed API call throws this: the HTTP status, the error code, any field codes and the numbers its sentence needs. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ClientErrorCode,
    readonly fields: Record<string, string> = {},
    /** For example PAYMENT_EXCEEDS_BALANCE's owedCents (cents, formatted by error-messages.ts). */
    readonly params: ErrorParams = {},
  ) {
    super(code);
    this.name = 'ApiError';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

const codeByStatus: Record<number, string> = {
  400: 'INVALID_BODY',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'BODY_TOO_LARGE',
  422: 'VALIDATION_FAILED',
  429: 'RATE_LIMITED',
  503: 'INTERNAL',
};

/**
 * Turn an error response into an ApiError. Our own routes answer `{error:{code,fields}}`;
 * the few endpoints answered by the auth library directly fall back to their HTTP status.
 */
export function apiErrorFrom(status: number, body: unknown): ApiError {
  if (isApiErrorBody(body)) return new ApiError(status, body.error.code, body.error.fields ?? {}, numbersOf(body.error.params));
  return new ApiError(status, codeByStatus[status] ?? 'INTERNAL');
}

/** Only finite numbers are kept from `error.params` (anything else is not ours to show). */
function numbersOf(params: unknown): ErrorParams {
  if (typeof params !== 'object' || params === null) return {};
  return Object.fromEntries(Object.entries(params).filter((entry): entry is [string, number] => Number.isFinite(entry[1])));
}

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as it is (a photo), with its own content type; instead of `body`. */
  rawBody?: Blob;
  /** Extra request headers (for example Idempotency-Key). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

/** A response body as JSON, or undefined when empty or not JSON (also the offline queue's reader). */
export function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * How long a write carrying an Idempotency-Key keeps being retried while the server side is
 * switching (decision 053): an instance or the primary database failing over answers 502/503/504 or
 * 409 IDEMPOTENCY_IN_PROGRESS for a few seconds; the same key makes the retry apply once.
 */
export const SWITCH_RETRY_MS = 45_000;
const RETRY_DELAYS_MS = [250, 500, 1000, 2000];

/** An answer that means "the servers are switching, ask again", not "no". */
function isSwitchAnswer(status: number, data: unknown): boolean {
  if (status === 502 || status === 504) return true;
  if (status === 503) return !isApiErrorBody(data) || data.error.code === 'DATABASE_UNAVAILABLE';
  return status === 409 && isApiErrorBody(data) && data.error.code === 'IDEMPOTENCY_IN_PROGRESS';
}

const hasIdempotencyKey = (headers: Record<string, string> | undefined) =>
  Object.keys(headers ?? {}).some((name) => name.toLowerCase() === 'idempotency-key');

/** One answer: its status and body (JSON or undefined) and the response itself. */
export type Answer = { status: number; data: unknown; response: Response };

/**
 * Ask until the answer is final: a request with an Idempotency-Key is sent again with the same key
 * while the answer says the servers are switching (up to SWITCH_RETRY_MS). Used by apiRequest and
 * the typed client's transport (lib/openapi/api.ts).
 */
export async function untilSettled(isRetried: boolean, signal: AbortSignal | null | undefined, sendOnce: () => Promise<Answer>): Promise<Answer> {
  const deadline = Date.now() + SWITCH_RETRY_MS;
  for (let attempt = 0; ; attempt++) {
    const answer = await sendOnce();
    if (answer.status >= 200 && answer.status < 300) return answer;
    const delay = RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length - 1)]!;
    if (!isRetried || !isSwitchAnswer(answer.status, answer.data) || Date.now() + delay > deadline || signal?.aborted) return answer;
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
}

/**
 * The one fetch wrapper: JSON in and out, same-origin cookies, ApiError on failure. A request with an
 * Idempotency-Key is sent again with the same key while the answer says the servers are switching
 * (up to SWITCH_RETRY_MS); no answer at all (NETWORK) is not retried here.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { status, data } = await untilSettled(hasIdempotencyKey(options.headers), options.signal, () => sendOnce(path, options));
  if (status >= 200 && status < 300) return data as T;
  throw apiErrorFrom(status, data);
}

function sendOnce(path: string, options: RequestOptions): Promise<Answer> {
  const { body, rawBody, signal } = options;
  const method = options.method ?? (body === undefined && rawBody === undefined ? 'GET' : 'POST');
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (rawBody !== undefined) headers['Content-Type'] = rawBody.type || 'application/octet-stream';
  return answerOf(() =>
    fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: rawBody ?? (body === undefined ? undefined : JSON.stringify(body)),
      signal,
    }),
  );
}

/** Send and read the answer; no answer at all is ApiError NETWORK (an abort stays an abort). Tells online-status either way. */
export async function answerOf(send: () => Promise<Response>): Promise<Answer> {
  let response: Response;
  try {
    response = await send();
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    reportServerReachable(false);
    throw new ApiError(0, 'NETWORK');
  }
  reportServerReachable(true);
  return { status: response.status, data: parseJson(await response.text().catch(() => '')), response };
}
