import { paths } from '#client/app/paths';

/**
 * Password recovery mode (spec part 1 §2, part 2 §2): /auth/reset-password, or /auth with
 * type=recovery or mode=reset. Returns the token, or null when this is not a usable reset link.
 */
export function recoveryTokenFrom(pathname: string, search: URLSearchParams): string | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  const isRecovery =
    path === paths.resetPassword ||
    (path === paths.auth && (search.get('type') === 'recovery' || search.get('mode') === 'reset'));
  if (!isRecovery) return null;
  const token = search.get('token')?.trim();
  return token ? token : null;
}
