import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { explainPlan } from '../test/explain';
import { selectPayrollPage } from './payroll.queries';

/** The payroll page reads (store_id, created_at DESC, id DESC) in order and stops at the page: no sort of the store's entries. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('the payroll page query plan', () => {
  it('walks payroll_entries_store_created_idx in order, no sort', async () => {
    const plan = await explainPlan(t.db, selectPayrollPage(t.db, '6f1c2a4e-0000-4000-8000-000000000001', {}));
    expect(plan).toContain('payroll_entries_store_created_idx');
    expect(plan).not.toMatch(/Sort/);
  });
});
