import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';

export type ResetPasswordInput = { token: string; newPassword: string };

/** POST /api/auth/reset-password: set a new password with the emailed token. */
export function resetPassword(input: ResetPasswordInput): Promise<unknown> {
  return apiRequest('/api/auth/reset-password', { body: input });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
