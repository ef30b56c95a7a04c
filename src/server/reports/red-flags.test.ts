import { afterAll, beforeAll, expect, it } from 'vitest';
import { redFlagReportSchema } from '#shared/reports/report.schemas';
import { createStoreWithStaff, createTestApp, type TestApp } from '../test/test-app';
import { insertCustomer } from '../credit/credit-test-support';
import { getOk } from '../daily-logs/daily-log-test-support';

let t: TestApp;
let staff: Awaited<ReturnType<typeof createStoreWithStaff>>;

beforeAll(async () => {
  t = await createTestApp();
  staff = await createStoreWithStaff(t, 'Flag Store');
});
afterAll(async () => t.close());

const report = async () => redFlagReportSchema.parse(await getOk(t, '/api/reports/red-flags', staff.owner.cookie));

it('answers an empty list and zeros when nobody is flagged', async () => {
  await insertCustomer(t, staff.storeId, { name: 'Una Flagged', creditBalanceCents: 99_999 });
  expect(await report()).toEqual({ count: 0, totalBalanceCents: 0, averageBalanceCents: 0, customers: [] });
});

it('lists flagged customers newest update first, with count, total and rounded average balance', async () => {
  const flagged = { internalRedFlag: true, redFlagNotes: 'Bounced cheque' };
  const older = await insertCustomer(t, staff.storeId, {
    ...flagged,
    name: 'Olga Older',
    creditBalanceCents: 1_000,
    updatedAt: new Date('2026-02-01T10:00:00Z'),
  });
  const newest = await insertCustomer(t, staff.storeId, {
    ...flagged,
    name: 'Nina Newest',
    email: 'nina@example.com',
    photoKey: `customer-photos/${staff.storeId}/0b6f2c9e-photo.jpg`,
    creditBalanceCents: 2_501,
    updatedAt: new Date('2026-03-01T10:00:00Z'),
  });
  const overpaid = await insertCustomer(t, staff.storeId, {
    ...flagged,
    name: 'Omar Overpaid',
    redFlagNotes: null,
    creditBalanceCents: -200,
    updatedAt: new Date('2026-02-15T10:00:00Z'),
  });

  const body = await report();
  // 1 000 + 2 501 − 200 = 3 301; 3 301 / 3 = 1 100.33 → 1 100.
  expect(body).toMatchObject({ count: 3, totalBalanceCents: 3_301, averageBalanceCents: 1_100 });
  expect(body.customers.map((c) => c.id)).toEqual([newest.id, overpaid.id, older.id]);
  expect(body.customers[0]).toEqual({
    id: newest.id,
    name: 'Nina Newest',
    phone: '+12175550100',
    email: 'nina@example.com',
    photoUrl: `/api/customers/${newest.id}/photo?v=0b6f2c9e-photo`,
    creditBalanceCents: 2_501,
    redFlagNotes: 'Bounced cheque',
    updatedAt: '2026-03-01T10:00:00.000Z',
  });
  expect(body.customers[1]).toMatchObject({ photoUrl: null, email: null, redFlagNotes: null, creditBalanceCents: -200 });
});

it('moves a customer to the top when the owner flags them through the app', async () => {
  const customer = await insertCustomer(t, staff.storeId, { name: 'Fay Fresh', creditBalanceCents: 2 });
  const response = await t.request(`/api/customers/${customer.id}/red-flag`, {
    method: 'PATCH',
    cookie: staff.owner.cookie,
    json: { internalRedFlag: true, redFlagNotes: 'Disputed tab' },
  });
  expect(response.status, await response.clone().text()).toBe(200);
  const body = await report();
  expect(body).toMatchObject({ count: 4, totalBalanceCents: 3_303, averageBalanceCents: 826 }); // 825.75
  expect(body.customers[0]).toMatchObject({ name: 'Fay Fresh', redFlagNotes: 'Disputed tab' });
});
