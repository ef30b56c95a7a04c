import { activeSessionsSchema, auditFilterSchema, auditPageQuerySchema, auditPageSchema, failedSignInsSchema, revokedSessionSchema } from '#shared/admin/security.schemas';
import { idParamSchema } from '#shared/validation/primitives';
import { PLATFORM_TIME_ZONE, todayInZone } from '#shared/dates';
import { actorOf } from '../auth/session.middleware';
import { defineRoute } from '../http/route-manifest';
import { readDb } from '../http/read-your-writes';
import type { SignedInUser } from '../http/types';
import { exportAuditCsv } from './security-export';
import { listActiveSessions, listAuditPage, listFailedSignIns, revokeSession } from './security.service';

const base = '/admin/security';

/** /admin/security (issue 13): the filtered, paged audit log and its CSV, failed sign-ins, active sessions and revoke. */
export const securityRoutes = [
  defineRoute({
    method: 'GET', path: `${base}/audit-log`, summary: 'One page of the security audit log (?limit 1–100, default 50) under filters: store, user, action, table, from/to; ?cursor for the next',
    access: 'admin', blockedWhenLapsed: false, query: auditPageQuerySchema, response: auditPageSchema,
    handle: async (c, { query }) => c.json(await listAuditPage(await readDb(c), query)),
  }),
  defineRoute({
    method: 'GET', path: `${base}/audit-log.csv`, summary: 'The filtered security audit log as CSV, newest first',
    access: 'admin', blockedWhenLapsed: false, query: auditFilterSchema, produces: ['text/csv'],
    handle: async (c, { query }) => {
      const file = await exportAuditCsv(await readDb(c), query, todayInZone(PLATFORM_TIME_ZONE));
      return c.body(file.body, 200, { 'Content-Type': file.contentType, 'Content-Disposition': file.contentDisposition });
    },
  }),
  defineRoute({
    method: 'GET', path: `${base}/failed-sign-ins`, summary: 'The latest 100 failed sign-in attempts',
    access: 'admin', blockedWhenLapsed: false, response: failedSignInsSchema,
    handle: async (c) => c.json({ attempts: await listFailedSignIns(await readDb(c)) }),
  }),
  defineRoute({
    method: 'GET', path: `${base}/sessions`, summary: 'Active sessions across the platform (never their tokens)',
    access: 'admin', blockedWhenLapsed: false, response: activeSessionsSchema,
    handle: async (c) => c.json({ sessions: await listActiveSessions(c.get('deps').db, (c.get('user') as SignedInUser).sessionId) }),
  }),
  defineRoute({
    method: 'POST', path: `${base}/sessions/:id/revoke`, summary: 'Revoke a session: that browser is signed out on its next request and its live streams end',
    access: 'admin', blockedWhenLapsed: false, params: idParamSchema, response: revokedSessionSchema,
    handle: async (c, { params }) => {
      await revokeSession(c.get('deps').db, actorOf(c), params.id);
      return c.json({ revoked: true as const });
    },
  }),
];
