-- Idempotency keys are kept for IDEMPOTENCY_KEY_TTL_HOURS and then deleted in batches, oldest first
-- (src/server/credit/idempotency.ts, deleteExpiredIdempotencyKeys).
CREATE INDEX IF NOT EXISTS idempotency_keys_created_at_idx ON idempotency_keys (created_at);
