import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '#shared/auth/password';
import { emailPattern, normalizeEmail } from '#shared/validation/patterns';

/**
 * Checks of the sign-in, forgot-password and reset forms. They restate the shared
 * signInInputSchema with the shared patterns so the first load of /auth does not carry zod;
 * validation.test.ts checks they agree with the schema. Sign-up uses the schema itself
 * (signup-checks.ts, loaded with the Sign Up tab).
 */
export type Checked<T> = { ok: true; data: T } | { ok: false; fields: Record<string, string> };

function emailCode(email: string): string | null {
  if (!email) return 'required';
  if (email.length > 254) return 'too_long';
  return emailPattern.test(email) ? null : 'invalid_email';
}

/** Sign-in: email required and well formed, password required (spec part 1 §5). */
export function checkSignIn(values: { email: string; password: string }): Checked<{ email: string; password: string }> {
  const email = normalizeEmail(values.email);
  const fields: Record<string, string> = {};
  const emailProblem = emailCode(email);
  if (emailProblem) fields.email = emailProblem;
  if (!values.password) fields.password = 'required';
  else if (values.password.length > PASSWORD_MAX_LENGTH) fields.password = 'too_long';
  if (Object.keys(fields).length > 0) return { ok: false, fields };
  return { ok: true, data: { email, password: values.password } };
}

/** Just the email (forgot-password forms), trimmed and lowercased. */
export function checkEmail(value: string): Checked<string> {
  const email = normalizeEmail(value);
  const problem = emailCode(email);
  return problem ? { ok: false, fields: { email: problem } } : { ok: true, data: email };
}

/** Reset form: matching passwords (else no submit), then at least 8 characters. */
export function checkNewPassword(newPassword: string, confirmPassword: string): Checked<string> {
  if (newPassword !== confirmPassword) return { ok: false, fields: { confirmPassword: 'mismatch' } };
  if (!newPassword) return { ok: false, fields: { newPassword: 'required' } };
  if (newPassword.length < PASSWORD_MIN_LENGTH) return { ok: false, fields: { newPassword: 'too_short' } };
  if (newPassword.length > PASSWORD_MAX_LENGTH) return { ok: false, fields: { newPassword: 'too_long' } };
  return { ok: true, data: newPassword };
}
