import { describe, expect, it } from 'vitest';
import { newIdempotencyKey } from './ledger-idempotency';
import { idempotencyKeySchema } from '#shared/credit/credit.schemas';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newIdempotencyKey', () => {
  it('uses randomUUID when the browser has it', () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(uuid);
    expect(idempotencyKeySchema.safeParse(key).success).toBe(true);
  });

  it('builds a v4 UUID from random bytes without randomUUID', () => {
    const key = newIdempotencyKey({ getRandomValues: (array) => crypto.getRandomValues(array) });
    expect(key).toMatch(uuid);
    expect(newIdempotencyKey({ getRandomValues: (array) => crypto.getRandomValues(array) })).not.toBe(key);
  });
});
