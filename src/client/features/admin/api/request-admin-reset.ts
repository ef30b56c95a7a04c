import { useMutation } from '@tanstack/react-query';
import { requestPasswordReset } from '#client/lib/auth/request-password-reset';

/** Admin reset emails redirect to /auth?mode=reset (spec part 2 §2). */
export function useRequestAdminReset() {
  return useMutation({ mutationFn: (email: string) => requestPasswordReset(email, '/auth?mode=reset') });
}
