import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { AuditPage } from '#shared/admin/security.schemas';
import { secretSettingKeys } from '../secrets/secret-settings';
import { systemSettingKeys } from '#shared/settings/system-settings';
import { createAdmin, createTestApp, type TestApp } from '../test/test-app';

/**
 * Issue 22 item 4, from outside: /admin/security shows what changed in a setting — a first change
 * as default → new value, a reset as old → default — and masks only the secret settings (an
 * explicit list), not every setting named like a password.
 */
let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
}, 60_000);
afterAll(async () => t.close());

const save = async (json: unknown) => expect((await t.request('/api/admin/settings', { method: 'PUT', cookie: admin.cookie, json })).status).toBe(200);

/** The setting rows of the log as the admin reads them, newest first. */
async function settingEntries(key: string) {
  const response = await t.request('/api/admin/security/audit-log?table=system_settings', { cookie: admin.cookie });
  expect(response.status).toBe(200);
  const page = (await response.json()) as AuditPage;
  return page.entries
    .filter((e) => e.recordId === key)
    .map((e) => ({ action: e.action, old: e.oldValues?.value, new: e.newValues?.value, by: e.userId }));
}

describe('the audit log of system settings', () => {
  it('a first change reads default → new value, with the admin who made it', async () => {
    await save({ maintenance_mode: true });
    expect(await settingEntries('maintenance_mode')).toEqual([{ action: 'INSERT', old: false, new: true, by: admin.id }]);
    await save({ maintenance_mode: false });
    expect((await settingEntries('maintenance_mode'))[0]).toEqual({ action: 'UPDATE', old: true, new: false, by: admin.id });
  });

  it('shows the minimum password length in clear; masks the SMTP password (positive control)', async () => {
    await save({ password_min_length: 12 });
    await save({ password_min_length: 14 });
    expect(await settingEntries('password_min_length')).toEqual([
      { action: 'UPDATE', old: 12, new: 14, by: admin.id },
      { action: 'INSERT', old: 8, new: 12, by: admin.id },
    ]);
    await save({ smtp_password: 'Hunter2-smtp' });
    const [smtp] = await settingEntries('smtp_password');
    expect(smtp).toMatchObject({ action: 'INSERT', new: '********' });
    const csv = await (await t.request('/api/admin/security/audit-log.csv', { cookie: admin.cookie })).text();
    expect(csv).not.toContain('Hunter2-smtp');
    expect(csv).not.toMatch(/"iv"|sealed:v1/); // not even the sealed form
  });

  it('a reset reads old → default', async () => {
    await save({ tax_rate: 7.5 });
    const reset = await t.request('/api/admin/settings/reset', { method: 'POST', cookie: admin.cookie, json: {} });
    expect(reset.status).toBe(200);
    expect((await settingEntries('tax_rate'))[0]).toEqual({ action: 'DELETE', old: 7.5, new: 0, by: admin.id });
  });

  it('the trigger masks exactly the secret settings listed in the code (decision 043)', async () => {
    const keys = [...secretSettingKeys, ...systemSettingKeys, 'push.anything'];
    const rows = await t.db.execute<{ key: string; secret: boolean }>(
      sql`select k as key, audit_secret_setting(k) as secret from (values ${sql.join(keys.map((k) => sql`(${k})`), sql`, `)}) as v(k)`,
    );
    expect(rows.rows.filter((r) => r.secret).map((r) => r.key).sort()).toEqual([...secretSettingKeys].sort());
  });
});
