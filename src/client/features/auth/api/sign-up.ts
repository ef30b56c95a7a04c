import { useMutation } from '@tanstack/react-query';
import type { SignUpInput, SignUpResult } from '#shared/auth/auth.schemas';
import { apiRequest } from '#client/lib/api-client';

/** POST /api/signup: the account and its store in one step. */
export function signUp(input: SignUpInput): Promise<SignUpResult> {
  return apiRequest<SignUpResult>('/api/signup', { body: input });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
