import { useCallback, useRef } from 'react';
import { newIdempotencyKey } from '#client/lib/idempotency-key';

export { newIdempotencyKey };

/**
 * One Idempotency-Key per submission: pressing the button again with the same amount and note
 * (a retry after a lost answer) reuses the key, so the server applies the entry once; changing
 * what is sent makes a new key.
 */
export function useIdempotencyKey() {
  const attempt = useRef<{ signature: string; key: string; occurredAt: string } | null>(null);
  return useCallback((signature: string) => {
    // The tap is kept with its key: a retry sends the very same request (decision 051).
    if (attempt.current?.signature !== signature) attempt.current = { signature, key: newIdempotencyKey(), occurredAt: new Date().toISOString() };
    return { key: attempt.current.key, occurredAt: attempt.current.occurredAt };
  }, []);
}
