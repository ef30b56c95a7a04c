import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { adminUsers, securityAuditLog, systemSettings } from '../db/schema/index';
import { createAdmin } from '../test/test-app';
import { readSmtpPassword } from '../config/settings-store';
import { admin, reset, save, shop, t, useTwoInstances } from './settings-test-support';

/** System settings through the API: defaults, ranges, access and audit (decision 037). */
useTwoInstances();

describe('settings API', () => {
  it('answers the defaults and never the SMTP password, only whether one is set', async () => {
    const before = await t.request('/api/admin/settings', { cookie: admin.cookie });
    expect(before.status).toBe(200);
    expect(await before.json()).toMatchObject({ company_name: 'Corner Store', smtp_port: 587, session_timeout: 30, password_min_length: 8, smtp_password_set: false });
    expect((await save({ smtp_host: 'mail.example.com', smtp_password: 'S3cret-smtp-pass' })).status).toBe(200);
    const after = await t.request('/api/admin/settings', { cookie: admin.cookie });
    const text = await after.text();
    expect(text).not.toContain('S3cret-smtp-pass');
    expect(JSON.parse(text)).toMatchObject({ smtp_host: 'mail.example.com', smtp_password_set: true });
    expect(JSON.parse(text)).not.toHaveProperty('smtp_password');
    // stored sealed (AES-GCM under AUTH_SECRET), readable by the mailer
    const [row] = await t.db.select().from(systemSettings).where(eq(systemSettings.key, 'smtp_password'));
    expect(JSON.stringify(row!.value)).not.toContain('S3cret-smtp-pass');
    expect(await readSmtpPassword(t.db, t.deps.config.AUTH_SECRET!)).toBe('S3cret-smtp-pass');
    expect(await readSmtpPassword(t.db, 'another-secret-another-secret-1234')).toBeNull();
    // null removes it
    expect(await (await save({ smtp_password: null })).json()).toMatchObject({ smtp_password_set: false });
  });

  it.each([
    [{ smtp_port: 0 }, 'smtp_port'],
    [{ smtp_port: 65536 }, 'smtp_port'],
    [{ tax_rate: 100.5 }, 'tax_rate'],
    [{ tax_rate: -1 }, 'tax_rate'],
    [{ session_timeout: 4 }, 'session_timeout'],
    [{ session_timeout: 1441 }, 'session_timeout'],
    [{ password_min_length: 7 }, 'password_min_length'],
    [{ password_min_length: 129 }, 'password_min_length'],
    [{ currency: 'BTC' }, 'currency'],
    [{ timezone: 'Mars/Base' }, 'timezone'],
    [{ push_vapid: 'x' }, null],
  ])('refuses %j with 422 and saves nothing, not even the good values sent with it', async (bad, field) => {
    const auditBefore = await t.db.$count(securityAuditLog, eq(securityAuditLog.tableName, 'system_settings'));
    const response = await save({ company_name: 'Should Not Save', password_min_length: 12, ...bad });
    expect(response.status).toBe(422);
    const body = ((await response.json()) as { error: { code: string; fields?: Record<string, string> } }).error;
    expect(body.code).toBe('VALIDATION_FAILED');
    if (field) expect(body.fields?.[field]).toBeTruthy();
    const rows = await t.db.select().from(systemSettings).where(sql`${systemSettings.key} in ('company_name', 'password_min_length')`);
    expect(rows).toEqual([]);
    expect(await t.db.$count(securityAuditLog, eq(securityAuditLog.tableName, 'system_settings'))).toBe(auditBefore);
  });

  it('accepts the edges of every range (positive control)', async () => {
    const response = await save({ smtp_port: 65535, tax_rate: 100, session_timeout: 1440, password_min_length: 128 });
    expect(response.status).toBe(200);
    expect(await (await save({ smtp_port: 1, tax_rate: 0, session_timeout: 5, password_min_length: 8 })).json()).toMatchObject({ smtp_port: 1, session_timeout: 5 });
  });

  it('refuses the signed out (401), owners, employees and a deleted admin (403)', async () => {
    const former = await createAdmin(t);
    await t.db.delete(adminUsers).where(eq(adminUsers.userId, former.id));
    const calls = [
      (cookie?: string) => t.request('/api/admin/settings', { cookie }),
      (cookie?: string) => t.request('/api/admin/settings', { method: 'PUT', cookie, json: { company_name: 'Hijacked' } }),
      (cookie?: string) => t.request('/api/admin/settings/reset', { method: 'POST', cookie, json: {} }),
      (cookie?: string) => t.request('/api/admin/backups/latest', { cookie }),
    ];
    for (const call of calls) {
      expect((await call()).status).toBe(401);
      for (const cookie of [shop.owner.cookie, shop.employee.cookie, former.cookie]) expect((await call(cookie)).status).toBe(403);
      expect((await call(admin.cookie)).status).toBe(200); // positive control
    }
    expect((await (await t.request('/api/admin/settings', { cookie: admin.cookie })).json()).company_name).toBe('Corner Store');
  });

  it('audits every change with the admin id, old and new values, secrets masked', async () => {
    await save({ company_name: 'First Name Co' });
    const since = new Date();
    await save({ company_name: 'Second Name Co', smtp_password: 'Masked-Pass-1' });
    const rows = await t.db.execute<{ record_id: string; user_id: string; action: string; values: string }>(
      sql`select record_id, user_id, action, to_jsonb(l)::text as values from security_audit_log l
          where table_name = 'system_settings' and created_at >= ${since.toISOString()}::timestamptz order by created_at`,
    );
    const byKey = new Map(rows.rows.map((row) => [row.record_id, row]));
    expect(byKey.get('company_name')).toMatchObject({ user_id: admin.id, action: 'UPDATE' });
    expect(byKey.get('smtp_password')).toMatchObject({ user_id: admin.id, action: 'INSERT' });
    expect(byKey.get('smtp_password')!.values).not.toContain('Masked-Pass-1');
    const companyRow = JSON.parse(byKey.get('company_name')!.values) as { old_values: { value: string }; new_values: { value: string } };
    expect(companyRow.old_values.value).toBe('First Name Co');
    expect(companyRow.new_values.value).toBe('Second Name Co');
    expect(byKey.get('smtp_password')!.values).toContain('********');
    // reset is audited too
    await reset();
    const deleted = await t.db.$count(securityAuditLog, sql`${securityAuditLog.tableName} = 'system_settings' and ${securityAuditLog.action} = 'DELETE' and ${securityAuditLog.userId} = ${admin.id}`);
    expect(deleted).toBeGreaterThanOrEqual(2);
  });
});
