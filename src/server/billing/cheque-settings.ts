import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { systemSettings } from '../db/schema/index';

/** Platform settings keys (system_settings) the cheque instructions read; the settings screen is issue 13. */
export const chequeSettingKeys = { payee: 'cheque_payee', mailingAddress: 'cheque_mailing_address', companyName: 'company_name', companyAddress: 'company_address', companyEmail: 'company_email', companyPhone: 'company_phone' } as const;

export const chequeDefaults = { payee: 'Corner Store', mailingAddress: 'Corner Store Billing, PO Box 1000, Springfield, IL 62701' };

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/**
 * Payee and mailing address: the cheque settings, else the company's (system settings), else the
 * defaults; and the company's email and phone for questions ('' when none is set).
 */
export async function chequeSettings(db: Db): Promise<{ payee: string; mailingAddress: string; contact: string }> {
  const rows = await db
    .select({ key: systemSettings.key, value: systemSettings.value })
    .from(systemSettings)
    .where(inArray(systemSettings.key, Object.values(chequeSettingKeys)));
  const byKey = new Map(rows.map((row) => [row.key, text(row.value)]));
  return {
    payee: byKey.get(chequeSettingKeys.payee) ?? byKey.get(chequeSettingKeys.companyName) ?? chequeDefaults.payee,
    mailingAddress: byKey.get(chequeSettingKeys.mailingAddress) ?? byKey.get(chequeSettingKeys.companyAddress) ?? chequeDefaults.mailingAddress,
    contact: [byKey.get(chequeSettingKeys.companyEmail), byKey.get(chequeSettingKeys.companyPhone)].filter(Boolean).join(' · '),
  };
}
