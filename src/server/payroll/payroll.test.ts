import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeePayrollSchema, payrollEntrySchema, payrollPageSchema } from '#shared/payroll/payroll.schemas';
import { payrollEntries, securityAuditLog, storedObjects } from '../db/schema/index';
import { createStoreWithStaff, createTestApp, type TestApp } from '../test/test-app';
import { insertEmployee, insertPayrollEntry, payrollBody, signaturePng } from './payroll-test-support';

let t: TestApp;
let shop: Awaited<ReturnType<typeof createStoreWithStaff>>;
let other: Awaited<ReturnType<typeof createStoreWithStaff>>;

beforeAll(async () => {
  t = await createTestApp();
  shop = await createStoreWithStaff(t, 'Rosa Market');
  other = await createStoreWithStaff(t, 'Canary Corner');
}, 60_000);
afterAll(async () => t.close());

const post = async (overrides: Record<string, unknown> = {}, cookie = shop.owner.cookie, employeeId = shop.employee.id) =>
  t.request('/api/payroll', { method: 'POST', cookie, json: await payrollBody(employeeId, overrides) });
const count = async () => (await t.db.select().from(payrollEntries)).length;

describe('record a payroll entry', () => {
  it('stores the entry with the snapshot, rate, signature (private, owner only) and an audit row', async () => {
    const response = await post();
    expect(response.status).toBe(201);
    const entry = payrollEntrySchema.parse(await response.json());
    expect(entry).toMatchObject({ employeeName: 'Eli Employee', payPeriodType: 'weekly', totalHours: 45, totalAmountCents: 54_000, hourlyRateCents: 1200, hasSignature: true });
    const signature = await t.request(`/api/payroll/${entry.id}/signature`, { cookie: shop.owner.cookie });
    expect(signature.headers.get('content-type')).toBe('image/png');
    expect((await sharp(Buffer.from(await signature.arrayBuffer())).metadata()).format).toBe('png');
    expect((await t.request(`/api/payroll/${entry.id}/signature`, { cookie: shop.employee.cookie })).status).toBe(403);
    expect((await t.request(`/api/payroll/${entry.id}/signature`, { cookie: other.owner.cookie })).status).toBe(404);
    expect((await t.request(`/api/payroll/${entry.id}/signature`)).status).toBe(401);
    const [object] = await t.db.select().from(storedObjects).where(eq(storedObjects.kind, 'signature'));
    expect(object?.key.startsWith(`signatures/${shop.storeId}/`)).toBe(true);
    const audit = await t.db.select().from(securityAuditLog).where(eq(securityAuditLog.recordId, entry.id));
    expect(audit.map((a) => [a.action, a.userId])).toEqual([['INSERT', shop.owner.id]]);
  });

  it.each([
    [{ totalHours: 0 }, { totalHours: 'invalid_hours' }],
    [{ totalHours: 7.25 }, { totalHours: 'invalid_hours' }],
    [{ totalHours: 744.5 }, { totalHours: 'invalid_hours' }],
    [{ totalAmountCents: 0 }, { totalAmountCents: 'invalid_amount' }],
    [{ totalAmountCents: 10.5 }, { totalAmountCents: 'invalid_amount' }],
    [{ totalAmountCents: 10_000_001 }, { totalAmountCents: 'too_large' }],
    [{ startDate: '2026-02-30' }, { startDate: 'invalid_date' }],
    [{ startDate: '2026-03-09', endDate: '2026-03-08' }, { endDate: 'invalid_range' }],
    [{ startDate: '2026-03-01', endDate: '2026-03-09' }, { endDate: 'period_too_long' }],
    [{ payPeriodType: 'bi-weekly', startDate: '2026-03-01', endDate: '2026-03-17' }, { endDate: 'period_too_long' }],
    [{ payPeriodType: 'monthly', startDate: '2026-03-01', endDate: '2026-04-01' }, { endDate: 'period_too_long' }],
    [{ payPeriodType: 'daily' }, { payPeriodType: 'invalid_value' }],
    [{ signaturePng: '' }, { signaturePng: 'required' }],
    [{ signaturePng: 'not base64!' }, { signaturePng: 'invalid_signature' }],
    [{ signaturePng: Buffer.from('GIF89a-not-a-png').toString('base64') }, { signaturePng: 'invalid_signature' }],
  ])('refuses %j with 422 %j and writes nothing', async (overrides, fields) => {
    const before = await count();
    const response = await post(overrides);
    expect(response.status).toBe(422);
    expect(((await response.json()) as { error: { fields: unknown } }).error.fields).toEqual(fields);
    expect(await count()).toBe(before);
  });

  it('accepts the longest periods: 8, 16 and 31 days', async () => {
    expect((await post({ startDate: '2026-03-01', endDate: '2026-03-08' })).status).toBe(201);
    expect((await post({ payPeriodType: 'bi-weekly', startDate: '2026-03-01', endDate: '2026-03-16' })).status).toBe(201);
    expect((await post({ payPeriodType: 'monthly', startDate: '2026-03-01', endDate: '2026-03-31', totalHours: 170.5 })).status).toBe(201);
  });

  it('checks the signature by content: blank, fake PNG, too large', async () => {
    const blank = await sharp({ create: { width: 300, height: 100, channels: 4, background: '#fff' } }).png().toBuffer();
    const truncated = (await signaturePng()).subarray(0, 60);
    const noisy = await sharp(Buffer.from(Array.from({ length: 400 * 400 * 3 }, () => Math.floor(Math.random() * 256))), { raw: { width: 400, height: 400, channels: 3 } }).png().toBuffer();
    expect(noisy.byteLength).toBeGreaterThan(200 * 1024);
    const cases: [Buffer, string][] = [[blank, 'invalid_signature'], [truncated, 'invalid_signature'], [noisy, 'too_large']];
    for (const [bytes, code] of cases) {
      const response = await post({ signaturePng: bytes.toString('base64') });
      expect(response.status).toBe(422);
      expect(((await response.json()) as { error: { fields: unknown } }).error.fields).toEqual({ signaturePng: code });
    }
  });

  it("refuses another store's employee (404), the owner and a stranger as the employee (422 on employeeId), and an employee caller (403)", async () => {
    const before = await count();
    expect((await post({}, shop.owner.cookie, other.employee.id)).status).toBe(404);
    expect((await post({}, other.owner.cookie, shop.employee.id)).status).toBe(404);
    for (const employeeId of [shop.owner.id, 'nobody']) {
      const response = await post({}, shop.owner.cookie, employeeId);
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({ error: { code: 'VALIDATION_FAILED', fields: { employeeId: 'not_an_employee' } } });
    }
    const malformed = await post({}, shop.owner.cookie, 'no body');
    expect(await malformed.json()).toEqual({ error: { code: 'VALIDATION_FAILED', fields: { employeeId: 'invalid_id' } } });
    expect((await post({}, shop.employee.cookie)).status).toBe(403);
    expect((await t.request('/api/payroll', { method: 'POST', json: await payrollBody(shop.employee.id) })).status).toBe(401);
    expect(await count()).toBe(before);
    expect(await t.db.select().from(storedObjects).where(eq(storedObjects.storeId, other.storeId))).toEqual([]);
  });

  it('entries are never updated in place (the database refuses)', async () => {
    const id = await insertPayrollEntry(t, shop.owner.cookie, shop.employee.id);
    await expect(t.db.update(payrollEntries).set({ totalAmountCents: 1 }).where(eq(payrollEntries.id, id))).rejects.toThrow();
  });
});

describe('the list, the employee dialog, delete', () => {
  it('pages newest first, filters by employee and start dates, and never shows another store', async () => {
    const staff = await insertEmployee(t, shop.owner.cookie, { firstName: 'Paula', lastName: 'Pages' });
    const ids: string[] = [];
    for (let i = 0; i < 53; i++) {
      const day = String((i % 28) + 1).padStart(2, '0');
      ids.push(await insertPayrollEntry(t, shop.owner.cookie, staff.id, { startDate: `2025-01-${day}`, endDate: `2025-01-${day}`, totalHours: 8 }));
    }
    await insertPayrollEntry(t, other.owner.cookie, other.employee.id);
    const first = payrollPageSchema.parse(await (await t.request(`/api/payroll?employeeId=${staff.id}`, { cookie: shop.owner.cookie })).json());
    expect(first.items.map((e) => e.id)).toEqual(ids.toReversed().slice(0, 50));
    const second = payrollPageSchema.parse(await (await t.request(`/api/payroll?employeeId=${staff.id}&cursor=${first.nextCursor}`, { cookie: shop.owner.cookie })).json());
    expect(second.items.map((e) => e.id)).toEqual(ids.toReversed().slice(50));
    expect(second.nextCursor).toBeNull();
    const ranged = payrollPageSchema.parse(await (await t.request(`/api/payroll?employeeId=${staff.id}&from=2025-01-01&to=2025-01-02`, { cookie: shop.owner.cookie })).json());
    expect(ranged.items).toHaveLength(4);
    const all = payrollPageSchema.parse(await (await t.request('/api/payroll', { cookie: shop.owner.cookie })).json());
    expect(all.items.every((e) => e.employeeName !== 'Eli Employee' || e.employeeId === shop.employee.id)).toBe(true);
    const theirs = payrollPageSchema.parse(await (await t.request('/api/payroll', { cookie: other.owner.cookie })).json());
    expect(theirs.items.map((e) => e.employeeId)).toEqual([other.employee.id]);
    expect((await t.request('/api/payroll?from=2025-02-01&to=2025-01-01', { cookie: shop.owner.cookie })).status).toBe(422);

    const dialog = employeePayrollSchema.parse(await (await t.request(`/api/employees/${staff.id}/payroll`, { cookie: shop.owner.cookie })).json());
    expect(dialog.employee).toMatchObject({ firstName: 'Paula', lastName: 'Pages', isCurrent: true });
    expect(dialog.summary).toEqual({ totalHours: 53 * 8, totalPayCents: 53 * 54_000, averageRateCents: 6750, entryCount: 53 });
    expect((await t.request(`/api/employees/${staff.id}/payroll`, { cookie: other.owner.cookie })).status).toBe(404);

    const csv = await (await t.request(`/api/exports/payroll.csv?employeeId=${staff.id}&from=2025-01-01&to=2025-01-01`, { cookie: shop.owner.cookie })).text();
    expect(csv.trim().split('\n')).toHaveLength(1 + 2);
    expect(csv).toContain('Paula Pages');
  });

  it('keeps the name after the employee is deleted; delete of an entry is owner-only and audited', async () => {
    const staff = await insertEmployee(t, shop.owner.cookie, { firstName: 'Dora', lastName: 'Departed', phone: '+12175550111' });
    const id = await insertPayrollEntry(t, shop.owner.cookie, staff.id);
    expect((await t.request(`/api/employees/${staff.id}`, { method: 'DELETE', cookie: shop.owner.cookie })).status).toBe(204);
    const entry = payrollEntrySchema.parse(await (await t.request(`/api/payroll/${id}`, { cookie: shop.owner.cookie })).json());
    expect(entry).toMatchObject({ employeeName: 'Dora Departed', employeePhone: '+12175550111' });
    const dialog = employeePayrollSchema.parse(await (await t.request(`/api/employees/${staff.id}/payroll`, { cookie: shop.owner.cookie })).json());
    expect(dialog.employee).toMatchObject({ firstName: 'Dora', isCurrent: false, email: null });
    // Issue 22 point 12: a deleted employee of this very store is a field error, not a missing resource.
    const late = await post({}, shop.owner.cookie, staff.id);
    expect(late.status).toBe(422);
    expect(await late.json()).toEqual({ error: { code: 'VALIDATION_FAILED', fields: { employeeId: 'not_an_employee' } } });

    expect((await t.request(`/api/payroll/${id}`, { method: 'DELETE', cookie: shop.employee.cookie })).status).toBe(403);
    expect((await t.request(`/api/payroll/${id}`, { method: 'DELETE', cookie: other.owner.cookie })).status).toBe(404);
    expect((await t.request(`/api/payroll/${id}`, { method: 'DELETE', cookie: shop.owner.cookie })).status).toBe(204);
    expect((await t.request(`/api/payroll/${id}`, { cookie: shop.owner.cookie })).status).toBe(404);
    const audit = await t.db.select().from(securityAuditLog).where(eq(securityAuditLog.recordId, id));
    expect(audit.map((a) => a.action).sort()).toEqual(['DELETE', 'INSERT']);
  });
});
