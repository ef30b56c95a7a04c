import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionContext } from '#shared/session/session.schemas';
import { apiRequest } from '../api-client';

export const sessionQueryKey = ['session'] as const;

/** GET /api/session: the signed-in context, or null when signed out (an answer, not an error). */
export function getSession(): Promise<SessionContext | null> {
  return apiRequest<SessionContext | null>('/api/session');
}

export const sessionQueryOptions = () => queryOptions({ queryKey: sessionQueryKey, queryFn: getSession });

export function useSession() {
  return useQuery(sessionQueryOptions());
}
