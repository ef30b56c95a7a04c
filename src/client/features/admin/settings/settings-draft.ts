import type { SystemSettingsView } from '#shared/settings/system-settings';
import { formatCount } from '#shared/i18n/display-locale';
import { formatCentsIn, percentOfCents } from '#shared/money';
import { t } from '#client/i18n';

/** What the form edits: numbers as typed, the SMTP password empty unless a new one is typed. */
export type Draft = Omit<SystemSettingsView, 'smtp_password_set' | 'smtp_port' | 'tax_rate' | 'payment_terms' | 'session_timeout' | 'password_min_length'> & {
  smtp_port: string;
  tax_rate: string;
  payment_terms: string;
  session_timeout: string;
  password_min_length: string;
  smtp_password: string;
};

const numberFields = ['smtp_port', 'tax_rate', 'payment_terms', 'session_timeout', 'password_min_length'] as const;

export function draftOf(view: SystemSettingsView): Draft {
  const { smtp_password_set: _set, ...rest } = view;
  return {
    ...rest,
    smtp_port: String(view.smtp_port),
    tax_rate: String(view.tax_rate),
    payment_terms: String(view.payment_terms),
    session_timeout: String(view.session_timeout),
    password_min_length: String(view.password_min_length),
    smtp_password: '',
  };
}

export function toUpdate(draft: Draft): Record<string, unknown> {
  const { smtp_password, ...rest } = draft;
  const update: Record<string, unknown> = { ...rest };
  for (const field of numberFields) update[field] = draft[field].trim() === '' ? Number.NaN : Number(draft[field]);
  if (smtp_password) update.smtp_password = smtp_password;
  return update;
}

export type SettingsTab = 'general' | 'email' | 'payment' | 'security' | 'system';

/** Which tab holds each field: a refused field's tab is opened. */
export const tabOfField: Record<string, SettingsTab> = {
  company_name: 'general', company_email: 'general', company_phone: 'general', company_address: 'general', timezone: 'general',
  email_notifications_enabled: 'email', smtp_host: 'email', smtp_port: 'email', smtp_username: 'email', smtp_password: 'email',
  currency: 'payment', tax_rate: 'payment', payment_terms: 'payment',
  session_timeout: 'security', password_min_length: 'security', require_two_factor: 'security',
  maintenance_mode: 'system', debug_mode: 'system', backup_frequency: 'system',
};

/** How the payment settings read together, on an example amount of 100 (the saved values are what counts). */
export function paymentExample(draft: Draft): string {
  const rate = Number(draft.tax_rate);
  const days = Number(draft.payment_terms);
  if (!Number.isFinite(rate) || !Number.isFinite(days)) return t('admin.paymentExampleNone');
  const exampleCents = 10_000;
  const totalCents = exampleCents + percentOfCents(exampleCents, rate);
  return t('admin.paymentExample', {
    amount: formatCentsIn(exampleCents, draft.currency),
    rate: formatCount(rate),
    total: formatCentsIn(totalCents, draft.currency),
    days: formatCount(days),
  });
}
