import { hashKey, type QueryClient } from '@tanstack/react-query';
import type { SessionContext } from '#shared/session/session.schemas';
import { sessionQueryKey } from '#client/lib/auth/session';
import { clearLocalState } from '#client/lib/local-cache';
import { isStoreKey, setStoreScope } from '#client/lib/store-keys';

/** Who the cached data belongs to: user and store, 'signed-out', or undefined while unknown. */
function identityOf(session: SessionContext | null | undefined): string | undefined {
  if (session === undefined) return undefined;
  if (session === null) return 'signed-out';
  return `${session.user.id}:${session.store?.id ?? ''}`;
}

/** Drop every cached store datum at once (queries in flight land nowhere). */
export function dropStoreData(client: QueryClient): void {
  void client.cancelQueries({ predicate: (query) => isStoreKey(query.queryKey) });
  client.removeQueries({ predicate: (query) => isStoreKey(query.queryKey) });
  clearLocalState();
}

/**
 * Whenever the session ends or changes user or store — sign-out, expiry, revocation, any 401,
 * another sign-in — every cached store datum is dropped and the key scope moves to the new store.
 * The query cache tells its listeners synchronously, before React hears of the new session, so
 * nothing renders with another session's data.
 */
export function followSession(client: QueryClient): () => void {
  const sessionHash = hashKey(sessionQueryKey);
  let identity: string | undefined;
  return client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.query.queryHash !== sessionHash) return;
    const session = event.query.state.data as SessionContext | null | undefined;
    const next = identityOf(session);
    if (next === undefined || next === identity) return;
    const isFirst = identity === undefined;
    identity = next;
    setStoreScope(session?.store?.id ?? null);
    if (!isFirst) dropStoreData(client);
  });
}
