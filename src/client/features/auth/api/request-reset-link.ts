import { useMutation } from '@tanstack/react-query';
import { requestPasswordReset } from '#client/lib/auth/request-password-reset';

/** POST /api/auth/request-password-reset from the Login tab (link to /auth/reset-password). */
export function useRequestResetLink() {
  return useMutation({ mutationFn: (email: string) => requestPasswordReset(email) });
}
