/**
 * Spec part 1 §5: the login screens show an error's sentence only when it holds one of these
 * generic phrases (or comes from a trusted code); anything else reads as the generic error.
 */
export const loginSafePhrases = [
  'An error occurred',
  'Invalid input',
  'Access denied',
  'Operation failed',
  'Invalid credentials',
  'Resource not found',
] as const;

/** Codes whose sentences the login screens show as they are (our own texts, not backend text). */
export const loginTrustedCodes: ReadonlySet<string> = new Set(['TOO_MANY_LOGIN_ATTEMPTS', 'EMAIL_NOT_VERIFIED', 'RATE_LIMITED', 'NETWORK']);
