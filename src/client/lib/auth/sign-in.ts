import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionContext } from '#shared/session/session.schemas';
import { apiRequest } from '../api-client';
import { sessionQueryKey, sessionQueryOptions } from './session';

export type SignInInput = { email: string; password: string };

/** POST /api/auth/sign-in/email: sets the session cookie. */
export function signInWithEmail(input: SignInInput): Promise<unknown> {
  return apiRequest('/api/auth/sign-in/email', { body: input });
}

/** Sign in, then load the fresh session context (role, store, admin) for the redirect. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SignInInput): Promise<SessionContext | null> => {
      await signInWithEmail(input);
      queryClient.removeQueries({ queryKey: sessionQueryKey });
      return queryClient.fetchQuery(sessionQueryOptions());
    },
  });
}
