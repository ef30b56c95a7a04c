import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionContextSchema } from '#shared/session/session.schemas';
import { createStoreWithStaff, createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let staff: Awaited<ReturnType<typeof createStoreWithStaff>>;
beforeAll(async () => {
  t = await createTestApp();
  staff = await createStoreWithStaff(t, 'Session Store');
});
afterAll(async () => t.close());

describe('GET /api/session ("who am I")', () => {
  it('answers 200 null when signed out: a question, not an error', async () => {
    const response = await t.request('/api/session');
    expect(response.status).toBe(200);
    expect(await response.json()).toBeNull();
  });

  it('answers 200 null for a forged or stale session cookie', async () => {
    const response = await t.request('/api/session', { cookie: 'better-auth.session_token=forged.value' });
    expect(response.status).toBe(200);
    expect(await response.json()).toBeNull();
  });

  it('answers the signed-in context (positive control)', async () => {
    const response = await t.request('/api/session', { cookie: staff.employee.cookie });
    expect(response.status).toBe(200);
    const body = sessionContextSchema.parse(await response.json());
    expect(body).toMatchObject({ role: 'employee', store: { id: staff.storeId, name: 'Session Store' } });
  });

  it("carries the store's statement-sharing setting, so an employee's screens know whether to offer Share statement", async () => {
    const read = async (cookie: string) => sessionContextSchema.parse(await (await t.request('/api/session', { cookie })).json()).store?.employeesShareStatements;
    expect(await read(staff.employee.cookie)).toBe(false);
    const settings = { name: 'Session Store', timezone: 'America/Chicago' };
    expect((await t.request('/api/stores/current', { method: 'PUT', cookie: staff.owner.cookie, json: { ...settings, employeesShareStatements: true } })).status).toBe(200);
    expect(await read(staff.employee.cookie)).toBe(true);
    expect(await read(staff.owner.cookie)).toBe(true);
    await t.request('/api/stores/current', { method: 'PUT', cookie: staff.owner.cookie, json: { ...settings, employeesShareStatements: false } });
    expect(await read(staff.employee.cookie)).toBe(false);
  });

  it('leaves every other route at 401 when signed out', async () => {
    for (const path of ['/api/stores/current', '/api/dashboard/summary', '/api/customers']) {
      const response = await t.request(path);
      expect(response.status, path).toBe(401);
      expect(await response.json()).toEqual({ error: { code: 'UNAUTHENTICATED' } });
    }
  });
});
