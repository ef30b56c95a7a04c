/** Server-side password strength rule (spec part 1 §5, validate_password_strength). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_FORM_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;

const commonPasswords = new Set([
  'password', 'password1', 'password12', 'password123', 'password1234', 'passw0rd', 'p@ssw0rd',
  'qwerty123', 'qwerty1', 'qwertyuiop1', 'abc12345', 'abcd1234', 'abc123456', 'welcome1', 'welcome123',
  'letmein1', 'letmein123', 'admin123', 'admin1234', 'administrator1', 'iloveyou1', 'monkey123',
  'dragon123', 'football1', 'baseball1', 'sunshine1', 'princess1', 'superman1', 'trustno1',
  'changeme1', 'changeme123', 'test1234', 'testing123', 'master123', 'hello123', 'starwars1',
  'whatever1', 'freedom1', 'computer1', 'michael1', 'jordan23', 'summer2024', 'summer2025',
  'winter2024', 'winter2025', 'spring2025', 'autumn2025', 'store123', 'mystore1', 'password2024',
  'password2025', 'password2026', 'qwerty12345', '1q2w3e4r5t', '1qaz2wsx', 'zaq12wsx',
]);

export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase());
}

/**
 * True when the password has upper, lower, a digit, the minimum length (the platform's setting,
 * password_min_length: 8–128, default 8) and is not a common one.
 */
export function isStrongPassword(password: string, minLength: number = PASSWORD_MIN_LENGTH): boolean {
  return (
    password.length >= Math.max(PASSWORD_MIN_LENGTH, minLength) &&
    password.length <= PASSWORD_MAX_LENGTH &&
    /[A-Z]/.test(password) &&
    /[a-z]/.test(password) &&
    /\d/.test(password) &&
    !isCommonPassword(password)
  );
}
