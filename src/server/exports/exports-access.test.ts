import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportDatasets, exportFormats, exportPath } from '#shared/reports/report.schemas';
import { createStoreWithStaff, createTestApp, type TestApp } from '../test/test-app';

type Staff = Awaited<ReturnType<typeof createStoreWithStaff>>;

describe('GET /api/exports/:dataset.:format — who may download, and what is refused', () => {
  let t: TestApp;
  let store: Staff;
  const range = { from: '2026-01-01', to: '2026-01-31' };

  beforeAll(async () => {
    t = await createTestApp();
    store = await createStoreWithStaff(t, 'Access Market');
  });
  afterAll(() => t.close());

  it.each(exportDatasets.flatMap((d) => exportFormats.map((f) => [d, f] as const)))('%s.%s: signed out 401, employee 403, owner 200', async (dataset, format) => {
    const path = exportPath(dataset, format, range);
    const signedOut = await t.request(path);
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toEqual({ error: { code: 'UNAUTHENTICATED' } });
    const employee = await t.request(path, { cookie: store.employee.cookie });
    expect(employee.status).toBe(403);
    expect(await employee.json()).toEqual({ error: { code: 'OWNER_ONLY' } });
    const owner = await t.request(path, { cookie: store.owner.cookie });
    expect(owner.status).toBe(200);
    await owner.arrayBuffer();
  });

  it('answers with the content type, an attachment name and no-store', async () => {
    const csv = await t.request(exportPath('daily-logs', 'csv', range), { cookie: store.owner.cookie });
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe(
      `attachment; filename="access-market-daily-logs-2026-01-01-to-2026-01-31.csv"; filename*=UTF-8''access-market-daily-logs-2026-01-01-to-2026-01-31.csv`,
    );
    expect(csv.headers.get('cache-control')).toBe('no-store');
    await csv.arrayBuffer();
    const xlsx = await t.request(exportPath('customers', 'xlsx'), { cookie: store.owner.cookie });
    expect(xlsx.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(xlsx.headers.get('content-disposition')).toMatch(/^attachment; filename="access-market-customers-\d{4}-\d{2}-\d{2}\.xlsx"; filename\*=UTF-8''/);
    expect(xlsx.headers.get('cache-control')).toBe('no-store');
    await xlsx.arrayBuffer();
  });

  it.each([
    ['no range', '', { from: 'required', to: 'required' }],
    ['a bad date', '?from=2026-02-30&to=2026-03-01', { from: 'invalid_date' }],
    ['from after to', '?from=2026-03-02&to=2026-03-01', { to: 'invalid_range' }],
    ['a missing end', '?from=2026-03-01', { to: 'required' }],
  ])('refuses %s with 422 field errors (ranged datasets)', async (_label, query, fields) => {
    for (const dataset of ['daily-logs', 'credit-transactions']) {
      for (const format of exportFormats) {
        const response = await t.request(`/api/exports/${dataset}.${format}${query}`, { cookie: store.owner.cookie });
        expect(response.status).toBe(422);
        expect(await response.json()).toEqual({ error: { code: 'VALIDATION_FAILED', fields } });
      }
    }
  });

  it('refuses a range on datasets without one (422 before anything is streamed)', async () => {
    const response = await t.request('/api/exports/customers.csv?from=garbage', { cookie: store.owner.cookie });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ error: { code: 'VALIDATION_FAILED', fields: { from: 'unknown_field' } } });
  });

  it.each(['community.csv', 'customers.pdf', 'customers', 'customers.', '.csv', 'customers.csv.xlsx', 'CUSTOMERS.CSV'])(
    'answers 404 for %s',
    async (file) => {
      const response = await t.request(`/api/exports/${file}`, { cookie: store.owner.cookie });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: { code: 'NOT_FOUND' } });
    },
  );

  it('answers 404 for a nested path', async () => {
    const response = await t.request('/api/exports/customers/csv', { cookie: store.owner.cookie });
    expect(response.status).toBe(404);
  });
});
