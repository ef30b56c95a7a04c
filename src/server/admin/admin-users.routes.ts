import { z } from 'zod';
import {
  adminEmailInputSchema,
  adminOverviewSchema,
  adminUserListSchema,
  createAdminInputSchema,
  createAdminResultSchema,
  superAdminInputSchema,
  supportEmailInputSchema,
  testEmailResultSchema,
  twoFactorCodeInputSchema,
  twoFactorEnrolmentSchema,
  twoFactorStatusSchema,
} from '#shared/admin/admin-users.schemas';
import { idParamSchema } from '#shared/validation/primitives';
import { actorOf } from '../auth/session.middleware';
import { defineRoute } from '../http/route-manifest';
import { readDb } from '../http/read-your-writes';
import type { SignedInUser } from '../http/types';
import { adminOverview } from './admin-overview.service';
import { createNewAdmin, createOrPromoteAdmin, deleteAdminUser, listAdminUsers, promoteExistingUser } from './admin-users.service';
import { startEnrolment, twoFactorStatus, verifyCode } from './admin-users-two-factor.service';
import { sendAdminPasswordReset, sendSupportEmail, sendTestEmail } from './admin-users-mail.service';

const okSchema = z.object({ ok: z.literal(true) });

/** The admin dashboard's counts and the admin users screen (spec part 2 §2; issue 13 items 2 and 5). */
export const adminUsersRoutes = [
  defineRoute({
    method: 'GET', path: '/admin/overview', summary: 'Live counts for the admin dashboard',
    access: 'admin', blockedWhenLapsed: false, response: adminOverviewSchema,
    handle: async (c) => c.json(await adminOverview(await readDb(c))),
  }),
  defineRoute({
    method: 'GET', path: '/admin/admin-users', summary: 'Every platform admin with their profile',
    access: 'admin', blockedWhenLapsed: false, response: adminUserListSchema,
    handle: async (c) => c.json({ admins: await listAdminUsers(c.get('deps'), (c.get('user') as SignedInUser).id) }),
  }),
  defineRoute({
    method: 'POST', path: '/admin/admin-users', summary: 'Create a new admin account (an existing email is 409: promote it instead)',
    access: 'admin', blockedWhenLapsed: false, errors: ['EMAIL_TAKEN', 'WEAK_PASSWORD'], body: createAdminInputSchema, response: createAdminResultSchema, successStatus: 201,
    handle: async (c, { body }) => c.json(await createNewAdmin(c.get('deps'), body, actorOf(c)), 201),
  }),
  defineRoute({
    method: 'POST', path: '/admin/admin-users/promote', summary: 'Make an existing account a platform admin',
    access: 'admin', blockedWhenLapsed: false, errors: ['NOT_FOUND'], body: adminEmailInputSchema, response: createAdminResultSchema,
    handle: async (c, { body }) => c.json(await promoteExistingUser(c.get('deps'), body.email, actorOf(c))),
  }),
  defineRoute({
    method: 'POST', path: '/admin/create-user', summary: 'Create Super Admin: a new admin, or the existing account promoted',
    access: 'admin', blockedWhenLapsed: false, errors: ['EMAIL_TAKEN', 'WEAK_PASSWORD'], body: superAdminInputSchema, response: createAdminResultSchema, successStatus: 201,
    handle: async (c, { body }) => c.json(await createOrPromoteAdmin(c.get('deps'), body, actorOf(c)), 201),
  }),
  defineRoute({
    method: 'DELETE', path: '/admin/admin-users/:id', summary: "Remove a user's admin rights (not oneself, not the last admin)",
    access: 'admin', blockedWhenLapsed: false, errors: ['ADMIN_CANNOT_DELETE_SELF', 'LAST_ADMIN'], params: idParamSchema, response: okSchema,
    handle: async (c, { params }) => {
      await deleteAdminUser(c.get('deps'), params.id, actorOf(c));
      return c.json({ ok: true as const });
    },
  }),
  defineRoute({
    method: 'POST', path: '/admin/password-reset', summary: 'Mail a password-reset link to an account',
    access: 'admin', blockedWhenLapsed: false, errors: ['NOT_FOUND', 'MAIL_FAILED'], body: adminEmailInputSchema, response: okSchema,
    handle: async (c, { body }) => {
      await sendAdminPasswordReset(c.get('deps'), body.email, actorOf(c));
      return c.json({ ok: true as const });
    },
  }),
  defineRoute({
    method: 'POST', path: '/admin/support-email', summary: 'Send a support email',
    access: 'admin', blockedWhenLapsed: false, errors: ['MAIL_FAILED'], body: supportEmailInputSchema, response: okSchema,
    handle: async (c, { body }) => {
      await sendSupportEmail(c.get('deps'), body, actorOf(c));
      return c.json({ ok: true as const });
    },
  }),
  defineRoute({
    method: 'POST', path: '/admin/test-email', summary: "Send a test email through the mail transport (answers the transport's error text on failure)",
    access: 'admin', blockedWhenLapsed: false, body: adminEmailInputSchema, response: testEmailResultSchema,
    handle: async (c, { body }) => c.json(await sendTestEmail(c.get('deps'), body.email, actorOf(c))),
  }),
  // The second factor's own routes answer before the session has given a code (declared 'adminUnverified').
  defineRoute({
    method: 'GET', path: '/admin/two-factor', summary: 'Whether this admin session needs, has and gave a TOTP code',
    access: 'adminUnverified', blockedWhenLapsed: false, response: twoFactorStatusSchema,
    handle: async (c) => c.json(await twoFactorStatus(c.get('deps').db, c.get('user') as SignedInUser)),
  }),
  defineRoute({
    method: 'POST', path: '/admin/two-factor/enrol', summary: 'A new TOTP secret for an authenticator app (until a code confirms it)',
    access: 'adminUnverified', blockedWhenLapsed: false, errors: ['TWO_FACTOR_ALREADY_ENROLLED'], response: twoFactorEnrolmentSchema,
    handle: async (c) => c.json(await startEnrolment(c.get('deps'), c.get('user') as SignedInUser)),
  }),
  defineRoute({
    method: 'POST', path: '/admin/two-factor/verify', summary: 'Give a TOTP code: confirms enrolment and verifies this session',
    access: 'adminUnverified', blockedWhenLapsed: false, errors: ['TOO_MANY_LOGIN_ATTEMPTS', 'TWO_FACTOR_ENROLMENT_REQUIRED'], body: twoFactorCodeInputSchema, response: okSchema,
    handle: async (c, { body }) => {
      await verifyCode(c.get('deps'), c.get('user') as SignedInUser, body.code, actorOf(c), c.get('clientIp'));
      return c.json({ ok: true as const });
    },
  }),
];
