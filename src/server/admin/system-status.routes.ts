import path from 'node:path';
import type pg from 'pg';
import { systemStatusSchema } from '#shared/admin/system-status.schemas';
import { defineRoute } from '../http/route-manifest';
import { defaultBackupsDir, getSystemStatus } from './system-status.service';
import { scheduledBackupFolder } from '../backup/scheduled-folder';

export const systemStatusRoutes = [
  defineRoute({
    method: 'GET', path: '/admin/system-status', summary: 'Real checks: database latency, mail transport, storage, last backup, last job runs',
    access: 'admin', blockedWhenLapsed: false, response: systemStatusSchema,
    handle: async (c) => {
      const { db, mailer, storage, config } = c.get('deps');
      const scheduled = await scheduledBackupFolder((db as unknown as { $client: pg.Pool }).$client, path.resolve(config.DATA_DIR, 'backups'));
      return c.json(await getSystemStatus({ db, mailer, storage, backupsDirs: [defaultBackupsDir(), scheduled] }));
    },
  }),
];
