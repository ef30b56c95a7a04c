import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionContext } from '#shared/session/session.schemas';
import { apiRequest, isApiError } from '../api-client';

export const sessionQueryKey = ['session'] as const;

/**
 * The device's copy of the session (decision 051), installed by the offline feature at start:
 * every answer is kept (or forgotten when signed out), and when the server cannot be reached the
 * last copy of the person signed in on this device opens the app, marked as offline.
 */
export type SessionDeviceCopy = {
  keep(session: SessionContext | null): Promise<void>;
  read(): Promise<SessionContext | null>;
  forget(): Promise<void>;
};

let deviceCopy: SessionDeviceCopy | null = null;
/** Counts sign-outs: a session answer asked for before the last one is never kept on the device. */
let signOuts = 0;

export function setSessionDeviceCopy(copy: SessionDeviceCopy | null): void {
  deviceCopy = copy;
}

/** Signing out: the device's copy goes with the rest of what was cached. */
export function forgetSessionDeviceCopy(): Promise<void> {
  signOuts += 1;
  return deviceCopy?.forget().catch(() => undefined) ?? Promise.resolve();
}

/** GET /api/session: the signed-in context, or null when signed out (an answer, not an error). */
export async function getSession(): Promise<SessionContext | null> {
  const askedAfter = signOuts;
  try {
    const session = await apiRequest<SessionContext | null>('/api/session');
    // An answer to a request sent before a sign-out on this page would bring the copy back.
    if (askedAfter === signOuts) void deviceCopy?.keep(session).catch(() => undefined);
    return session;
  } catch (error) {
    if (deviceCopy && isApiError(error) && error.code === 'NETWORK') {
      const copy = await deviceCopy.read().catch(() => null);
      if (copy) return copy;
    }
    throw error;
  }
}

// Runs offline too: the device's copy answers then (the queries of store data wait for the network).
export const sessionQueryOptions = () => queryOptions({ queryKey: sessionQueryKey, queryFn: getSession, networkMode: 'always' });

export function useSession() {
  return useQuery(sessionQueryOptions());
}
