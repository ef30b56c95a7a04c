import { settingLimits } from '#shared/settings/system-settings';
import { fieldSentences, settingFieldTexts } from '#client/texts/fields';

const ranges: Record<string, { min: number; max: number; unit?: string }> = {
  smtp_port: settingLimits.port,
  tax_rate: { ...settingLimits.taxRate, unit: '%' },
  payment_terms: { ...settingLimits.paymentTermsDays, unit: ' days' },
  session_timeout: { ...settingLimits.sessionTimeoutMinutes, unit: ' minutes' },
  password_min_length: { ...settingLimits.passwordMinLength, unit: ' characters' },
};

/** The inline text of a setting's field code (from the server's 422 or the form's own check); the words are in texts/fields. */
export function settingFieldText(field: string, code: string): string {
  const range = ranges[field];
  if ((code === 'out_of_range' || code === 'required') && range) {
    return range.unit === '%' ? fieldSentences.percentRange(range.min, range.max) : fieldSentences.numberRange(range.min, range.max, range.unit);
  }
  return settingFieldTexts[code]?.() ?? fieldSentences.checkValue;
}
