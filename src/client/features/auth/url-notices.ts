/** Codes the auth library puts on the verification link's redirect when it fails. */
const verificationErrors = new Set(['INVALID_TOKEN', 'TOKEN_EXPIRED', 'USER_NOT_FOUND', 'INVALID_USER']);

export type AuthNotice =
  | { kind: 'verified' }
  | { kind: 'verification-failed' }
  | { kind: 'google-failed' };

/** What the query string of /auth announces: an email verification result or a Google sign-in failure. */
export function authNoticeFrom(search: URLSearchParams): AuthNotice | null {
  const error = search.get('error');
  if (error) {
    return search.has('verified') || verificationErrors.has(error.toUpperCase())
      ? { kind: 'verification-failed' }
      : { kind: 'google-failed' };
  }
  if (search.get('verified') === '1') return { kind: 'verified' };
  return null;
}

/** The query string without the notice parameters (so a reload does not repeat the toast). */
export function withoutNoticeParams(search: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const key of ['verified', 'error', 'error_description']) next.delete(key);
  return next;
}
