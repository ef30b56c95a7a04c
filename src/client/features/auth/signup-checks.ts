import { signUpInputSchema, type SignUpInput } from '#shared/auth/auth.schemas';
import { fieldCodesFrom } from '#client/lib/field-codes';
import type { Checked } from './validation';
import { currentLanguage } from '#client/i18n';

export type SignUpValues = Omit<SignUpInput, 'timezone' | 'language'>;

/** Sign-up, by the shared schema: every field required, password at least 8, email trimmed and lowercased. */
export function checkSignUp(values: SignUpValues, timezone: string | null): Checked<SignUpInput> {
  const withLanguage = { ...values, language: currentLanguage() };
  const result = signUpInputSchema.safeParse(timezone ? { ...withLanguage, timezone } : withLanguage);
  return result.success ? { ok: true, data: result.data } : { ok: false, fields: fieldCodesFrom(result.error) };
}
