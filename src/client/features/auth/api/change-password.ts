import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';

export type ChangePasswordInput = { currentPassword: string; newPassword: string };

/** POST /api/auth/change-password (signed in): the new password must pass the strength rule; other sessions end. */
export function changePassword(input: ChangePasswordInput): Promise<unknown> {
  return apiRequest('/api/auth/change-password', { method: 'POST', body: { ...input, revokeOtherSessions: true } });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
