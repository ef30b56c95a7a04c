import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { insertVerifiedCredentialUser } from '../../auth/credential-user';
import { newTotpSecret, totpCode, totpStep } from '../../admin/admin-users-totp';
import { openSecretText } from '../../secrets/sealed-secret';
import { adminTotp, adminUsers, sessions } from '../../db/schema/index';
import { signIn, STRONG_PASSWORD, uniqueEmail } from '../test-app';
import { type CallTable, type World } from './call';

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

/** A session of a user made for one revoke (revoking never signs out the matrix's own identities). */
async function throwawaySession(w: World): Promise<string> {
  const email = uniqueEmail('revokable');
  const created = await w.t.deps.auth.api.signUpEmail({ body: { email, password: STRONG_PASSWORD, name: 'Revokable Person' } });
  await signIn(w.t, email);
  const [row] = await w.t.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, created.user.id)).limit(1);
  return row!.id;
}

/** Admin routes: audit log, settings, admin users, two-factor, mail, reports, security, system status. One valid request per route (decision 019's matrix and the fuzz suite). */
export const adminCalls: CallTable = {
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
  'GET /admin/settings': () => ({ path: '/api/admin/settings' }),
  'PUT /admin/settings': () => ({ path: '/api/admin/settings', method: 'PUT', json: { tax_rate: 5 } }),
  'POST /admin/settings/reset': () => ({ path: '/api/admin/settings/reset', json: {} }),
  'GET /admin/backups/latest': () => ({ path: '/api/admin/backups/latest' }),
};
