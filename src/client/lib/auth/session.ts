import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionContext } from '#shared/session/session.schemas';
import { apiRequest, isApiError } from '../api-client';

export const sessionQueryKey = ['session'] as const;

/** GET /api/session: the signed-in context, or null when signed out (401). */
export async function getSession(): Promise<SessionContext | null> {
  try {
    return await apiRequest<SessionContext>('/api/session');
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export const sessionQueryOptions = () => queryOptions({ queryKey: sessionQueryKey, queryFn: getSession });

export function useSession() {
  return useQuery(sessionQueryOptions());
}
