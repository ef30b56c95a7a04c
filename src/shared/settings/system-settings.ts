import { z } from 'zod';
import { rawText, safeText } from '../validation/primitives';

/**
 * The platform's system settings (spec part 2 §3 and §9; DESIGN.md §1): stored on the server, one
 * `system_settings` row per key (the key is the field name), effective on every instance.
 * Defaults and options are the spec's. Field error codes: 'too_long', 'invalid_characters',
 * 'invalid_email', 'out_of_range', 'invalid_option'.
 */

/** Timezone options of the spec, as IANA names (label → zone). */
export const timezoneOptions = [
  { value: 'UTC', label: 'UTC' },
  { value: 'America/New_York', label: 'Eastern' },
  { value: 'America/Chicago', label: 'Central' },
  { value: 'America/Denver', label: 'Mountain' },
  { value: 'America/Los_Angeles', label: 'Pacific' },
  { value: 'Europe/London', label: 'London' },
  { value: 'Europe/Paris', label: 'Paris' },
  { value: 'Asia/Tokyo', label: 'Tokyo' },
] as const;
export const currencyOptions = ['USD', 'EUR', 'GBP', 'CAD', 'JPY'] as const;
export const backupFrequencyOptions = ['hourly', 'daily', 'weekly', 'monthly'] as const;

export const settingLimits = {
  port: { min: 1, max: 65535 },
  taxRate: { min: 0, max: 100 },
  paymentTermsDays: { min: 0, max: 365 },
  sessionTimeoutMinutes: { min: 5, max: 1440 },
  passwordMinLength: { min: 8, max: 128 },
} as const;

const intIn = ({ min, max }: { min: number; max: number }) =>
  z.number({ error: 'required' }).int('out_of_range').min(min, 'out_of_range').max(max, 'out_of_range');

const optionOf = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: 'invalid_option' });

const optionalEmail = z
  .string()
  .trim()
  .max(254, 'too_long')
  .refine((v) => v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), 'invalid_email');

/** Every setting a browser may read (the SMTP password is write-only and never part of it). */
export const systemSettingsSchema = z
  .object({
    // General
    company_name: safeText({ max: 200 }),
    company_email: optionalEmail,
    company_phone: safeText({ max: 50 }),
    company_address: safeText({ max: 500, multiline: true }),
    timezone: optionOf(timezoneOptions.map((o) => o.value) as unknown as readonly [string, ...string[]]),
    // Email
    email_notifications_enabled: z.boolean({ error: 'required' }),
    smtp_host: safeText({ max: 253 }),
    smtp_port: intIn(settingLimits.port),
    smtp_username: safeText({ max: 254 }),
    // Payment
    currency: optionOf(currencyOptions),
    tax_rate: z.number({ error: 'required' }).min(settingLimits.taxRate.min, 'out_of_range').max(settingLimits.taxRate.max, 'out_of_range'),
    payment_terms: intIn(settingLimits.paymentTermsDays),
    // Security
    session_timeout: intIn(settingLimits.sessionTimeoutMinutes),
    password_min_length: intIn(settingLimits.passwordMinLength),
    require_two_factor: z.boolean({ error: 'required' }),
    // System
    maintenance_mode: z.boolean({ error: 'required' }),
    debug_mode: z.boolean({ error: 'required' }),
    backup_frequency: optionOf(backupFrequencyOptions),
  })
  .strict();

export type SystemSettings = z.output<typeof systemSettingsSchema>;
export type SystemSettingKey = keyof SystemSettings;

/** The spec's defaults (part 2 §9); company details default to the platform's own. */
export const systemSettingDefaults: SystemSettings = {
  company_name: 'Corner Store',
  company_email: '',
  company_phone: '',
  company_address: '',
  timezone: 'UTC',
  email_notifications_enabled: true,
  smtp_host: '',
  smtp_port: 587,
  smtp_username: '',
  currency: 'USD',
  tax_rate: 0,
  payment_terms: 30,
  session_timeout: 30,
  password_min_length: 8,
  require_two_factor: false,
  maintenance_mode: false,
  debug_mode: false,
  backup_frequency: 'daily',
};

export const systemSettingKeys = Object.keys(systemSettingDefaults) as SystemSettingKey[];

/** The write-only secret kept beside the settings (key `smtp_password`); never sent to a browser. */
export const smtpPasswordKey = 'smtp_password';

/** GET /api/admin/settings: every setting, and only whether an SMTP password is set. */
export const systemSettingsViewSchema = systemSettingsSchema.extend({ smtp_password_set: z.boolean() });
export type SystemSettingsView = z.output<typeof systemSettingsViewSchema>;

/**
 * PUT /api/admin/settings: any of the settings (the ones sent are validated together: one bad value
 * and nothing is saved), and the SMTP password: a new one, null to remove it, absent to keep it.
 */
export const systemSettingsUpdateSchema = systemSettingsSchema
  .partial()
  .extend({ smtp_password: rawText({ max: 200 }).nullable().optional() })
  .strict();
export type SystemSettingsUpdate = z.output<typeof systemSettingsUpdateSchema>;

/** The last scheduled (or manual) backup, as the admin panel shows it. */
export const latestBackupSchema = z.object({
  file: z.string(),
  sizeBytes: z.number(),
  finishedAt: z.string(),
  frequency: z.enum(backupFrequencyOptions),
  kept: z.number(),
});
export type LatestBackup = z.output<typeof latestBackupSchema>;
export const latestBackupResponseSchema = z.object({ backup: latestBackupSchema.nullable() });

/**
 * Stored rows → settings: each known key parsed on its own; a missing or malformed value falls
 * back to its default (so a bad row can never stop the app).
 */
export function settingsFromRows(rows: readonly { key: string; value: unknown }[]): SystemSettings {
  const result: Record<string, unknown> = { ...systemSettingDefaults };
  const shape = systemSettingsSchema.shape as Record<string, z.ZodType>;
  for (const { key, value } of rows) {
    const field = shape[key];
    if (!field) continue;
    const parsed = field.safeParse(value);
    if (parsed.success) result[key] = parsed.data;
  }
  return result as SystemSettings;
}
