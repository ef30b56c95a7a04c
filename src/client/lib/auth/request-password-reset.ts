import { apiRequest } from '../api-client';
import { paths } from '#client/app/paths';

/** POST /api/auth/request-password-reset: always 200; the link is mailed if the account exists. */
export function requestPasswordReset(email: string, redirectTo: string = paths.resetPassword): Promise<unknown> {
  return apiRequest('/api/auth/request-password-reset', { body: { email, redirectTo } });
}
