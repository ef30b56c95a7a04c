import { phoneCountryOf, toE164 } from '#shared/phone/phone';
import { AppError } from '../http/app-error';

/**
 * The form every phone is stored in (decision 084): E.164, read with the store's country (from its
 * time zone) as the default. A number that is none is refused as a field error (422 VALIDATION_FAILED).
 */
export function storedPhone(input: string, timezone: string | null | undefined, field = 'phone'): string {
  const e164 = toE164(input, phoneCountryOf(timezone));
  if (!e164) throw new AppError('VALIDATION_FAILED', { [field]: 'invalid_phone' });
  return e164;
}
