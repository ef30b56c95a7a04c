import { IDEMPOTENCY_HEADER } from '#shared/credit/idempotency-header';
import { isApiErrorBody, type ErrorParams } from '#shared/errors/codes';
import type { ApiClient } from '#client/lib/openapi/api';
import type { QueueEntry } from './queue-db';

/** What the server answered an entry: status 0 and NETWORK when it did not answer at all. */
export type Answer = { status: number; code: string | null; params: ErrorParams; body: unknown };

/** An openapi-fetch result as the queue reads it: the status, the error's code and numbers, the body. */
export function answerOf({ response, data, error }: { response: Response; data?: unknown; error?: unknown }): Answer {
  const body = response.ok ? data : error;
  const found = isApiErrorBody(body) ? body.error : null;
  return { status: response.status, code: found?.code ?? null, params: numbers(found?.params), body };
}

function numbers(params: unknown): ErrorParams {
  if (typeof params !== 'object' || params === null) return {};
  return Object.fromEntries(Object.entries(params).filter((entry): entry is [string, number] => Number.isFinite(entry[1])));
}

/**
 * The request an entry makes (its customer resolved), typed against the API document: its
 * operation, the body with the tap (occurredAt), and the Idempotency-Key made at the tap.
 */
export function sendEntry(client: ApiClient, entry: QueueEntry, customerId: string | null, signal: AbortSignal) {
  const headers = { [IDEMPOTENCY_HEADER]: entry.key };
  switch (entry.kind) {
    case 'credit':
    case 'payment': {
      const { acceptStoreCredit, ...rest } = entry.body;
      const body = { ...rest, ...(acceptStoreCredit ? { acceptStoreCredit } : {}), occurredAt: entry.occurredAt };
      const params = { path: { id: customerId ?? '' } };
      return entry.kind === 'credit'
        ? client.POST('/api/customers/{id}/credit', { params, body, headers, signal })
        : client.POST('/api/customers/{id}/payments', { params, body, headers, signal });
    }
    case 'customer':
      return client.POST('/api/customers', { body: { ...entry.body, occurredAt: entry.occurredAt }, headers, signal });
    case 'cash-log':
      return client.PUT('/api/daily-logs/{date}', { params: { path: { date: entry.date } }, body: { ...entry.body, occurredAt: entry.occurredAt }, headers, signal });
  }
}
