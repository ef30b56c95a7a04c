import { signUpInputSchema, type SignUpInput } from '#shared/auth/auth.schemas';
import { fieldCodesFrom } from '#client/lib/field-codes';
import type { Checked } from './validation';

export type SignUpValues = Omit<SignUpInput, 'timezone'>;

/** Sign-up, by the shared schema: every field required, password at least 8, email trimmed and lowercased. */
export function checkSignUp(values: SignUpValues, timezone: string | null): Checked<SignUpInput> {
  const result = signUpInputSchema.safeParse(timezone ? { ...values, timezone } : values);
  return result.success ? { ok: true, data: result.data } : { ok: false, fields: fieldCodesFrom(result.error) };
}
