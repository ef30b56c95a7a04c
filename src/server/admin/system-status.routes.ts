import { systemStatusSchema } from '#shared/admin/system-status.schemas';
import { defineRoute } from '../http/route-manifest';
import { getSystemStatus } from './system-status.service';

export const systemStatusRoutes = [
  defineRoute({
    method: 'GET', path: '/admin/system-status', summary: 'Real checks: database latency, mail transport, storage, last backup, last job runs',
    access: 'admin', blockedWhenLapsed: false, response: systemStatusSchema,
    handle: async (c) => {
      const { db, mailer, storage } = c.get('deps');
      return c.json(await getSystemStatus({ db, mailer, storage }));
    },
  }),
];
