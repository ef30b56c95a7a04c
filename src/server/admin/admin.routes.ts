import { auditLogSchema } from '#shared/admin/audit.schemas';
import { defineRoute } from '../http/route-manifest';
import { listRecentAuditEntries } from './audit-log.service';

export const adminRoutes = [
  defineRoute({
    method: 'GET', path: '/admin/audit-log', summary: 'Latest 100 security audit entries',
    access: 'admin', blockedWhenLapsed: false, response: auditLogSchema,
    handle: async (c) => c.json({ entries: await listRecentAuditEntries(c.get('deps').db) }),
  }),
];
