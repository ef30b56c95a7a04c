import { settingLimits } from '#shared/settings/system-settings';

const ranges: Record<string, { min: number; max: number; unit?: string }> = {
  smtp_port: settingLimits.port,
  tax_rate: { ...settingLimits.taxRate, unit: '%' },
  payment_terms: { ...settingLimits.paymentTermsDays, unit: ' days' },
  session_timeout: { ...settingLimits.sessionTimeoutMinutes, unit: ' minutes' },
  password_min_length: { ...settingLimits.passwordMinLength, unit: ' characters' },
};

/** The inline text of a setting's field code (from the server's 422 or the form's own check). */
export function settingFieldText(field: string, code: string): string {
  const range = ranges[field];
  if ((code === 'out_of_range' || code === 'required') && range) return `Enter a whole number from ${range.min} to ${range.max}${range.unit ?? ''}`.replace('whole number from 0 to 100%', 'number from 0 to 100%');
  if (code === 'invalid_email') return 'Please enter a valid email address';
  if (code === 'too_long') return 'This entry is too long';
  if (code === 'invalid_characters') return 'This entry contains characters that are not allowed';
  if (code === 'invalid_option') return 'Please choose one of the options';
  return 'Please check this value';
}
