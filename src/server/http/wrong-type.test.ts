import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStoreWithStaff, createTestApp, type TestApp } from '../test/test-app';

/** Issue 36: a field of the wrong type is named and reported as 'invalid_type' (never 'required', never '_'). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const fieldsOf = async (response: Response) => {
  expect(response.status).toBe(422);
  return ((await response.json()) as { error: { code: string; fields: Record<string, string> } }).error;
};

describe('a value of the wrong type', () => {
  it("on sign-in is the field's invalid_type", async () => {
    const response = await t.request('/api/auth/sign-in/email', { method: 'POST', json: { email: 42, password: 'x' } });
    expect(await fieldsOf(response)).toEqual({ code: 'VALIDATION_FAILED', fields: { email: 'invalid_type' } });
  });

  it("on a customer's status switch is the switch's invalid_type", async () => {
    const staff = await createStoreWithStaff(t, 'Types');
    const created = await t.request('/api/customers', { method: 'POST', cookie: staff.owner.cookie, json: { name: 'Ana Ruiz', phone: '+12175550144' } });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const response = await t.request(`/api/customers/${id}/status`, { method: 'PATCH', cookie: staff.owner.cookie, json: { isBlocked: 'yes' } });
    expect(await fieldsOf(response)).toEqual({ code: 'VALIDATION_FAILED', fields: { isBlocked: 'invalid_type' } });
  });

  it('a missing field is still required', async () => {
    const response = await t.request('/api/auth/sign-in/email', { method: 'POST', json: { password: 'x' } });
    expect(await fieldsOf(response)).toEqual({ code: 'VALIDATION_FAILED', fields: { email: 'required' } });
  });
});
