import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { todayInZone } from '#shared/dates';
import { adminTotp, adminUsers, communityPosts, pushSubscriptions, sessions, stores } from '../db/schema/index';
import { insertCustomer } from '../credit/credit-test-helpers';
import { insertVerifiedCredentialUser } from '../auth/credential-user';
import { newTotpSecret, totpCode, totpStep } from '../admin/admin-users-totp';
import { openSecretText } from '../secrets/sealed-secret';
import { insertEmployee, insertPayrollEntry, payrollBody } from '../payroll/payroll-test-support';
import { makeBrowserKeys } from '../push/push-test-helpers';
import { createStoreWithStaff, signIn, signUpBody, STRONG_PASSWORD, uniqueEmail, type TestApp } from './test-app';

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
  const adminEmail = uniqueEmail('admin');
  const created = await t.deps.auth.api.signUpEmail({ body: { email: adminEmail, password: STRONG_PASSWORD, name: 'Ada Admin' } });
  await t.db.insert(adminUsers).values({ userId: created.user.id });
  const admin = { id: created.user.id, email: adminEmail, cookie: await signIn(t, adminEmail) };
  const unverifiedEmail = uniqueEmail('admin2fa');
  const second = await t.deps.auth.api.signUpEmail({ body: { email: unverifiedEmail, password: STRONG_PASSWORD, name: 'Una Unverified' } });
  await t.db.insert(adminUsers).values({ userId: second.user.id });
  const unverifiedAdmin = { id: second.user.id, email: unverifiedEmail, cookie: await signIn(t, unverifiedEmail) };
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

export type Call = { path: string; method?: string; json?: unknown; body?: BodyInit; headers?: Record<string, string>; cookie?: string | null };

/** A customer of the first store made for one request (deleting, crediting and paying change it). */
async function freshCustomer(w: World, balanceCents = 0): Promise<string> {
  const customer = await insertCustomer(w.t, w.store.storeId, { name: 'Fresh Person' });
  if (balanceCents > 0) {
    const given = await w.t.request(`/api/customers/${customer.id}/credit`, { method: 'POST', cookie: w.store.owner.cookie, json: { amountCents: balanceCents } });
    if (given.status !== 201) throw new Error(`credit failed: ${given.status}`);
  }
  return customer.id;
}

const range = '?from=2026-01-01&to=2026-01-31';

const pdfBytes = () => new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const communityPostsByWorld = new WeakMap<World, Promise<{ postId: string; mediaId: string }>>();

/** One post of the first store with a PDF attached, made once per world (reads, pin, messages, media). */
function communityPost(w: World): Promise<{ postId: string; mediaId: string }> {
  let made = communityPostsByWorld.get(w);
  if (!made) {
    made = (async () => {
      const uploaded = await w.t.request('/api/community/uploads?name=list.pdf', { method: 'POST', cookie: w.store.owner.cookie, body: pdfBytes() });
      if (uploaded.status !== 201) throw new Error(`upload failed: ${uploaded.status}`);
      const mediaId = ((await uploaded.json()) as { id: string }).id;
      const created = await w.t.request('/api/community/posts', { method: 'POST', cookie: w.store.owner.cookie, json: { title: 'Matrix post', mediaIds: [mediaId] } });
      if (created.status !== 201) throw new Error(`post failed: ${created.status}`);
      return { postId: ((await created.json()) as { id: string }).id, mediaId };
    })();
    communityPostsByWorld.set(w, made);
  }
  return made;
}

/**
 * A verified account with no store and no admin rights, made for one request (promote, delete admin).
 * Written directly: a Better Auth sign-up would mail a confirmation in the background, landing in a
 * later cell's checksum.
 */
async function freshUser(w: World): Promise<{ id: string; email: string }> {
  const email = uniqueEmail('plain');
  const id = randomUUID();
  await w.t.db.transaction((tx) => insertVerifiedCredentialUser(tx, { userId: id, email, firstName: 'Plain', lastName: 'User', passwordHash: 'not-a-hash' }));
  return { id, email };
}

/** A post of the first store written by its employee, made for one request (deleting removes it). */
async function freshCommunityPost(w: World): Promise<string> {
  const [row] = await w.t.db.insert(communityPosts).values({ storeId: w.store.storeId, authorId: w.store.employee.id, title: 'Fresh post' }).returning({ id: communityPosts.id });
  return row!.id;
}

/**
 * One valid request per route (by 'METHOD /path'), aimed at the first store's objects. `who` lets a
 * request that would end the caller's session (sign-out) use a second session of the same user.
 */
export const validCalls: Record<string, (w: World, who: Identity) => Call | Promise<Call>> = {
  'GET /health': () => ({ path: '/api/health' }),
  'GET /openapi.json': () => ({ path: '/api/openapi.json' }),
  'GET /config': () => ({ path: '/api/config' }),
  'POST /contact': () => ({ path: '/api/contact', json: { name: 'Pat', email: 'pat@example.com', subject: 'Hello', message: 'A question' } }),
  'POST /client-errors': () => ({ path: '/api/client-errors', json: { message: 'boom', path: '/dashboard' } }),
  'POST /signup': () => ({ path: '/api/signup', json: signUpBody() }),
  'POST /auth/sign-in/email': (w) => ({ path: '/api/auth/sign-in/email', json: { email: w.store.employee.email, password: STRONG_PASSWORD } }),
  'POST /auth/sign-in/social': () => ({ path: '/api/auth/sign-in/social', json: { provider: 'google', callbackURL: '/dashboard' } }),
  'GET /auth/callback/:id': () => ({ path: '/api/auth/callback/google?state=abc&code=xyz' }),
  'POST /auth/sign-out': async (w, who) => ({
    path: '/api/auth/sign-out',
    json: {},
    cookie: who === 'anonymous' ? null : await signIn(w.t, w.users[who].email),
  }),
  'GET /auth/get-session': () => ({ path: '/api/auth/get-session' }),
  'POST /auth/request-password-reset': () => ({ path: '/api/auth/request-password-reset', json: { email: uniqueEmail('reset'), redirectTo: '/auth/reset-password' } }),
  'POST /auth/reset-password': () => ({ path: '/api/auth/reset-password', json: { newPassword: 'Other-Counter8', token: 'not-a-real-token' } }),
  'POST /auth/change-password': () => ({ path: '/api/auth/change-password', json: { currentPassword: STRONG_PASSWORD, newPassword: STRONG_PASSWORD } }),
  'POST /auth/verify-password': () => ({ path: '/api/auth/verify-password', json: { password: STRONG_PASSWORD } }),
  'POST /auth/send-verification-email': () => ({ path: '/api/auth/send-verification-email', json: { email: uniqueEmail('verify') } }),
  'GET /auth/verify-email': () => ({ path: `/api/auth/verify-email?token=not-a-real-token&callbackURL=${encodeURIComponent('/auth?verified=1')}` }),
  'GET /session': () => ({ path: '/api/session' }),
  'POST /stores/setup': () => ({
    path: '/api/stores/setup',
    json: { name: 'Set Up', street: '1 Main St', city: 'Springfield', state: 'IL', zip: '62701', phone: '+12175550123', timezone: 'America/Chicago' },
  }),
  'GET /stores/current': () => ({ path: '/api/stores/current' }),
  'PUT /stores/current': () => ({ path: '/api/stores/current', method: 'PUT', json: { name: 'Matrix Market', timezone: 'America/Chicago' } }),
  'GET /dashboard/summary': () => ({ path: '/api/dashboard/summary' }),
  'GET /admin/audit-log': () => ({ path: '/api/admin/audit-log' }),
  'GET /admin/settings': () => ({ path: '/api/admin/settings' }),
  'PUT /admin/settings': () => ({ path: '/api/admin/settings', method: 'PUT', json: { tax_rate: 5 } }),
  'POST /admin/settings/reset': () => ({ path: '/api/admin/settings/reset', json: {} }),
  'GET /admin/backups/latest': () => ({ path: '/api/admin/backups/latest' }),
  'GET /admin/overview': () => ({ path: '/api/admin/overview' }),
  'GET /admin/admin-users': () => ({ path: '/api/admin/admin-users' }),
  'POST /admin/admin-users': () => ({ path: '/api/admin/admin-users', json: { firstName: 'New', lastName: 'Admin', email: uniqueEmail('new-admin'), password: STRONG_PASSWORD } }),
  'POST /admin/admin-users/promote': async (w) => ({ path: '/api/admin/admin-users/promote', json: { email: (await freshUser(w)).email } }),
  'POST /admin/create-user': () => ({ path: '/api/admin/create-user', json: { email: uniqueEmail('super'), password: STRONG_PASSWORD } }),
  'DELETE /admin/admin-users/:id': async (w) => {
    const user = await freshUser(w);
    await w.t.db.insert(adminUsers).values({ userId: user.id });
    return { path: `/api/admin/admin-users/${user.id}`, method: 'DELETE' };
  },
  // An unknown address (404 for the admin): a real one is mailed in the background, after the cell (admin-users-routes.test.ts sends one).
  'POST /admin/password-reset': () => ({ path: '/api/admin/password-reset', json: { email: uniqueEmail('nobody') } }),
  'POST /admin/support-email': () => ({ path: '/api/admin/support-email', json: { to: 'help@example.com', subject: 'Hello', message: 'We are here to help.' } }),
  'GET /admin/two-factor': () => ({ path: '/api/admin/two-factor' }),
  'POST /admin/two-factor/enrol': () => ({ path: '/api/admin/two-factor/enrol', json: {} }),
  // The unverified admin gives its code on a second session: its own stays without one for the later cells.
  'POST /admin/two-factor/verify': async (w, who) => {
    const admin = who === 'unverifiedAdmin' ? w.users.unverifiedAdmin : w.admin;
    await w.t.db.insert(adminTotp).values({ userId: admin.id, secret: newTotpSecret() }).onConflictDoNothing();
    const [row] = await w.t.db.select().from(adminTotp).where(eq(adminTotp.userId, admin.id));
    // An enrolment through the API (another test on this database) keeps the key sealed.
    const secret = openSecretText(w.t.deps.config.AUTH_SECRET!, row!.secret, 'admin-totp')!;
    const code = totpCode(secret, Math.max(totpStep(), row!.lastStep + 1));
    return { path: '/api/admin/two-factor/verify', json: { code }, ...(who === 'unverifiedAdmin' && { cookie: await signIn(w.t, admin.email) }) };
  },
  'POST /admin/test-email': () => ({ path: '/api/admin/test-email', json: { email: 'test@example.com' } }),
  'GET /admin/monthly-reports': () => ({ path: '/api/admin/monthly-reports?month=2026-11' }),
  'GET /admin/security/audit-log': (w) => ({ path: `/api/admin/security/audit-log?store=${w.store.storeId}&action=UPDATE` }),
  'GET /admin/security/audit-log.csv': (w) => ({ path: `/api/admin/security/audit-log.csv?store=${w.store.storeId}` }),
  'GET /admin/security/failed-sign-ins': () => ({ path: '/api/admin/security/failed-sign-ins' }),
  'GET /admin/security/sessions': () => ({ path: '/api/admin/security/sessions' }),
  'POST /admin/security/sessions/:id/revoke': async (w) => ({ path: `/api/admin/security/sessions/${await throwawaySession(w)}/revoke`, json: {} }),
  'POST /admin/daily-credit-reset': () => ({ path: '/api/admin/daily-credit-reset', json: {} }),
  'GET /admin/system-status': () => ({ path: '/api/admin/system-status' }),
  'GET /customers': () => ({ path: '/api/customers?q=ana' }),
  'POST /customers': () => ({ path: '/api/customers', json: { name: 'New Person', phone: '+12175550199' } }),
  'GET /customers/:id': (w) => ({ path: `/api/customers/${w.customerId}` }),
  'DELETE /customers/:id': async (w) => ({ path: `/api/customers/${await freshCustomer(w)}`, method: 'DELETE' }),
  'POST /customers/:id/restore': async (w) => {
    const archived = await insertCustomer(w.t, w.store.storeId, { name: 'Archived Person', archivedAt: new Date() });
    return { path: `/api/customers/${archived.id}/restore`, json: {} };
  },
  'PATCH /customers/:id/status': (w) => ({ path: `/api/customers/${w.customerId}/status`, method: 'PATCH', json: { loyalCustomer: true } }),
  'PATCH /customers/:id/red-flag': (w) => ({ path: `/api/customers/${w.customerId}/red-flag`, method: 'PATCH', json: { internalRedFlag: false } }),
  'PUT /customers/:id/credit-limit': (w) => ({ path: `/api/customers/${w.customerId}/credit-limit`, method: 'PUT', json: { creditLimitCents: 5000 } }),
  'PUT /customers/:id/photo': (w) => ({ path: `/api/customers/${w.customerId}/photo`, method: 'PUT', body: new Uint8Array(w.photo) }),
  'GET /customers/:id/photo': (w) => ({ path: `/api/customers/${w.customerId}/photo` }),
  'DELETE /customers/:id/photo': async (w) => ({ path: `/api/customers/${await freshCustomer(w)}/photo`, method: 'DELETE' }),
  'POST /customers/:id/credit': async (w) => ({ path: `/api/customers/${await freshCustomer(w)}/credit`, json: { amountCents: 500 } }),
  'POST /customers/:id/payments': async (w) => ({ path: `/api/customers/${await freshCustomer(w, 1000)}/payments`, json: { amountCents: 300 } }),
  'POST /customers/:id/reset-daily-credit': (w) => ({ path: `/api/customers/${w.customerId}/reset-daily-credit`, json: {} }),
  'GET /customers/:id/transactions': (w) => ({ path: `/api/customers/${w.customerId}/transactions` }),
  'GET /customers/:id/statement': (w) => ({ path: `/api/customers/${w.customerId}/statement${range}` }),
  'POST /customers/:id/statement-links': (w) => ({ path: `/api/customers/${w.customerId}/statement-links`, json: { expiresInDays: 7 } }),
  'GET /customers/:id/statement-links': (w) => ({ path: `/api/customers/${w.customerId}/statement-links` }),
  'POST /statement-links/:id/revoke': async (w) => {
    const made = await w.t.request(`/api/customers/${w.customerId}/statement-links`, { method: 'POST', cookie: w.store.owner.cookie, json: {} });
    if (made.status !== 201) throw new Error(`statement link failed: ${made.status}`);
    const { link } = (await made.json()) as { link: { id: string } };
    return { path: `/api/statement-links/${link.id}/revoke`, json: {} };
  },
  'GET /daily-logs/:date': (w) => ({ path: `/api/daily-logs/${w.today}` }),
  'PUT /daily-logs/:date': (w) => ({
    path: `/api/daily-logs/${w.today}`,
    method: 'PUT',
    json: { startingCashCents: 10000, cashSalesCents: 5000, payoutsCents: 0, expensesCents: 0, actualCashCents: 15000 },
  }),
  'GET /reports/daily-logs': () => ({ path: `/api/reports/daily-logs${range}` }),
  'GET /reports/daily-logs/all': () => ({ path: '/api/reports/daily-logs/all' }),
  'GET /reports/monthly-summary': () => ({ path: '/api/reports/monthly-summary?month=2026-01' }),
  'GET /reports/credit-summary': () => ({ path: '/api/reports/credit-summary' }),
  'GET /reports/credit-summary/recent': (w) => ({ path: `/api/reports/credit-summary/recent?cursor=${w.entryId}` }),
  'GET /reports/red-flags': () => ({ path: '/api/reports/red-flags' }),
  'GET /employees': () => ({ path: '/api/employees' }),
  'POST /employees': () => ({
    path: '/api/employees',
    json: { firstName: 'Nia', lastName: 'New', email: uniqueEmail('staff'), password: STRONG_PASSWORD, phone: '+12175550142' },
  }),
  'DELETE /employees/:id': async (w) => ({ path: `/api/employees/${(await insertEmployee(w.t, w.store.owner.cookie)).id}`, method: 'DELETE' }),
  'PUT /employees/:id/photo': (w) => ({ path: `/api/employees/${w.store.employee.id}/photo`, method: 'PUT', body: new Uint8Array(w.photo) }),
  'GET /employees/:id/photo': (w) => ({ path: `/api/employees/${w.store.employee.id}/photo` }),
  'GET /payroll': (w) => ({ path: `/api/payroll?employeeId=${w.store.employee.id}&from=2026-01-01&to=2026-12-31` }),
  'POST /payroll': async (w) => ({ path: '/api/payroll', json: await payrollBody(w.store.employee.id) }),
  'GET /payroll/:id': (w) => ({ path: `/api/payroll/${w.payrollEntryId}` }),
  'DELETE /payroll/:id': async (w) => ({ path: `/api/payroll/${await insertPayrollEntry(w.t, w.store.owner.cookie, w.store.employee.id)}`, method: 'DELETE' }),
  'GET /payroll/:id/signature': (w) => ({ path: `/api/payroll/${w.payrollEntryId}/signature` }),
  'GET /payroll/employees/:id': (w) => ({ path: `/api/payroll/employees/${w.store.employee.id}` }),
  'POST /billing/checkout': () => ({ path: '/api/billing/checkout', json: {} }),
  'POST /billing/portal': () => ({ path: '/api/billing/portal', json: {} }),
  'GET /community/posts': () => ({ path: '/api/community/posts' }),
  'POST /community/posts': () => ({ path: '/api/community/posts', json: { title: 'Spare crates', content: 'Free to a good home', postType: 'exchange' } }),
  'GET /community/posts/:id': async (w) => ({ path: `/api/community/posts/${(await communityPost(w)).postId}` }),
  'DELETE /community/posts/:id': async (w) => ({ path: `/api/community/posts/${await freshCommunityPost(w)}`, method: 'DELETE' }),
  'PUT /community/posts/:id/pin': async (w) => ({ path: `/api/community/posts/${(await communityPost(w)).postId}/pin`, method: 'PUT', json: { isPinned: true } }),
  'GET /community/posts/:id/messages': async (w) => ({ path: `/api/community/posts/${(await communityPost(w)).postId}/messages` }),
  'POST /community/posts/:id/messages': async (w) => ({ path: `/api/community/posts/${(await communityPost(w)).postId}/messages`, json: { content: 'Still available?' } }),
  'POST /community/uploads': () => ({ path: '/api/community/uploads?name=notes.pdf', body: pdfBytes(), headers: { 'content-type': 'application/octet-stream' } }),
  'DELETE /community/uploads/:id': async (w, who) => {
    const uploader = who === 'anonymous' || who === 'unverifiedAdmin' ? w.store.owner : w.users[who]; // those two may not upload
    const uploaded = await w.t.request('/api/community/uploads?name=draft.pdf', { method: 'POST', cookie: uploader.cookie, body: pdfBytes() });
    if (uploaded.status !== 201) throw new Error(`upload failed: ${uploaded.status}`);
    return { path: `/api/community/uploads/${((await uploaded.json()) as { id: string }).id}`, method: 'DELETE' };
  },
  'GET /community/media/:id': async (w) => ({ path: `/api/community/media/${(await communityPost(w)).mediaId}` }),
  'GET /community/events': () => ({ path: '/api/community/events' }),
  'GET /billing/subscription': () => ({ path: '/api/billing/subscription' }),
  'POST /billing/checkout/confirm': () => ({ path: '/api/billing/checkout/confirm', json: { sessionId: 'cs_test_unknown' } }),
  // Unsigned: a signed delivery needs Stripe configured (src/server/billing/billing.test.ts sends real ones).
  'POST /billing/webhook': () => ({ path: '/api/billing/webhook', json: { id: 'evt_unsigned', type: 'invoice.paid' } }),
  'POST /admin/stores/:id/cheques': async (w) => {
    chequeNumber += 1;
    return { path: `/api/admin/stores/${await adminTarget(w)}/cheques`, json: { amountCents: 2499, chequeNumber: `M-${chequeNumber}`, receivedOn: w.today } };
  },
  'POST /admin/stores/:id/suspend': async (w) => ({ path: `/api/admin/stores/${await adminTarget(w, 'active')}/suspend`, json: {} }),
  'POST /admin/stores/:id/reactivate': async (w) => ({ path: `/api/admin/stores/${await adminTarget(w, 'suspended')}/reactivate`, json: {} }),
  'POST /admin/stores/:id/extend-trial': async (w) => ({ path: `/api/admin/stores/${await adminTarget(w)}/extend-trial`, json: { days: 7 } }),
  'GET /admin/stores': () => ({ path: '/api/admin/stores?q=admin&status=all&page=1&size=20' }),
  'GET /admin/stores/:id': async (w) => ({ path: `/api/admin/stores/${await adminTarget(w)}` }),
  'PUT /admin/stores/:id/notes': async (w) => ({ path: `/api/admin/stores/${await adminTarget(w)}/notes`, method: 'PUT', json: { notes: 'Called the owner.' } }),
  // A throwaway store per call: a successful delete must not take the matrix's stores with it.
  'DELETE /admin/stores/:id': async (w) => ({ path: `/api/admin/stores/${(await createStoreWithStaff(w.t, 'Doomed Store')).storeId}`, method: 'DELETE' }),
  'GET /push/public-key': () => ({ path: '/api/push/public-key' }),
  'POST /push/subscriptions': (_w, who) => ({ path: '/api/push/subscriptions', json: { endpoint: `https://push.invalid/matrix/${who}/${Math.random()}`, expirationTime: null, keys: fakePushKeys } }),
  'POST /push/unsubscribe': async (w, who) => ({ path: '/api/push/unsubscribe', json: { endpoint: await fakeSubscription(w, who) } }),
  // .invalid never resolves: the push request fails at once (200 with failed: 1), nothing leaves the machine.
  'POST /push/test': async (w, who) => ({ path: '/api/push/test', json: { endpoint: await fakeSubscription(w, who) } }),
};

let chequeNumber = 0;
/** A session of a user made for one revoke (revoking never signs out the matrix's own identities). */
async function throwawaySession(w: World): Promise<string> {
  const email = uniqueEmail('revokable');
  const created = await w.t.deps.auth.api.signUpEmail({ body: { email, password: STRONG_PASSWORD, name: 'Revokable Person' } });
  await signIn(w.t, email);
  const [row] = await w.t.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, created.user.id)).limit(1);
  return row!.id;
}

const adminTargets = new WeakMap<World, Promise<string>>();

/**
 * The store the admin subscription actions are aimed at: a third store (so the two stores of the
 * matrix keep writing), put in the state the action needs (suspend needs a store that is not
 * suspended, reactivate one that is).
 */
async function adminTarget(w: World, status?: 'active' | 'suspended'): Promise<string> {
  if (!adminTargets.has(w)) adminTargets.set(w, createStoreWithStaff(w.t, 'Admin Target').then((s) => s.storeId));
  const id = await adminTargets.get(w)!;
  if (status) await w.t.db.update(stores).set({ subscriptionStatus: status }).where(eq(stores.id, id));
  return id;
}

/** A real P-256 public key and auth secret, as a browser makes them. */
const fakePushKeys = makeBrowserKeys().keys;

/** A push subscription of the caller (the first store's owner for anonymous), made for one request. */
async function fakeSubscription(w: World, who: Identity): Promise<string> {
  const endpoint = `https://push.invalid/matrix/${who}/${Math.random()}`;
  const userId = w.users[who === 'anonymous' ? 'owner' : who].id;
  await w.t.db.insert(pushSubscriptions).values({ userId, endpoint, keys: fakePushKeys });
  return endpoint;
}

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

/** The tables whose rows a refused request must leave exactly as they were. */
const guardedTables = [
  'users', 'accounts', 'profiles', 'stores', 'user_roles', 'admin_users', 'customers', 'credit_transactions',
  'idempotency_keys', 'daily_logs', 'payroll_entries', 'stored_objects', 'email_outbox', 'security_audit_log', 'verifications',
  'community_posts', 'community_messages', 'community_events',
  'subscription_payments', 'billing_events', 'billing_notices', 'push_subscriptions',
] as const;

const snapshotSql = sql.raw(
  guardedTables
    .map((table) => `select '${table}' as name, count(*)::text || ':' || md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as sum from "${table}" t`)
    .join(' union all '),
);

/** Row count and an md5 of every row of the guarded tables, in one statement: equal before and after means nothing changed. */
export async function snapshotTables(t: TestApp): Promise<Record<string, string>> {
  const result = (await t.db.execute(snapshotSql)) as unknown as { rows?: Array<{ name: string; sum: string }> } | Array<{ name: string; sum: string }>;
  const rows = Array.isArray(result) ? result : (result.rows ?? []);
  return Object.fromEntries(rows.map((row) => [row.name, row.sum]));
}
