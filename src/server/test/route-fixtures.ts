import sharp from 'sharp';
import { todayInZone } from '#shared/dates';
import { insertCustomer } from '../credit/credit-test-support';
import { insertPayrollEntry } from '../payroll/payroll-test-support';
import { validCalls } from './route-calls/index';
import { range, type Call } from './route-calls/call';
import { createAdmin, createStoreWithStaff, type TestApp } from './test-app';

/**
 * What the authorization matrix and the fuzz suite share: two stores (the canary is the second), a
 * platform admin, and one valid request per manifest route aimed at the first store's objects.
 */
export type Identity = 'anonymous' | 'employee' | 'owner' | 'otherOwner' | 'admin' | 'unverifiedAdmin';
/**
 * 'unverifiedAdmin' is a second platform admin; with require_two_factor on (the authorization matrix
 * turns it on, see second-factor-world.ts) its session has not given the code, while 'admin''s has.
 */
export const identities: readonly Identity[] = ['anonymous', 'employee', 'owner', 'otherOwner', 'admin', 'unverifiedAdmin'];

export type World = Awaited<ReturnType<typeof buildWorld>>;

export async function buildWorld(t: TestApp) {
  const store = await createStoreWithStaff(t, 'Matrix Market');
  const other = await createStoreWithStaff(t, 'Canary Corner');
  const admin = await createAdmin(t);
  const unverifiedAdmin = await createAdmin(t, 'Una Unverified', 'admin2fa');
  const customer = await insertCustomer(t, store.storeId, { name: 'Ana Lopez' });
  const photo = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#3a6' } }).png().toBuffer();
  const put = await t.request(`/api/customers/${customer.id}/photo`, { method: 'PUT', cookie: store.owner.cookie, body: new Uint8Array(photo) });
  if (put.status !== 200) throw new Error(`photo upload failed: ${put.status}`);
  const given = await t.request(`/api/customers/${customer.id}/credit`, { method: 'POST', cookie: store.owner.cookie, json: { amountCents: 500 } });
  if (given.status !== 201) throw new Error(`credit failed: ${given.status}`);
  const entryId = ((await given.json()) as { entry: { id: string } }).entry.id;
  const staffPhoto = await t.request(`/api/employees/${store.employee.id}/photo`, { method: 'PUT', cookie: store.owner.cookie, body: new Uint8Array(photo) });
  if (staffPhoto.status !== 200) throw new Error(`employee photo upload failed: ${staffPhoto.status}`);
  const payrollEntryId = await insertPayrollEntry(t, store.owner.cookie, store.employee.id);
  const users = { employee: store.employee, owner: store.owner, otherOwner: other.owner, admin, unverifiedAdmin };
  return { t, store, other, admin, users, customerId: customer.id, entryId, payrollEntryId, photo, today: todayInZone('America/Chicago') };
}

export { validCalls };
export type { Call };

/** Export routes are generated per dataset and format; their valid request is the route's path (with a range where it takes one). */
export function validCallFor(key: string): ((w: World, who: Identity) => Call | Promise<Call>) | undefined {
  const exportMatch = /^GET \/exports\/(.+)$/.exec(key);
  if (exportMatch) {
    const file = exportMatch[1]!;
    const ranged = file.startsWith('daily-logs.') || file.startsWith('credit-transactions.');
    return () => ({ path: `/api/exports/${file}${ranged ? range : ''}` });
  }
  return validCalls[key];
}

/** Send a call as one of the identities (anonymous sends no cookie). */
export function callAs(w: World, who: Identity, call: Call): Promise<Response> {
  const cookie = call.cookie === undefined ? (who === 'anonymous' ? undefined : w.users[who].cookie) : (call.cookie ?? undefined);
  const method = call.method ?? (call.json !== undefined || call.body !== undefined ? 'POST' : 'GET');
  return w.t.request(call.path, { method, json: call.json, body: call.body, headers: call.headers, cookie });
}

