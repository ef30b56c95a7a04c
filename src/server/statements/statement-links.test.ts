import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { statementLinkListSchema } from '#shared/statements/statement-link.schemas';
import { securityAuditLog, statementLinks } from '../db/schema/index';
import { createStoreWithStaff, createTestApp, type TestApp } from '../test/test-app';
import { insertCustomer } from '../credit/credit-test-support';
import { makeLink, openPage } from './statement-test-support';
import { hashStatementToken } from './statement-token';

let t: TestApp;
let staff: Awaited<ReturnType<typeof createStoreWithStaff>>;
let other: Awaited<ReturnType<typeof createStoreWithStaff>>;
let customerId: string;

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'true' });
  staff = await createStoreWithStaff(t, 'Rosa Market');
  other = await createStoreWithStaff(t, 'Canary Corner');
  customerId = (await insertCustomer(t, staff.storeId, { name: 'Ana Lopez' })).id;
}, 60_000);
afterAll(async () => t.close());

const create = (cookie: string | undefined, id = customerId, json: unknown = {}) => t.request(`/api/customers/${id}/statement-links`, { method: 'POST', cookie, json });
const list = (cookie: string | undefined, id = customerId) => t.request(`/api/customers/${id}/statement-links`, { cookie });
const revoke = (cookie: string | undefined, id: string) => t.request(`/api/statement-links/${id}/revoke`, { method: 'POST', cookie, json: {} });

async function linkRows() {
  return t.db.select().from(statementLinks);
}

describe('who may make, list and revoke links', () => {
  it('signed out: 401 everywhere, nothing written', async () => {
    const made = await makeLink(t, staff.owner.cookie, customerId);
    const before = await linkRows();
    for (const response of [await create(undefined), await list(undefined), await revoke(undefined, made.id)]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: { code: 'UNAUTHENTICATED' } });
    }
    expect(await linkRows()).toEqual(before);
  });

  it('an employee: 403 OWNER_ONLY while Store Settings do not allow sharing', async () => {
    const made = await makeLink(t, staff.owner.cookie, customerId);
    const before = await linkRows();
    for (const response of [await create(staff.employee.cookie), await list(staff.employee.cookie), await revoke(staff.employee.cookie, made.id)]) {
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: { code: 'OWNER_ONLY' } });
    }
    expect(await linkRows()).toEqual(before);
  });

  it("another store's owner: our customer and our link are not found (404), nothing written", async () => {
    const made = await makeLink(t, staff.owner.cookie, customerId);
    const before = await linkRows();
    for (const response of [await create(other.owner.cookie), await list(other.owner.cookie), await revoke(other.owner.cookie, made.id)]) {
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: { code: 'NOT_FOUND' } });
    }
    expect(await linkRows()).toEqual(before);
    expect((await openPage(t, made.path)).response.status).toBe(200);
  });

  it('positive control: the owner makes, lists and revokes', async () => {
    const made = await makeLink(t, staff.owner.cookie, customerId);
    expect(made.url).toMatch(/^http:\/\/localhost:3999\/s\/[A-Za-z0-9_-]{43}$/);
    const listed = statementLinkListSchema.parse(await (await list(staff.owner.cookie)).json());
    expect(listed.links[0]).toMatchObject({ id: made.id, status: 'active', createdByName: 'Rosa Diaz', revokedAt: null });
    expect((await revoke(staff.owner.cookie, made.id)).status).toBe(204);
    expect((await revoke(staff.owner.cookie, made.id)).status).toBe(204);
    const after = statementLinkListSchema.parse(await (await list(staff.owner.cookie)).json());
    expect(after.links.find((l) => l.id === made.id)).toMatchObject({ status: 'revoked' });
  });

  it('an employee shares once the owner allows it in Store Settings; the owner still lists and revokes alone', async () => {
    const settings = { name: 'Rosa Market', timezone: 'America/Chicago', employeesShareStatements: true };
    const saved = await t.request('/api/stores/current', { method: 'PUT', cookie: staff.owner.cookie, json: settings });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ employeesShareStatements: true });
    const made = await makeLink(t, staff.employee.cookie, customerId);
    const listed = statementLinkListSchema.parse(await (await list(staff.owner.cookie)).json());
    expect(listed.links.find((l) => l.id === made.id)?.createdByName).toBe('Eli Employee');
    expect((await revoke(staff.employee.cookie, made.id)).status).toBe(403);
    // Saving the settings without the flag keeps the choice; turning it off refuses again.
    await t.request('/api/stores/current', { method: 'PUT', cookie: staff.owner.cookie, json: { name: 'Rosa Market', timezone: 'America/Chicago' } });
    expect((await create(staff.employee.cookie)).status).toBe(201);
    await t.request('/api/stores/current', { method: 'PUT', cookie: staff.owner.cookie, json: { ...settings, employeesShareStatements: false } });
    expect((await create(staff.employee.cookie)).status).toBe(403);
  });
});

describe('the links themselves', () => {
  it('expire after 7, 30 (default) or 90 days; any other choice is a field error', async () => {
    const day = 86_400_000;
    for (const [json, days] of [[{}, 30], [{ expiresInDays: 7 }, 7], [{ expiresInDays: 90 }, 90]] as const) {
      const made = await makeLink(t, staff.owner.cookie, customerId, json);
      expect(Math.round((new Date(made.expiresAt).getTime() - Date.now()) / day)).toBe(days);
    }
    const refused = await create(staff.owner.cookie, customerId, { expiresInDays: 45 });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED', fields: { expiresInDays: 'invalid_expiry' } } });
  });

  it('keeps only the SHA-256 of a 256-bit token, and the audit log records the link made and revoked, not the token', async () => {
    const made = await makeLink(t, staff.owner.cookie, customerId);
    const [row] = await t.db.select().from(statementLinks).where(eq(statementLinks.id, made.id));
    expect(row!.tokenHash).toBe(hashStatementToken(made.token));
    expect(Buffer.from(made.token, 'base64url')).toHaveLength(32);
    await revoke(staff.owner.cookie, made.id);
    await openPage(t, made.path);
    const audit = await t.db.select().from(securityAuditLog).where(eq(securityAuditLog.recordId, made.id));
    expect(audit.map((a) => a.action).sort()).toEqual(['INSERT', 'UPDATE']);
    expect(JSON.stringify(audit)).not.toContain(made.token);
  });

  it('each new link is a new token; an archived customer gets none (409)', async () => {
    const a = await makeLink(t, staff.owner.cookie, customerId);
    const b = await makeLink(t, staff.owner.cookie, customerId);
    expect(a.token).not.toBe(b.token);
    const archived = await insertCustomer(t, staff.storeId, { name: 'Old Person', archivedAt: new Date() });
    const refused = await create(staff.owner.cookie, archived.id);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: { code: 'CUSTOMER_ARCHIVED' } });
  });

  it('a made-up link id or customer id is 404', async () => {
    expect((await revoke(staff.owner.cookie, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await revoke(staff.owner.cookie, 'not-a-uuid')).status).toBe(404);
    expect((await list(staff.owner.cookie, 'not-a-uuid')).status).toBe(404);
  });
});
